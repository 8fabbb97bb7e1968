import GlassUI
import Music

/// A track's or album's picture, square with continuous corners: the thumbnail once decoded
/// (it asks for it when it appears), until then, or when there is none or it is damaged, spec
/// 003's album placeholder (system gray 3, gray 5 in dark mode) with a note.
struct ArtworkView: View {
    let artwork: Artwork?
    let cornerRadius: CGFloat
    let thumbnails: ThumbnailCache
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let thumbnail = artwork.map { thumbnails.thumbnail(for: $0) }
        ZStack {
            if let image = thumbnail?.image {
                image.resizable().aspectRatio(contentMode: .fill)
            } else {
                Rectangle().fill(Color(uiColor: colorScheme == .dark ? .systemGray5 : .systemGray3))
                Image(systemName: "music.note").font(.title).foregroundStyle(.secondary)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        // The task holds the thumbnail (and so keeps it alive) while the view is shown.
        .task(id: artwork) {
            if let thumbnail { await thumbnails.load(thumbnail) }
        }
        .accessibilityHidden(true)
    }
}
