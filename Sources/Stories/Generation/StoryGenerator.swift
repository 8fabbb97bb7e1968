/// What a story is asked for: a hero, a theme and, if the family chose one, the event it is for.
public struct StoryRequest: Hashable, Sendable {
    public var hero: Hero
    public var theme: StoryTheme
    public var event: CustomEvent?

    public init(hero: Hero, theme: StoryTheme, event: CustomEvent? = nil) {
        self.hero = hero
        self.theme = theme
        self.event = event
    }
}

/// A story as a generator tells it, before the library keeps it.
public struct GeneratedStory: Hashable, Sendable {
    public var title: String
    public var pages: [String]
    /// Draws the story's illustrations.
    public var seed: UInt64
}

/// Tells stories. The app's generator works offline from a grammar (`GrammarStoryGenerator`);
/// one backed by a language model on a server can take its place without the app changing.
public protocol StoryGenerator: Sendable {
    func story(for request: StoryRequest) async throws -> GeneratedStory
}
