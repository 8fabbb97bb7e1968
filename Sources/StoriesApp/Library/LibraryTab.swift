import Foundation
import GlassUI
import Stories

/// Library: the stories, searchable by title and hero, sorted by date (newest first), title or
/// hero, in a navigation stack; a story opens its reader. A list on narrow screens, a grid of
/// illustrated cards at regular width (iPad).
struct LibraryTab: View {
    let library: StoriesLibrary
    @State private var query = ""
    @State private var order = StoryOrder.date
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        NavigationStack {
            collection(order.sorted(matching(query), heroes: library.heroes))
                .navigationTitle("Library")
                .searchable(text: $query, prompt: "Title or hero")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu {
                            ForEach(StoryOrder.allCases, id: \.self) { choice in
                                Button(choice == order ? "✓ \(choice.rawValue)" : choice.rawValue) { order = choice }
                            }
                        } label: {
                            Image(systemName: "arrow.up.arrow.down")
                        }
                        .accessibilityLabel("Sort by \(order.rawValue)")
                    }
                }
                .navigationDestination(for: Int64.self) { id in
                    if let story = library.stories.first(where: { $0.id == id }) {
                        StoryReader(story: story, library: library)
                    } else {
                        // Left open while a reset erased it.
                        Text("This story is no longer in the library.").foregroundStyle(.secondary)
                    }
                }
        }
    }

    @ViewBuilder private func collection(_ stories: [Story]) -> some View {
        if sizeClass == .regular {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 200), spacing: 20, alignment: .top)], spacing: 24) {
                    ForEach(stories) { story in
                        NavigationLink(value: story.id) {
                            StoryCard(story: story, hero: library.hero(story.heroID))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
        } else {
            List(stories) { story in
                NavigationLink(value: story.id) {
                    StoryRow(story: story, hero: library.hero(story.heroID))
                }
            }
        }
    }

    /// The stories whose title or hero's name holds `query` (all of them for an empty one).
    private func matching(_ query: String) -> [Story] {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return library.stories }
        return library.stories.filter {
            $0.title.localizedCaseInsensitiveContains(query)
                || (library.hero($0.heroID)?.name.localizedCaseInsensitiveContains(query) ?? false)
        }
    }
}

/// How the library orders its stories.
enum StoryOrder: String, CaseIterable, Hashable {
    case date = "Date", title = "Title", hero = "Hero"

    /// `stories` in this order; ties keep the newest first.
    func sorted(_ stories: [Story], heroes: [Hero]) -> [Story] {
        let names = Dictionary(heroes.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        switch self {
        case .date: return stories
        case .title: return Self.sorted(stories) { $0.title }
        case .hero: return Self.sorted(stories) { names[$0.heroID] ?? "" }
        }
    }

    /// `stories` by `key` as Finder sorts names, a stable sort.
    private static func sorted(_ stories: [Story], by key: (Story) -> String) -> [Story] {
        stories.enumerated().sorted {
            let order = key($0.element).localizedStandardCompare(key($1.element))
            return order == .orderedSame ? $0.offset < $1.offset : order == .orderedAscending
        }.map(\.element)
    }
}

/// A story in the grid: its first picture over its title and its hero.
struct StoryCard: View {
    let story: Story
    let hero: Hero?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            StoryIllustration(story: story)
                .frame(height: 140)
                .clipShape(RoundedRectangle(cornerRadius: 14))
            Text(story.title).font(.headline).lineLimit(2)
            if let hero {
                HStack(spacing: 6) {
                    HeroAvatar(hero: hero, size: 22)
                    Text(hero.name).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }
}
