import Foundation
import GlassUI
import Stories

/// The library as the app's views see it: the store's heroes, stories, events and reading
/// sessions, observed, and the changes the app makes, each saved at once. A change the store
/// refuses leaves the library as it was and says why in `problem`.
@Observable @MainActor
public final class StoriesLibrary {
    public private(set) var heroes: [Hero] = []
    public private(set) var stories: [Story] = []
    public private(set) var events: [CustomEvent] = []
    public private(set) var sessions: [ReadingSession] = []
    /// The Settings tab's choices; changed through `preferences(_:)`.
    public private(set) var preferences = StoriesPreferences()
    /// The last change that could not be made, in one sentence, until the next one succeeds.
    public private(set) var problem: String?
    /// Tells the stories; offline by default.
    public let generator: any StoryGenerator
    private let store: StoriesStore

    public init(store: StoriesStore, generator: any StoryGenerator = GrammarStoryGenerator()) throws {
        self.store = store
        self.generator = generator
        try reload()
    }

    /// The hero with `id`.
    public func hero(_ id: Int64) -> Hero? { heroes.first { $0.id == id } }

    /// Tells the story `request` asks for and keeps it, made at `date`; nil when the
    /// generator or the store fails (`problem` says why).
    public func tell(_ request: StoryRequest, at date: Date = Date()) async -> Story? {
        do {
            let told = try await generator.story(for: request)
            let story = try store.addStory(
                told, hero: request.hero, theme: request.theme, event: request.event, at: date)
            try reload()
            problem = nil
            return story
        } catch {
            problem = "\(error)"
            return nil
        }
    }

    /// Adds a hero, or says why not in `problem` (`Hero.validated`); true when added.
    @discardableResult
    public func addHero(name: String, traits: [String], avatar: Avatar) -> Bool {
        change { try store.addHero(name: name, traits: traits, avatar: avatar) }
    }

    /// Adds an event, or says why not in `problem`; true when added.
    @discardableResult
    public func addEvent(name: String, date: String, kind: CustomEvent.Kind) -> Bool {
        change { try store.addEvent(name: name, date: try EventDate(text: date), kind: kind) }
    }

    /// Changes an event's name, date and kind, or says why not; true when changed.
    @discardableResult
    public func updateEvent(_ id: Int64, name: String, date: String, kind: CustomEvent.Kind) -> Bool {
        change { try store.updateEvent(CustomEvent(id: id, name: name, date: try EventDate(text: date), kind: kind)) }
    }

    /// Deletes an event; its stories stay.
    public func deleteEvent(_ id: Int64) {
        change { try store.deleteEvent(id) }
    }

    /// Keeps a reading of `story` for the Journey tab.
    public func record(_ session: ReadingSession) {
        change { try store.record(session) }
    }

    /// Forgets the last problem, as a form opened afresh does.
    public func forgetProblem() {
        problem = nil
    }

    /// Changes the settings and saves them (the rest of the library is not read again).
    public func preferences(_ change: (inout StoriesPreferences) -> Void) {
        var changed = preferences
        change(&changed)
        do {
            try store.save(changed)
            preferences = changed
            problem = nil
        } catch {
            problem = "\(error)"
        }
    }

    /// Erases the library and starts again from the sample.
    public func reset() {
        change { try store.reset() }
    }

    private func reload() throws {
        preferences = try store.preferences()
        heroes = try store.heroes()
        stories = try store.stories()
        events = try store.events()
        sessions = try store.sessions()
    }

    @discardableResult
    private func change(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            try reload()
            problem = nil
            return true
        } catch {
            problem = "\(error)"
            return false
        }
    }
}
