import GlassUI
import Stories

/// A story, a page at a time, with its progress; reaching the last page counts as finished.
struct StoryReader: View {
    let story: Story
    let library: StoriesLibrary
    @State private var page = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ProgressView(value: Double(page + 1), total: Double(max(story.pages.count, 1)))
                .accessibilityLabel("Page \(page + 1) of \(story.pages.count)")
            Text(story.pages.isEmpty ? "" : story.pages[min(page, story.pages.count - 1)])
                .font(.title3)
            Spacer(minLength: 0)
            HStack {
                Button("Previous") { page -= 1 }.disabled(page == 0)
                Spacer()
                Button("Next") { page += 1 }.disabled(page + 1 >= story.pages.count)
            }
        }
        .padding()
        .navigationTitle(story.title)
    }
}
