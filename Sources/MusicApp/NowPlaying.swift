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
        VStack(spacing: Spacing.large.points) {
            ArtworkView(artwork: player.current?.artwork, cornerRadius: 12, thumbnails: library.thumbnails)
                .frame(maxWidth: 280)
                .shadow(GlassCore.Shadow.elevated)
            VStack(spacing: Spacing.micro.points) {
                Text(player.current?.title ?? "Not Playing").font(.title3).fontWeight(.semibold).lineLimit(1)
                Text(player.current?.artist ?? "").font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
            .accessibilityElement(children: .combine)
            Scrubber(player: player)
            TransportControls(player: player, playSize: 64, skipSize: 48, spacing: Spacing.xlarge.points)
            VolumeSlider(player: player)
            QueueModeButtons(player: player)
            if let problem = player.problem {
                Label(problem, systemImage: "exclamationmark.triangle").font(.footnote).foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, Spacing.large.points)
        .padding(.top, Spacing.xlarge.points)
        .frame(maxHeight: .infinity, alignment: .top)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationBackground(.regularMaterial)
    }
}
