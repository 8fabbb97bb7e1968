/// Spec 001's hidden gesture for the debug overlay: a two-finger triple-tap. A tap is every
/// finger down and up again within `maximumTapDuration`, moving less than `slop`, with
/// `fingers` of them down together at some moment; the taps must follow each other within
/// `maximumGap`. The numbers are UIKit's: a tap is over in about 0.35 s and a multi-tap
/// waits about as long for the next one, and 10 pt is a finger's wobble.
///
/// In the window, Alt adds the mirrored second finger, so Alt-click three times is the gesture;
/// a real touch screen's two fingers are counted the same way. The Dotfield app counts the
/// fingers on its field with the same rules.
public struct MultiFingerTap: Sendable {
    public var fingers = 2
    public var taps = 3
    public var maximumTapDuration = 0.35
    public var maximumGap = 0.35
    public var slop = 10.0

    public init() {}

    /// Fingers down in the tap under way, with where they went down.
    private var down: [Int: Point] = [:]
    /// When the tap under way began, and the most fingers it has had down together.
    private var tapStart = 0.0
    private var mostFingers = 0
    private var failed = false
    /// Taps recognized so far in the sequence, and when the last one ended.
    private var count = 0
    private var lastTapEnd = -Double.infinity

    /// Feeds one touch; true when it completes the gesture.
    public mutating func handle(id: Int, phase: TouchEvent.Phase, at point: Point, time: Double) -> Bool {
        switch phase {
        case .began:
            if down.isEmpty {
                if time - lastTapEnd > maximumGap { count = 0 }
                tapStart = time
                mostFingers = 0
                failed = false
            }
            down[id] = point
            mostFingers = max(mostFingers, down.count)
        case .moved:
            if let start = down[id], start.distance(to: point) > slop { failed = true }
        case .ended, .cancelled:
            guard down.removeValue(forKey: id) != nil else { return false }
            if phase == .cancelled { failed = true }
            guard down.isEmpty else { return false }
            let tapped = !failed && mostFingers == fingers && time - tapStart <= maximumTapDuration
            count = tapped ? count + 1 : 0
            lastTapEnd = time
            if count == taps {
                count = 0
                return true
            }
        }
        return false
    }
}
