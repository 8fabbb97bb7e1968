import GlassCore
import GlassUI
import Music

/// The Apple TV app: the album grid under the 60 pt safe area with 40 pt between cards,
/// driven by the focus engine (arrows move focus, which starts on the first album; the focused
/// card lifts to 1.1). Selecting an album plays it in the full-screen player; Menu leaves it.
struct TVMusicView: View {
    let library: MusicLibrary
    @State private var showsPlayer = false

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: Spacing.large.points) {
                    Text("Albums").font(.largeTitle).fontWeight(.bold).accessibilityAddTraits(.isHeader)
                    AlbumCards(
                        library: library,
                        columns: AlbumGrid.columns(
                            width: proxy.size.width, platform: .tvOS, horizontalSizeClass: .regular,
                            verticalSizeClass: .regular)
                    ) { album in
                        library.play(album, from: 0, shuffled: nil)
                        showsPlayer = true
                    }
                }
            }
            // Spec 003's focus engine does not clip: a lifted album and its shadow reach into
            // the safe area's margin.
            .scrollClipDisabled()
        }
        .onPlayPauseCommand { library.player.togglePlayPause() }
        .fullScreenCover(isPresented: $showsPlayer) { TVPlayer(library: library, isPresented: $showsPlayer) }
    }
}

/// Spec 003's tvOS full-screen player: the artwork blurred over the whole screen under black at
/// 0.4; the 300 pt artwork (24 pt corners, elevated shadow) centred 100 pt above the middle;
/// title (Large Title) and artist (Title 2) 40 pt below it; the controls (play 80 pt, skips
/// 60 pt, 60 pt apart) 60 pt above the bottom of the safe area; a 6 pt progress bar with round
/// ends 20 pt above it. The remote: Play/Pause or select toggle, left and right skip, Menu
/// goes back to the grid.
struct TVPlayer: View {
    let library: MusicLibrary
    @Binding var isPresented: Bool
    /// The player takes focus when it appears, so that the remote's presses reach it.
    @FocusState private var isFocused: Bool

    var body: some View {
        let tokens = AppShellTokens.tvFullScreenPlayer
        let player = library.player
        GeometryReader { proxy in
            let middle = proxy.size.height / 2 + tokens.artworkCenterOffsetY
            ZStack(alignment: .top) {
                ArtworkView(
                    artwork: player.current?.artwork, cornerRadius: tokens.artwork.cornerRadius,
                    thumbnails: library.thumbnails
                )
                .frame(width: tokens.artwork.side, height: tokens.artwork.side)
                .shadow(tokens.artwork.shadow ?? .elevated)
                .position(x: proxy.size.width / 2, y: middle)
                VStack(spacing: Spacing.small.points) {
                    Text(player.current?.title ?? "").font(.largeTitle).fontWeight(.bold)
                    Text(player.current?.artist ?? "").font(.title2).foregroundStyle(.secondary)
                }
                .foregroundStyle(.white)
                .frame(width: proxy.size.width)
                .offset(y: middle + tokens.artwork.side / 2 + tokens.infoGap)
                VStack(spacing: 0) {
                    Spacer()
                    TransportControls(
                        player: player, playSize: tokens.playButtonSize, skipSize: tokens.skipButtonSize,
                        spacing: tokens.controlSpacing, isInteractive: false
                    )
                    .foregroundStyle(.white)
                    .padding(
                        .bottom,
                        tokens.controlsBottomOffset - tokens.progressBar.bottomOffset - tokens.progressBar.height)
                    TVProgressBar(player: player)
                        .padding(.bottom, tokens.progressBar.bottomOffset)
                }
            }
        }
        .background {
            ZStack {
                BlurredArtwork(
                    artwork: player.current?.artwork, radius: tokens.backgroundBlurRadius,
                    thumbnails: library.thumbnails)
                Color.black.opacity(tokens.darkOverlayOpacity)
            }
            .ignoresSafeArea()
        }
        .focusable()
        .focused($isFocused)
        .focusEffectDisabled()
        .onAppear { isFocused = true }
        .onPlayPauseCommand { player.togglePlayPause() }
        .onExitCommand { isPresented = false }
        .onMoveCommand { direction in
            if direction == .left { player.previous() }
            if direction == .right { player.next() }
        }
        .onKeyPress(.return) {
            player.togglePlayPause()
            return .handled
        }
        .environment(\.colorScheme, .dark)
    }
}

/// The 6 pt progress bar, round at both ends.
private struct TVProgressBar: View {
    let player: Player

    var body: some View {
        let bar = AppShellTokens.tvFullScreenPlayer.progressBar
        let duration = max(player.current?.duration ?? 0, 0.001)
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.white.opacity(0.3))
                Capsule().fill(Color.white).frame(width: proxy.size.width * min(player.elapsed / duration, 1))
            }
        }
        .frame(height: bar.height)
        .padding(.horizontal, Spacing.huge.points)
        .accessibilityElement()
        .accessibilityLabel("Position")
        .accessibilityValue("\(Duration.clock(player.elapsed)) of \(Duration.clock(duration))")
    }
}

/// The artwork filling the screen, blurred: the player's backdrop. It loads its thumbnail as
/// `ArtworkView` does (each track's embedded picture is a thumbnail of its own).
private struct BlurredArtwork: View {
    let artwork: Artwork?
    let radius: CGFloat
    let thumbnails: ThumbnailCache

    var body: some View {
        let thumbnail = artwork.map { thumbnails.thumbnail(for: $0) }
        ZStack {
            if let image = thumbnail?.image { image.resizable().scaledToFill().blur(radius: radius, opaque: true) }
        }
        .task(id: artwork) {
            if let thumbnail { await thumbnails.load(thumbnail) }
        }
    }
}
