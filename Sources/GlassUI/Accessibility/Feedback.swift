import Foundation
import GlassCore

/// A haptic a view asks for when a value changes, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
    let kind: HapticEvent.Kind

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selectionChanged)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let impact = SensoryFeedback(kind: .mediumImpact)

    /// An impact of `weight`, as `UIImpactFeedbackGenerator`'s styles.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: weight.kind)
    }

    public struct Weight: Hashable, Sendable {
        let kind: HapticEvent.Kind
        public static let light = Weight(kind: .lightImpact)
        public static let medium = Weight(kind: .mediumImpact)
        public static let heavy = Weight(kind: .heavyImpact)
    }
}

/// `sensoryFeedback(_:trigger:)`: a haptic each time `trigger` changes.
struct SensoryFeedbackModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    let trigger: T
    let reason: String
    /// The feedback for a change from the old value to the new one; nil plays none.
    let feedback: (T, T) -> SensoryFeedback?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { ChangeBehavior() }
        if let old = behavior.value as? T, old != trigger, let played = feedback(old, trigger) {
            node.graph.record(HapticEvent(played.kind, reason: HapticEvent.Reason(reason), at: node.graph.time))
        }
        behavior.value = trigger
        node.setUnit(behavior, children: [content])
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes. The event's reason is the view's
    /// accessibility identifier when it has one, else "sensoryFeedback".
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, reason: "sensoryFeedback") { _, _ in feedback })
    }

    /// Plays the feedback `feedback` returns for each change of `trigger` (from the old value
    /// to the new), none when it returns nil: a setting can turn feedback off.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, reason: "sensoryFeedback", feedback: feedback))
    }
}

/// What VoiceOver is told, as SwiftUI's `AccessibilityNotification`.
public enum AccessibilityNotification {
    /// Something VoiceOver speaks at once, as SwiftUI's `AccessibilityNotification.Announcement`.
    public struct Announcement {
        let text: String
        public init(_ text: String) { self.text = text }
        public init(_ text: Text) { self.text = text.string }

        /// Posts it to the graph whose views are running now (an action, a body).
        @MainActor
        public func post() {
            ViewGraph.running?.announce(text)
        }
    }
}

extension ViewGraph {
    /// Records a haptic, at the graph's time.
    func record(_ haptic: HapticEvent) {
        haptics.append(haptic)
    }

    func announce(_ text: String) {
        announcements.append(Announcement(text, at: time))
    }
}
