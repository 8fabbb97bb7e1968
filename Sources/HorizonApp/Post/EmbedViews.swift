import GlassUI
import Horizon

/// A post's embed as a card shows it: pictures in a glass-framed gallery, a link's card, a
/// video's poster, a quoted post.
struct EmbedSummary: View {
    let embed: EmbedView
    /// Opens the pictures full screen at the one tapped (the thread's post); nil in a card,
    /// where a tap opens the post.
    var openImages: (([ImageView], Int) -> Void)?
    /// The player for a video (the thread's post); nil in a card, which shows the poster.
    var player: ((VideoView) -> AnyView)?

    var body: some View {
        switch embed {
        case .images(let images): ImageGallery(images: images, onOpen: openImages.map { open in { open(images, $0) } })
        case .external(let card): LinkCard(card: card)
        case .video(let video): player.map { $0(video) } ?? AnyView(VideoPoster(video: video))
        case .record(let record): QuotedPost(record: record)
        case .recordWithMedia(let record, let media):
            VStack(alignment: .leading, spacing: 8) {
                EmbedSummary(embed: media, openImages: openImages)
                QuotedPost(record: record)
            }
        case .unknown: EmptyView()
        }
    }
}

/// One to four pictures in a glass frame: one at its aspect ratio (kept between 4:5 and
/// 2:1), two side by side, three as one tall and two stacked, four in a 2×2 grid. Each is
/// labelled with its alt text for VoiceOver.
struct ImageGallery: View {
    let images: [ImageView]
    var onOpen: ((Int) -> Void)?

    var body: some View {
        Group {
            switch images.count {
            case 1:
                picture(0).aspectRatio(min(max(images[0].aspectRatio?.value ?? 4.0 / 3.0, 0.8), 2), contentMode: .fit)
            case 2:
                HStack(spacing: 4) {
                    picture(0)
                    picture(1)
                }.aspectRatio(2, contentMode: .fit)
            case 3:
                HStack(spacing: 4) {
                    picture(0)
                    VStack(spacing: 4) {
                        picture(1)
                        picture(2)
                    }
                }
                .aspectRatio(1.5, contentMode: .fit)
            default:
                VStack(spacing: 4) {
                    HStack(spacing: 4) {
                        picture(0)
                        picture(1)
                    }
                    HStack(spacing: 4) {
                        picture(2)
                        picture(3)
                    }
                }
                .aspectRatio(1.5, contentMode: .fit)
            }
        }
        .padding(4)
        .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }

    private func picture(_ index: Int) -> some View {
        GeneratedPicture(url: images[index].thumb)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .accessibilityElement()
            .accessibilityLabel(images[index].alt.isEmpty ? "Picture \(index + 1), no description" : images[index].alt)
            .accessibilityAddTraits(onOpen == nil ? [] : .isButton)
            .onTapGesture { onOpen?(index) }
    }
}

/// A link's rich preview: its picture, title, description and site.
struct LinkCard: View {
    let card: ExternalView

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let thumb = card.thumb { GeneratedPicture(url: thumb).frame(height: 120) }
            VStack(alignment: .leading, spacing: 4) {
                Text(card.title).font(.subheadline.weight(.semibold)).lineLimit(2)
                Text(card.description).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
                Label(URLParts.host(card.uri), systemImage: "globe").font(.caption).foregroundStyle(.secondary)
            }
            .padding(10)
        }
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
        .overlay {
            RoundedRectangle(cornerRadius: 14, style: .continuous).strokeBorder(
                Color.secondary.opacity(0.3), lineWidth: 1)
        }
        .accessibilityElement(children: .combine)
    }
}

/// A video's poster frame with a play symbol in glass.
struct VideoPoster: View {
    let video: VideoView

    var body: some View {
        GeneratedPicture(url: video.thumbnail ?? video.playlist)
            .aspectRatio(VideoPlayback.aspect(of: video), contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            .overlay {
                Image(systemName: "play.fill").font(.title2).frame(width: 56, height: 56)
                    .glassEffect(.regular.interactive(), in: Circle())
            }
            .accessibilityElement()
            .accessibilityLabel("Video: \(video.alt ?? "no description")")
    }
}

/// A quoted post inside another: its author and text, in a thin frame.
struct QuotedPost: View {
    let record: QuotedRecord

    var body: some View {
        Group {
            switch record {
            case .post(_, _, let author, let value, _):
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 6) {
                        Avatar(profile: author, size: 20)
                        Text(author.name).font(.footnote.weight(.semibold)).lineLimit(1)
                        Text("@\(author.handle)").font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                    }
                    PostText(record: value, font: .footnote).lineLimit(4)
                }
            case .notFound: Text("Deleted post").font(.footnote).foregroundStyle(.secondary)
            case .blocked: Text("Blocked post").font(.footnote).foregroundStyle(.secondary)
            case .unknown: Text("Post unavailable").font(.footnote).foregroundStyle(.secondary)
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay {
            RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(
                Color.secondary.opacity(0.3), lineWidth: 1)
        }
        .accessibilityElement(children: .combine)
    }
}

/// The parts of a URL a card shows.
enum URLParts {
    /// `https://glass.example/a` → `glass.example`.
    static func host(_ uri: String) -> String {
        let rest = uri.split(separator: "//", maxSplits: 1).last.map(String.init) ?? uri
        return String(rest.split(separator: "/").first ?? Substring(rest))
    }
}
