import GlassUI
import Horizon

/// A post in a list or grid: who wrote it and when, the text with its facets, its embed, and
/// its counts. VoiceOver reads it as one element: author, time, text, then the counts.
struct PostCard: View {
    let post: PostView
    var reason: FeedViewPost.Reason?
    var replyParent: ThreadPost?
    let now: Date
    /// Whether the detail shows this post: an accent ring, as a list's selection.
    var isSelected = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if case .repost(let by, _) = reason {
                Label("Reposted by \(by.name)", systemImage: "arrow.2.squarepath")
                    .font(.caption).foregroundStyle(.secondary)
            }
            HStack(alignment: .top, spacing: 10) {
                Avatar(profile: post.author)
                VStack(alignment: .leading, spacing: 6) {
                    AuthorLine(author: post.author, time: RelativeTime.string(post.indexedAt, now: now))
                    if case .post(let parent)? = replyParent {
                        Label("Replying to \(parent.author.name)", systemImage: "arrowshape.turn.up.left")
                            .font(.caption).foregroundStyle(.secondary).lineLimit(1)
                    }
                    if !post.record.text.isEmpty { PostText(record: post.record) }
                    if let embed = post.embed { EmbedSummary(embed: embed) }
                    CountsRow(post: post)
                }
            }
        }
        .padding(14)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 18, style: .continuous).fill(Color(uiColor: .secondarySystemBackground))
        )
        .overlay {
            if isSelected {
                RoundedRectangle(cornerRadius: 18, style: .continuous).strokeBorder(Color.accentColor, lineWidth: 2)
            }
        }
        .contentShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        .hoverEffect(.highlight)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Self.spokenLabel(post, reason: reason, now: now))
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }

    /// "Ana Okafor, 3 hours ago: Caught the last light… 2 pictures. 4 replies, 12 reposts, 80 likes".
    static func spokenLabel(_ post: PostView, reason: FeedViewPost.Reason? = nil, now: Date) -> String {
        var parts: [String] = []
        if case .repost(let by, _) = reason { parts.append("Reposted by \(by.name)") }
        parts.append("\(post.author.name), \(SpokenTime.string(post.indexedAt, now: now)): \(post.record.text)")
        let images = post.embed?.images ?? []
        if !images.isEmpty {
            let alts = images.map(\.alt).filter { !$0.isEmpty }
            parts.append(images.count == 1 ? "1 picture" : "\(images.count) pictures")
            if !alts.isEmpty { parts.append(alts.joined(separator: ", ")) }
        }
        if case .external(let card)? = post.embed { parts.append("Link: \(card.title)") }
        if case .video? = post.embed { parts.append("Video") }
        parts.append(
            [
                Spoken.count(post.replyCount, "reply", "replies"), Spoken.count(post.repostCount, "repost", "reposts"),
                Spoken.count(post.likeCount, "like", "likes"),
            ].joined(separator: ", "))
        // Sentences end once: a text that ends in its own stop takes no second one.
        return parts.dropLast().reduce("") { text, part in
            text + part + (".!?…".contains(part.last ?? " ") ? " " : ". ")
        } + parts.last!
    }
}

/// Counts as VoiceOver reads them.
enum Spoken {
    /// "1 reply", "4 replies".
    static func count(_ value: Int?, _ one: String, _ many: String) -> String {
        let value = value ?? 0
        return "\(value) \(value == 1 ? one : many)"
    }
}

/// "3 hours ago", for VoiceOver.
enum SpokenTime {
    static func string(_ stamp: String, now: Date) -> String {
        let short = RelativeTime.string(stamp, now: now)
        guard let unit = short.last, let value = Int(short.dropLast()) else { return short }
        let name = ["m": "minute", "h": "hour", "d": "day"][unit] ?? ""
        guard !name.isEmpty else { return short }
        return "\(value) \(name)\(value == 1 ? "" : "s") ago"
    }
}

/// "Ana Okafor @ana.horizon.social · 3h". At the accessibility text sizes the name takes its
/// own lines, the time and the handle under it, rather than all three cut to an ellipsis.
struct AuthorLine: View {
    let author: ProfileViewBasic
    let time: String
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 2) {
                Text(author.name).font(.subheadline.weight(.semibold)).lineLimit(2)
                Text("\(time) · @\(author.handle)").font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
        } else {
            HStack(spacing: 4) {
                Text(author.name).font(.subheadline.weight(.semibold)).lineLimit(1).layoutPriority(1)
                Text("@\(author.handle)").font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                Spacer(minLength: 4)
                Text(time).font(.subheadline).foregroundStyle(.secondary).fixedSize()
            }
        }
    }
}

/// Replies, reposts and likes, the like filled when the viewer liked the post.
struct CountsRow: View {
    let post: PostView

    var body: some View {
        HStack(spacing: 24) {
            count("bubble.left", post.replyCount, "reply", "replies")
            count("arrow.2.squarepath", post.repostCount, "repost", "reposts")
            count(post.viewer?.like == nil ? "heart" : "heart.fill", post.likeCount, "like", "likes")
                .foregroundStyle(post.viewer?.like == nil ? Color.secondary : .pink)
        }
        .font(.footnote).foregroundStyle(.secondary)
        .padding(.top, 2)
    }

    private func count(_ symbol: String, _ value: Int?, _ one: String, _ many: String) -> some View {
        HStack(spacing: 4) {
            Image(systemName: symbol)
            Text(Self.short(value ?? 0)).monospacedDigit()
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Spoken.count(value, one, many))
    }

    /// 999, 1.2K, 12K.
    static func short(_ value: Int) -> String {
        switch value {
        case ..<1000: "\(value)"
        case ..<10_000: "\(value / 1000).\(value % 1000 / 100)K"
        default: "\(value / 1000)K"
        }
    }
}
