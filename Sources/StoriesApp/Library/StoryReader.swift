import Foundation
import GlassUI
import Stories

/// A story, a page at a time, with its progress. Its text follows Dynamic Type, moved up or down
/// by the Settings tab's text size. Reaching the last page records the reading (from when the
/// reader opened, the pages read, finished) for the Journey tab, once.
struct StoryReader: View {
    let story: Story
    let library: StoriesLibrary
    @Environment(\.dynamicTypeSize) private var systemTextSize
    @State private var page = 0
    @State private var openedAt = Date()
    @State private var recorded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ProgressView(value: Double(page + 1), total: Double(max(story.pages.count, 1)))
                .accessibilityLabel("Page \(page + 1) of \(story.pages.count)")
            StoryIllustration(story: story, page: page)
                .frame(maxHeight: 220)
                .clipShape(RoundedRectangle(cornerRadius: 16))
            Text(story.pages.isEmpty ? "" : story.pages[min(page, story.pages.count - 1)])
                .font(.title3)
                .dynamicTypeSize(systemTextSize.moved(by: library.preferences.textSize.steps))
            Spacer(minLength: 0)
            HStack {
                Button("Previous") { page -= 1 }.disabled(page == 0)
                Spacer()
                Button("Next") { turn() }.disabled(page + 1 >= story.pages.count)
            }
        }
        .padding()
        .navigationTitle(story.title)
        .navigationBarTitleDisplayMode(.inline)
    }

    private func turn() {
        page += 1
        guard page + 1 == story.pages.count, !recorded else { return }
        recorded = true
        library.record(
            ReadingSession(
                storyID: story.id, start: openedAt, duration: max(Date().timeIntervalSince(openedAt), 0),
                pagesRead: story.pages.count, finished: true))
    }
}

extension DynamicTypeSize {
    /// The size `steps` sizes up (or down), kept within xSmall … AX5.
    func moved(by steps: Int) -> DynamicTypeSize {
        DynamicTypeSize(rawValue: min(max(rawValue + steps, 0), DynamicTypeSize.allCases.count - 1)) ?? self
    }
}
