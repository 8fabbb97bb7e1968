import Foundation
import GRDB

/// The library a new store starts with: two heroes and five of their stories, told by the
/// grammar, made one a day over the days before the first start.
enum StoriesSample {
    static let heroes: [(name: String, traits: [String], avatar: Avatar)] = [
        ("Mia", ["brave", "curious"], Avatar(hue: 0.58, face: 0, hair: 2, accessory: 2)),
        ("Leo", ["kind", "funny"], Avatar(hue: 0.08, face: 1, hair: 3, accessory: 1)),
    ]

    static let stories: [(hero: Int, theme: StoryTheme)] = [
        (0, .dragons), (1, .ocean), (0, .space), (1, .bakery), (0, .forest),
    ]

    static func seed(_ db: Database, now: Date) throws {
        var heroes: [Hero] = []
        for hero in Self.heroes {
            try db.execute(
                sql: "INSERT INTO hero (name, traits, hue, face, hair, accessory) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    hero.name, hero.traits.joined(separator: "\n"), hero.avatar.hue, hero.avatar.face,
                    hero.avatar.hair, hero.avatar.accessory,
                ])
            heroes.append(Hero(id: db.lastInsertedRowID, name: hero.name, traits: hero.traits, avatar: hero.avatar))
        }
        let generator = GrammarStoryGenerator()
        for (age, story) in stories.enumerated().reversed() {
            let hero = heroes[story.hero]
            let told = generator.story(for: StoryRequest(hero: hero, theme: story.theme))
            _ = try StoriesStore.insert(
                told, heroID: hero.id, theme: story.theme, eventID: nil,
                at: now.addingTimeInterval(-Double(age + 1) * 86_400), db)
        }
    }
}
