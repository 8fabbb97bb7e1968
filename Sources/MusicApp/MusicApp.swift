import GlassCore
import GlassUI
import Music

/// `music`: spec 003's audio player, written as SwiftUI code. The library's Albums (a grid of
/// cards), Songs and Artists; a player that plays (through the output the host gives it).
/// - iPhone: the sections in a glass tab bar, the mini bar above it, Now Playing in a sheet;
///   turned on its side, the 68 pt icon sidebar instead of the tab bar.
/// - iPad and Mac (regular width): the glass sidebar (220 pt; 250 pt on the Mac) beside the
///   section, and the full bar along the section's bottom, over its content.
/// - Apple TV: the focus-driven album grid and the full-screen player.
/// VoiceOver hears every change of what plays ("Playing Specular by The Refractions").
/// While a track plays, the player follows its output four times a second (the host's clock);
/// paused, nothing wakes the app. The library is rescanned, off the main thread, when the app
/// opens, with the progress shown.
public struct MusicApp: View {
    @State private var section = MusicSection.albums
    @State private var showsNowPlaying = false
    private let library: MusicLibrary
    @Environment(\.platform) private var platform
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    public init(library: MusicLibrary) {
        self.library = library
    }

    public var body: some View {
        content
            .background { PlaybackClock(player: library.player) }
            .task { await library.rescan() }
            .sheet(isPresented: $showsNowPlaying) { NowPlayingSheet(library: library) }
            .animation(
                .easeInOut(duration: AppShellTokens.miniPlaybackBar.appearDurationSeconds),
                value: library.player.current != nil
            )
            .onChange(of: playbackState) { _, state in
                if let state { AccessibilityNotification.Announcement(state).post() }
            }
    }

    /// What VoiceOver announces when playback starts, stops or moves to another track:
    /// "Playing Specular by The Refractions", "Paused".
    private var playbackState: String? {
        guard let track = library.player.current else { return nil }
        return library.player.isPlaying ? "Playing \(track.title) by \(track.artist)" : "Paused"
    }

    @ViewBuilder private var content: some View {
        if platform == .tvOS {
            TVMusicView(library: library)
        } else if horizontalSizeClass == .regular || verticalSizeClass == .compact {
            HStack(spacing: 0) {
                GlassSidebar(selection: $section, showsLabels: horizontalSizeClass == .regular)
                NavigationStack { SectionView(section: section, library: library) }
                    .safeAreaInset(edge: .bottom, spacing: 0) { bar }
                    .frame(maxWidth: .infinity)
            }
        } else {
            TabView(selection: $section) {
                ForEach(MusicSection.allCases, id: \.self) { section in
                    GlassUI.Tab(section.rawValue, systemImage: section.symbol, value: section) {
                        NavigationStack { SectionView(section: section, library: library) }
                            .safeAreaInset(edge: .bottom, spacing: 0) { bar }
                    }
                }
            }
            .glassTabBar()
        }
    }

    /// The mini bar when horizontally compact, the full bar otherwise; nothing before a track
    /// has been chosen.
    @ViewBuilder private var bar: some View {
        if horizontalSizeClass == .regular {
            if library.player.current != nil { FullBar(library: library, showsNowPlaying: $showsNowPlaying) }
        } else {
            MiniBar(library: library, showsNowPlaying: $showsNowPlaying)
        }
    }
}

/// One section of the library, with where its links lead, and the scan's progress above it.
struct SectionView: View {
    let section: MusicSection
    let library: MusicLibrary

    var body: some View {
        VStack(spacing: 0) {
            ScanStatus(library: library)
            switch section {
            case .albums: AlbumGrid(library: library)
            case .songs: SongsList(library: library)
            case .artists: ArtistsList(library: library)
            }
        }
        .navigationDestination(for: Album.self) { album in AlbumDetail(album: album, library: library) }
        .navigationDestination(for: ArtistPage.self) { artist in ArtistAlbums(artist: artist, library: library) }
    }
}

/// The scan's progress while it runs ("Scanning 120 of 1,000"), why it failed if it did, and
/// a note when the library is the generated sample.
struct ScanStatus: View {
    let library: MusicLibrary

    var body: some View {
        if let progress = library.scanProgress, progress.total > 0, progress.done < progress.total {
            VStack(alignment: .leading, spacing: Spacing.mini.points) {
                Text("Scanning \(progress.done) of \(progress.total)").font(.footnote).foregroundStyle(.secondary)
                ProgressView(value: progress.fraction)
            }
            .padding(.horizontal, Spacing.medium.points)
            .padding(.vertical, Spacing.small.points)
        } else if let problem = library.scanProblem {
            Label(problem, systemImage: "exclamationmark.triangle")
                .font(.footnote).foregroundStyle(.secondary)
                .padding(Spacing.small.points)
        } else if library.isSample {
            Text("A sample library: put music in \(library.folder) or pass --library to hear your own.")
                .font(.footnote).foregroundStyle(.secondary)
                .padding(.horizontal, Spacing.medium.points)
                .padding(.vertical, Spacing.small.points)
        }
    }
}

/// Follows the output while a track plays: a timeline at four frames a second, paused (so
/// nothing wakes) while nothing plays.
private struct PlaybackClock: View {
    let player: Player

    var body: some View {
        TimelineView(.animation(minimumInterval: 0.25, paused: !player.isPlaying)) { context in
            Color.clear.onChange(of: context.date, initial: true) {
                player.update(at: context.date.timeIntervalSinceReferenceDate)
            }
        }
        .accessibilityHidden(true)
    }
}
