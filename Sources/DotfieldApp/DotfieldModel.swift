import Dotfield
import GlassCore
import GlassStore
import GlassUI

/// The Dotfield app's state (spec 001 §10: "App state (`Observable`)"): the settings shown and
/// saved, and the field they drive. Settings are kept in the store's `setting` table under the
/// `dotfield.` keys `glass dotfield settings` reads and writes, so the app and the CLI always
/// agree; each change is written at once, one key at a time.
///
/// The field itself changes every frame, so views do not observe it: the field's timeline
/// reads it, and observes only whether it moves (`isMoving`), which wakes or pauses the timeline.
@Observable @MainActor
public final class DotfieldModel {
    /// The settings as chosen (Reduce Motion as the user set it; see `reduceMotion`).
    public private(set) var settings: DotfieldSettings
    /// Stored values that were not allowed, shown as the nearest allowed ones, until set.
    public private(set) var repairs: [DotfieldSettings.Repair]
    /// Why the last change could not be saved, if it could not.
    public private(set) var saveProblem: String?
    /// Whether any dot moves or a finger is down: the timeline runs only then.
    public private(set) var isMoving = false
    /// How many times a first finger landed with the haptic on: each one plays a light impact.
    public private(set) var firstTouches = 0
    /// How many dots the field has, as laid out in the last frame.
    public private(set) var dotCount = 0
    /// Spec 001's hidden debug overlay (the two-finger triple-tap).
    public private(set) var showsOverlay = false

    @ObservationIgnored public private(set) var field: Dotfield
    private var systemReduceMotion = false
    @ObservationIgnored private var overlayTap = MultiFingerTap()
    /// The field's id for each finger on it, given in the order they land.
    @ObservationIgnored private var touchIDs: [SpatialEventCollection.Event.ID: Int] = [:]
    @ObservationIgnored private var nextTouchID = 0
    @ObservationIgnored public private(set) var frameClock = FrameClock()
    @ObservationIgnored private let store: GlassStore?

    /// The model over `store` (nil: defaults, kept in memory only). A store that cannot be
    /// read gives the defaults, and `saveProblem` says why.
    public init(store: GlassStore?) {
        self.store = store
        var loaded = DotfieldSettings()
        var repairs: [DotfieldSettings.Repair] = []
        var problem: String?
        if let store {
            do {
                (loaded, repairs) = try DotfieldStoredSettings.load(from: store)
            } catch {
                problem = "The saved settings could not be read (\(error)); the defaults are shown."
            }
        }
        settings = loaded
        self.repairs = repairs
        saveProblem = problem
        field = Dotfield(bounds: .zero, scale: 3, settings: loaded)
    }

    /// Whether Reduce Motion is on: the user's setting, or the system's when it is on. Spec 001:
    /// "mirrors system when available".
    public var reduceMotion: Bool { settings.reduceMotion || systemReduceMotion }

    /// Whether the system's Reduce Motion is on, so the toggle shows on and cannot turn it off.
    public var systemReducesMotion: Bool { systemReduceMotion }

    // MARK: Changing settings

    /// Sets the setting stored under `key` with `change`: the field takes it at once,
    /// re-laid out as a resize is (nothing jumps), and that key alone is saved, even when the
    /// value chosen is the one shown (a repaired value is then stored for good).
    public func change(_ key: String, _ change: (inout DotfieldSettings) -> Void) {
        var new = settings
        change(&new)
        settings = new
        applyToField()
        repairs.removeAll { $0.key == key }
        guard let store, let value = new.values[key] else { return }
        do {
            try store.setSetting(key, to: value)
            saveProblem = nil
        } catch {
            saveProblem = "\(DotfieldLabels.title(of: key)) could not be saved: \(error)"
        }
    }

    /// Whether the gradient drifts now (never under Reduce Motion): the field then moves even
    /// with its dots at rest.
    public var drifts: Bool { settings.drift && !reduceMotion }

    /// The system's Reduce Motion, as the environment has it.
    func followSystem(reduceMotion: Bool) {
        guard reduceMotion != systemReduceMotion else { return }
        systemReduceMotion = reduceMotion
        applyToField()
    }

    private func applyToField() {
        var effective = settings
        effective.reduceMotion = reduceMotion
        field.apply(effective, bounds: field.grid.bounds)
        wake()
    }

    // MARK: The field

    /// Fingers on the field: each moves the dots from the field's present moment (the
    /// timeline's clock, not the events'); the first to land may tap lightly; two fingers
    /// tapped three times show or hide the overlay.
    func touch(_ events: SpatialEventCollection) {
        for event in events {
            let id = touchIDs[event.id] ?? nextTouchID
            let phase: TouchEvent.Phase =
                switch event.phase {
                case .active: touchIDs[event.id] == nil ? .began : .moved
                case .ended: .ended
                case .cancelled: .cancelled
                }
            if phase == .began {
                touchIDs[event.id] = id
                nextTouchID += 1
            } else if phase == .ended || phase == .cancelled {
                touchIDs[event.id] = nil
            }
            let location = Point(x: Double(event.location.x), y: Double(event.location.y))
            let touch = TouchEvent(time: field.time, touch: id, phase: phase, location: location)
            if field.reduce(touch) != nil { firstTouches += 1 }
            if overlayTap.handle(id: touch.touch, phase: phase, at: location, time: event.timestamp) {
                showsOverlay.toggle()
            }
        }
        wake()
    }

    /// Moves the field to the frame at `time` (seconds), laid out in `bounds`: a new
    /// size or place re-lays it out keeping each dot's motion (a rotation, a resize).
    /// The grid's dots sit on pixel centers at `scale` pixels a point (the display's): a new
    /// scale builds the field again (a window moved to another display).
    func step(to time: Double, bounds frame: CGRect, scale: Double) {
        let bounds = Rect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        if scale > 0, scale != field.grid.scale {
            var fresh = Dotfield(bounds: bounds, scale: scale, settings: field.settings)
            fresh.advance(to: time)
            field = fresh
        }
        if bounds != field.grid.bounds, bounds.width > 0, bounds.height > 0 { field.resize(to: bounds) }
        if field.count != dotCount { dotCount = field.count }
        frameClock.tick(at: time, moving: isMoving)
        field.advance(to: time)
        wake()
    }

    /// The app left the screen: fingers on it are let go (the system cancels them), so the
    /// dots settle; their state is kept for its return.
    func enterBackground() {
        for (id, point) in field.touches {
            _ = field.reduce(TouchEvent(time: field.time, touch: id, phase: .cancelled, location: point))
        }
        touchIDs.removeAll()
        overlayTap = MultiFingerTap()
        wake()
    }

    /// Whether the timeline must run: the field moves or a finger is down.
    private func wake() {
        let moving = !field.isAtRest
        if moving != isMoving { isMoving = moving }
    }
}

/// The overlay's frame rate: a rolling mean of the frame intervals while the field moves.
public struct FrameClock: Sendable {
    private var last: Double?
    private var intervals: [Double] = []

    /// Frames per second over the last 60 frames (0 before two frames).
    public var framesPerSecond: Double {
        let total = intervals.reduce(0, +)
        return total > 0 ? Double(intervals.count) / total : 0
    }

    mutating func tick(at time: Double, moving: Bool) {
        defer { last = moving ? time : nil }
        guard let last, time > last else { return }
        intervals.append(time - last)
        if intervals.count > 60 { intervals.removeFirst() }
    }
}
