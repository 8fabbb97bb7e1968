import GlassCore
import GlassUI
import Music

/// Now Playing, the sheet the mini bar (and the full bar's artwork) opens: the artwork large,
/// the track's title and artist, the scrubber, the transport, the volume, shuffle and repeat.
/// Spec 003's sheet: medium and large detents, the drag indicator, the regular material; a
/// swipe down dismisses it.
struct NowPlayingSheet: View {
    let library: MusicLibrary

    var body: some View {
        let player = library.player
        GeometryReader { proxy in
            // At the medium detent the artwork shrinks to a row beside the title, so that
            // every control stays on screen; at the large one it stands above, up to 280 pt,
            // and in an iPad's form sheet (620 pt) as large as the controls under it leave.
            let compact = proxy.size.height < 560
            VStack(spacing: compact ? Spacing.medium.points : Spacing.large.points) {
                if compact {
                    HStack(spacing: Spacing.medium.points) {
                        artwork.frame(width: 64, height: 64)
                        title(alignment: .leading).frame(maxWidth: .infinity, alignment: .leading)
                    }
                } else {
                    artwork.frame(maxWidth: 280, maxHeight: max(proxy.size.height - 360, 120))
                    title(alignment: .center)
                }
                Scrubber(player: player)
                TransportControls(player: player, playSize: 64, skipSize: 48, spacing: Spacing.xlarge.points)
                VolumeSlider(player: player)
                QueueModeButtons(player: player)
                if let problem = player.problem ?? player.saveProblem {
                    Label(problem, systemImage: "exclamationmark.triangle").font(.footnote).foregroundStyle(.secondary)
                }
            }
            .frame(width: proxy.size.width)
        }
        .padding(.horizontal, Spacing.large.points)
        .padding(.top, Spacing.xlarge.points)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationBackground(.regularMaterial)
    }

    private var artwork: some View {
        ArtworkView(artwork: library.player.current?.artwork, cornerRadius: 12, thumbnails: library.thumbnails)
            .shadow(GlassCore.Shadow.elevated)
    }

    private func title(alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: Spacing.micro.points) {
            Text(library.player.current?.title ?? "Not Playing").font(.title3).fontWeight(.semibold).lineLimit(1)
            Text(library.player.current?.artist ?? "").font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
        }
        .accessibilityElement(children: .combine)
    }
}
