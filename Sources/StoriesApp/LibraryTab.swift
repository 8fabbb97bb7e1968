import GlassUI
import Stories

/// Library: every story, newest first, in a navigation stack; a story opens its reader.
struct LibraryTab: View {
    let library: StoriesLibrary
    let settings: StoriesSettings

    var body: some View {
        NavigationStack {
            List(library.stories) { story in
                NavigationLink(value: story.id) {
                    StoryRow(story: story, hero: library.hero(story.heroID))
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Int64.self) { id in
                if let story = library.stories.first(where: { $0.id == id }) {
                    StoryReader(story: story, library: library)
                }
            }
        }
    }
}
