import Foundation

/// A story as the library keeps it: its title, its hero, its pages of text, the theme and event
/// it was told for, and when it was made. Its illustrations are drawn by code from `seed`.
public struct Story: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var title: String
    public var heroID: Int64
    public var pages: [String]
    public var theme: StoryTheme
    public var eventID: Int64?
    /// Draws the same illustrations every time the story is opened.
    public var seed: UInt64
    public var createdAt: Date

    public init(
        id: Int64, title: String, heroID: Int64, pages: [String], theme: StoryTheme, eventID: Int64?, seed: UInt64,
        createdAt: Date
    ) {
        self.id = id
        self.title = title
        self.heroID = heroID
        self.pages = pages
        self.theme = theme
        self.eventID = eventID
        self.seed = seed
        self.createdAt = createdAt
    }

    /// The longest title, in characters; a longer one is cut with an ellipsis when stored.
    public static let maximumTitleLength = 120
}

/// A time a story was read: when, for how long, how many pages.
public struct ReadingSession: Hashable, Sendable {
    public var storyID: Int64
    public var start: Date
    /// Seconds.
    public var duration: Double
    public var pagesRead: Int
    /// Whether the last page was reached.
    public var finished: Bool

    public init(storyID: Int64, start: Date, duration: Double, pagesRead: Int, finished: Bool) {
        self.storyID = storyID
        self.start = start
        self.duration = duration
        self.pagesRead = pagesRead
        self.finished = finished
    }
}
