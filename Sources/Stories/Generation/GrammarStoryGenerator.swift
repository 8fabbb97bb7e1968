import GlassCore

/// Tells a story offline from a small grammar: five pages (a beginning, a call, a trouble, how
/// the hero's traits solve it, an ending), their words drawn from the theme, the hero's traits
/// and the event, in an order fixed by a seed made from all of them. The same choices always
/// give the same story; other choices give another: the title names the hero, the theme's
/// treasure and the event, and the seed changes with each.
public struct GrammarStoryGenerator: StoryGenerator {
    public init() {}

    public func story(for request: StoryRequest) -> GeneratedStory {
        let hero = request.hero, words = request.theme.words
        let seed = SplitMix64.seed(
            [String(hero.id), hero.name, request.theme.rawValue]
                + hero.traits + [
                    request.event?.name ?? "", request.event?.kind.rawValue ?? "", request.event?.date.text ?? "",
                ])
        var random = SplitMix64(seed: seed)
        let name = hero.name
        let traits = hero.traits.isEmpty ? ["kind"] : hero.traits
        let trait = random.pick(traits), other = random.pick(traits)
        let place = random.pick(words.places), companion = random.pick(words.companions)
        let goal = random.pick(words.goals), obstacle = random.pick(words.obstacles)
        let opening: String =
            if let event = request.event {
                "It was \(event.name), and \(name), who was very \(trait), woke up early in \(place)."
            } else {
                random.pick([
                    "Once upon a time, in \(place), there lived a \(trait) child called \(name).",
                    "\(name) was the most \(trait) child in all of \(place).",
                ])
            }
        let pages = [
            opening,
            "That morning \(companion) came running with news: \(goal). \"Will you help?\" \(name) nodded at once.",
            "They set off together. But \(obstacle), and for a moment even \(name) did not know what to do.",
            "Then \(name) remembered something: \(Self.solution(for: other, name: name)) Step by step, the way opened.",
            Self.ending(for: request.event, name: name, companion: companion, treasure: words.treasure.lowercased()),
        ]
        let title = "\(name) and the \(words.treasure)" + (request.event.map { " on \($0.name)" } ?? "")
        return GeneratedStory(title: title, pages: pages, seed: random.next())
    }

    /// How a hero with `trait` gets past the trouble.
    static func solution(for trait: String, name: String) -> String {
        switch trait.lowercased() {
        case "brave": "being brave does not mean not being scared, it means going on anyway."
        case "curious": "every problem has a clue, if you look closely enough."
        case "kind": "a kind word can open doors that pushing cannot."
        case "clever": "a good plan is better than a fast one, and \(name) had a very good plan."
        case "funny": "nothing makes a trouble smaller than a good laugh."
        case "patient": "some things can only be done slowly, one careful step at a time."
        case "strong": "strong arms are good, but a strong heart is better."
        case "creative": "when the usual way is closed, you can invent a new one."
        default: "being \(trait.lowercased()) was exactly what this day needed."
        }
    }

    static func ending(for event: CustomEvent?, name: String, companion: String, treasure: String) -> String {
        let found = "In the end they found what they were looking for, the \(treasure), and everyone cheered."
        guard let event else {
            return "\(found) That night \(name) fell asleep smiling, already dreaming of the next adventure."
        }
        return "\(found) It was the best \(event.name) \(name) could remember, and \(companion) said so too."
    }
}
