/// A VoiceOver announcement (`UIAccessibility.post(notification: .announcement, …)`) that a model
/// emits as a value, with the time it is made in seconds.
public struct Announcement: Hashable, Sendable, Codable {
    public var text: String
    public var time: Double

    public init(_ text: String, at time: Double) {
        self.text = text
        self.time = time
    }
}
