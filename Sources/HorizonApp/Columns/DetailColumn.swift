import GlassUI
import Horizon

/// The detail column: the post chosen and its thread, or a profile; a quiet prompt before
/// anything is chosen. A post dragged onto it is shown (ringed in the accent while over it).
struct DetailColumn: View {
    let model: HorizonModel
    let item: DetailItem?
    @State private var isTargeted = false

    var body: some View {
        shown
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay {
                if isTargeted {
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .strokeBorder(Color.accentColor, lineWidth: 3).padding(6)
                        .allowsHitTesting(false)
                }
            }
            // A post dragged here from the list is shown here.
            .dropDestination(for: String.self) { texts, _ in
                model.receive(texts, on: .detail)
            } isTargeted: {
                isTargeted = $0
            }
    }

    @ViewBuilder private var shown: some View {
        switch item {
        case .post(let uri)?: ThreadView(model: model, uri: uri)
        case .profile(let did)?: ProfilePage(model: model, did: did)
        case nil:
            VStack(spacing: 12) {
                Image(systemName: "text.bubble").font(.system(size: 44)).foregroundStyle(.tertiary)
                Text("Choose a post").font(.title3).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

/// A post as a conversation (spec 004, requirement 7.6): the posts it answers above it, joined
/// by a reply line; the post itself in reading type (line length kept under 680 pt, lines
/// spaced); its link's rich preview; then its replies, a page at a time.
struct ThreadView: View {
    let model: HorizonModel
    let uri: String
    @State private var shownReplies = 50

    var body: some View {
        let thread = model.thread(uri, replies: shownReplies)
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(thread.ancestors) { post in row(post, linesBelow: true) }
                if let post = thread.post {
                    FocusedPost(model: model, post: post)
                    Divider().padding(.vertical, 8)
                    ForEach(thread.replies) { reply in
                        row(reply, linesBelow: false).onAppear {
                            if reply.id == thread.replies.last?.id, shownReplies < thread.total { shownReplies += 50 }
                        }
                    }
                } else {
                    Text("This post is not in the cache").foregroundStyle(.secondary).padding(40)
                }
            }
            .padding(20)
            .frame(maxWidth: 720, alignment: .leading)
            .frame(maxWidth: .infinity)
        }
        .navigationTitle("Post")
    }

    /// A post of the thread, which shows it here when chosen.
    private func row(_ post: PostView, linesBelow: Bool) -> some View {
        Button {
            model.place.detail = .post(post.uri)
        } label: {
            ThreadRow(post: post, now: model.now(), linesBelow: linesBelow)
        }
        .buttonStyle(.plain)
    }
}

/// A post above or below the one shown: avatar, with a reply line down to the next post.
struct ThreadRow: View {
    let post: PostView
    let now: Date
    let linesBelow: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            VStack(spacing: 4) {
                Avatar(profile: post.author, size: 36)
                if linesBelow {
                    Capsule().fill(Color.secondary.opacity(0.4)).frame(width: 2).frame(maxHeight: .infinity)
                }
            }
            VStack(alignment: .leading, spacing: 4) {
                AuthorLine(author: post.author, time: RelativeTime.string(post.indexedAt, now: now))
                PostText(record: post.record)
                if let embed = post.embed { EmbedSummary(embed: embed) }
                CountsRow(post: post)
            }
            .padding(.bottom, 14)
        }
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(PostCard.spokenLabel(post, now: now))
        .accessibilityAddTraits(.isButton)
    }
}

/// The post the thread is about, large: the text in reading type, its embed in full, the
/// mentions, tags and links as buttons, and the actions.
struct FocusedPost: View {
    let model: HorizonModel
    let post: PostView

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Avatar(profile: post.author, size: 48)
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.author.name).font(.headline)
                    Text("@\(post.author.handle)").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .onTapGesture { model.place.detail = .profile(post.author.did) }
            .accessibilityAddTraits(.isButton)
            PostText(record: post.record, font: .title3.weight(.regular)).lineSpacing(5).frame(
                maxWidth: 680, alignment: .leading)
            if let embed = post.embed {
                EmbedSummary(
                    embed: embed,
                    openImages: { images, index in model.viewing = ImageViewing(images: images, index: index) },
                    player: { video in AnyView(VideoPlayerView(model: model, video: video, postUri: post.uri)) })
            }
            Text(post.indexedAt.prefix(16).replacingOccurrences(of: "T", with: " ") + " UTC")
                .font(.footnote).foregroundStyle(.secondary)
            CountsRow(post: post)
            PostActions(model: model, post: post)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(PostCard.spokenLabel(post, now: model.now()))
    }
}
