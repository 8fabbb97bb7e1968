import GlassUI
import Horizon

/// What can be done with the post shown: reply, quote, like, and share, each a glass button
/// that reacts to touch, and each with a shortcut (⌘⇧R reply, ⌘⇧Q quote, ⌘L like, ⌘⇧C share).
/// Below them, the post's mentions, tags and links as buttons: a mention opens the person, a
/// tag searches for it, a link is opened by the system.
struct PostActions: View {
    let model: HorizonModel
    let post: PostView
    @Environment(\.openURL) private var openURL
    @Environment(\.dynamicTypeSize) private var typeSize

    private var reply: some View {
        action("Reply", "bubble.left", "r", [.command, .shift]) { model.compose(replyingTo: post.uri) }
    }

    private var quote: some View {
        action("Quote", "quote.bubble.fill", "q", [.command, .shift]) { model.compose(quoting: post.uri) }
    }

    private var like: some View {
        let liked = post.viewer?.like != nil
        return action(liked ? "Unlike" : "Like", liked ? "heart.fill" : "heart", "l", .command) {
            model.toggleLike(post.uri)
        }
    }

    private var share: some View {
        action("Share", "square.and.arrow.up", "c", [.command, .shift]) { model.share(post) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            GlassEffectContainer(spacing: 8) {
                // Two rows of two at the accessibility text sizes, where four do not fit a row.
                if typeSize.isAccessibilitySize {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack(spacing: 8) {
                            reply
                            quote
                        }
                        HStack(spacing: 8) {
                            like
                            share
                        }
                    }
                } else {
                    HStack(spacing: 8) {
                        reply
                        quote
                        like
                        share
                    }
                }
            }
            let features = (post.record.facets ?? []).flatMap(\.features)
            if !features.isEmpty {
                FlowingFeatures(features: features) { feature in
                    switch feature {
                    case .mention(let did): model.place.detail = .profile(did)
                    case .tag(let tag):
                        model.searchQuery = "#" + tag
                        model.choose(.search)
                    case .link(let uri): if let url = URL(string: uri) { openURL(url) }
                    case .unknown: break
                    }
                }
            }
        }
    }

    private func action(
        _ title: String, _ symbol: String, _ key: KeyEquivalent, _ modifiers: EventModifiers,
        perform: @escaping () -> Void
    ) -> some View {
        Button(title, systemImage: symbol, action: perform)
            .buttonStyle(.glass)
            .keyboardShortcut(key, modifiers: modifiers)
            .help(title)
    }
}

/// The facets' targets as small buttons in a row that wraps.
struct FlowingFeatures: View {
    let features: [Facet.Feature]
    let choose: (Facet.Feature) -> Void

    var body: some View {
        HStack(spacing: 8) {
            ForEach(Array(features.enumerated()), id: \.offset) { _, feature in
                if let title = Self.title(feature) {
                    Button(title.0, systemImage: title.1) { choose(feature) }
                        .font(.footnote).lineLimit(1)
                        .buttonStyle(.bordered)
                }
            }
        }
    }

    static func title(_ feature: Facet.Feature) -> (String, String)? {
        switch feature {
        case .mention: ("Profile", "at")
        case .tag(let tag): ("#\(tag)", "number")
        case .link(let uri): (URLParts.host(uri), "link")
        case .unknown: nil
        }
    }
}
