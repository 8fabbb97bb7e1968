import GlassCore
import GlassUI
import Music

/// Spec 003's mini bar on iPhone: 64 pt of ultra thin material with a 0.5 pt separator on
/// top, 8 pt padding, the 48 pt artwork (8 pt corners), two lines of info and a 44 pt play
/// button. A tap opens the Now Playing sheet. At the accessibility text sizes the bar grows
/// to hold its two lines (64 pt is then its least height).
struct MiniBar: View {
    let library: MusicLibrary
    @Binding var showsNowPlaying: Bool
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let bar = AppShellTokens.miniPlaybackBar
        if let track = library.player.current {
            HStack(spacing: bar.padding) {
                ArtworkView(
                    artwork: track.artwork, cornerRadius: bar.albumArt.cornerRadius, thumbnails: library.thumbnails
                )
                .frame(width: bar.albumArt.side, height: bar.albumArt.side)
                TrackInfo(track: track)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .contentShape(Rectangle())
                    .onTapGesture { showsNowPlaying = true }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHint("Opens Now Playing")
                PlayPauseButton(player: library.player, size: bar.playButtonSize)
            }
            .padding(bar.padding)
            .frame(minHeight: bar.height, maxHeight: dynamicTypeSize.isAccessibilitySize ? nil : bar.height)
            .background(.ultraThinMaterial)
            .overlay(alignment: .top) {
                Rectangle().fill(Color(uiColor: .separator)).frame(height: bar.borderTop.width)
            }
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier("MiniBar")
        }
    }
}

/// Title and artist on two lines: Callout (spec 003's playback info) and Subheadline
/// (its artist names) in the secondary color.
struct TrackInfo: View {
    let track: Track

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.micro.points) {
            Text(track.title).font(.callout).lineLimit(1)
            Text(track.artist).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
        }
        .accessibilityElement(children: .combine)
    }
}

/// Spec 003's full bar on iPad and Mac: 88 pt of ultra thin material; the 64 pt artwork (10 pt
/// corners) with the info (at least 200 pt), a flexible scrubber, the controls in a fixed
/// 200 pt (play 48 pt, skips 32 pt) and a 120 pt volume slider, with separators at 0.2.
/// The spec's 16 pt padding applies along the bar; across it the 64 pt artwork leaves 12 pt
/// in an 88 pt bar, so the bar keeps its height and the artwork its size. Its text grows with
/// Dynamic Type up to xxxLarge and no further, as a bar's does on iPadOS: at the accessibility
/// sizes two lines of it would not fit the 88 pt (the title was cut to "Morni…").
struct FullBar: View {
    let library: MusicLibrary
    @Binding var showsNowPlaying: Bool

    var body: some View {
        let bar = AppShellTokens.fullPlaybackBar
        let player = library.player
        HStack(spacing: bar.padding) {
            HStack(spacing: Spacing.small.points + 4) {
                ArtworkView(
                    artwork: player.current?.artwork, cornerRadius: bar.albumArt.cornerRadius,
                    thumbnails: library.thumbnails
                )
                .frame(width: bar.albumArt.side, height: bar.albumArt.side)
                if let track = player.current {
                    TrackInfo(track: track).frame(minWidth: bar.infoMinWidth, alignment: .leading)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { if player.current != nil { showsNowPlaying = true } }
            separator(bar)
            // The scrubber takes the width first: the info keeps its 200 pt and gives up the rest.
            Scrubber(player: player).frame(maxWidth: .infinity).layoutPriority(1)
            separator(bar)
            TransportControls(player: player, playSize: bar.playButtonSize, skipSize: bar.skipButtonSize)
                .frame(width: bar.controlsWidth)
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier("Transport")
            separator(bar)
            VolumeSlider(player: player).frame(width: bar.volumeWidth)
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier("VolumeSlider")
        }
        .padding(.horizontal, bar.padding)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .frame(height: bar.height)
        .background(.ultraThinMaterial)
        .overlay(alignment: .top) {
            Rectangle().fill(Color(uiColor: .separator).opacity(0.2)).frame(height: bar.separator.width)
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("FullBar")
    }

    private func separator(_ bar: AppShellTokens.FullPlaybackBar) -> some View {
        Rectangle().fill(Color(uiColor: .separator).opacity(0.2)).frame(width: bar.separator.width)
    }
}
