import GlassUI
import Horizon

/// Search (spec 004, requirement 4.3): a search field, and the matching posts as a grid of
/// preview cards. The query is kept while the app runs.
struct SearchColumn: View {
    @Bindable var model: HorizonModel

    var body: some View {
        let query = model.searchQuery
        let results = model.search(query)
        ScrollView {
            if query.isEmpty {
                Text("Search posts and people").foregroundStyle(.secondary).padding(40)
            } else if results.isEmpty {
                Text("No results for “\(query)”").foregroundStyle(.secondary).padding(40)
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 220), spacing: 12)], spacing: 12) {
                ForEach(results) { post in
                    Button {
                        model.place.detail = .post(post.uri)
                    } label: {
                        PreviewCard(post: post)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(16)
        }
        .searchable(text: $model.searchQuery, prompt: "Search")
        .navigationTitle("Search")
    }
}

/// A search result: a picture when the post has one, then the author and the first lines.
struct PreviewCard: View {
    let post: PostView

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let image = post.embed?.images.first {
                GeneratedPicture(url: image.thumb).frame(height: 110)
                    .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
            }
            HStack(spacing: 6) {
                Avatar(profile: post.author, size: 22)
                Text(post.author.name).font(.footnote.weight(.semibold)).lineLimit(1)
            }
            PostText(record: post.record, font: .footnote).lineLimit(4)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color(uiColor: .secondarySystemBackground))
        )
        .hoverEffect(.highlight)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(post.author.name): \(post.record.text)")
        .accessibilityAddTraits(.isButton)
    }
}
