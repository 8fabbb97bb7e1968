import GlassCore
import GlassUI
import Music

/// An album opened from the grid: its artwork, title, artist and year, Play and Shuffle in
/// spec 003's glass button style, then its songs; a tap plays from that song.
struct AlbumDetail: View {
    let album: Album
    let library: MusicLibrary
    @Environment(\.platform) private var platform

    var body: some View {
        ScrollView {
            VStack(spacing: Spacing.medium.points) {
                ArtworkView(artwork: album.artwork, cornerRadius: 12, thumbnails: library.thumbnails)
                    .frame(width: platform == .tvOS ? 300 : 220)
                    .shadow(GlassCore.Shadow.elevated)
                VStack(spacing: Spacing.micro.points) {
                    Text(album.title).font(.title2).multilineTextAlignment(.center)
                    Text(album.artist).font(.title3).foregroundStyle(.tint)
                    Text(summary).font(.footnote).foregroundStyle(.secondary)
                }
                HStack(spacing: Spacing.medium.points) {
                    Button {
                        library.play(album)
                    } label: {
                        Label("Play", systemImage: "play.fill")
                    }
                    Button {
                        library.play(album, from: nil, shuffled: true)
                    } label: {
                        Label("Shuffle", systemImage: "shuffle")
                    }
                }
                .buttonStyle(GlassButtonStyle())
                LazyVStack(spacing: 0) {
                    ForEach(Array(album.tracks.enumerated()), id: \.element.id) { index, track in
                        Button {
                            library.play(album, from: index, shuffled: nil)
                        } label: {
                            SongRow(track: track, number: track.trackNumber ?? index + 1, library: library)
                                .padding(.vertical, Spacing.small.points + 2)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        Divider()
                    }
                }
            }
            .padding(Spacing.medium.points)
        }
        .navigationTitle(album.title)
        .navigationBarTitleDisplayMode(.inline)
    }

    private var summary: String {
        let songs = album.tracks.count == 1 ? "1 song" : "\(album.tracks.count) songs"
        return [album.year.map(String.init), songs, Duration.words(album.duration)].compactMap { $0 }
            .joined(separator: " · ")
    }
}

/// One song in a list: its number (or a speaker while it plays), title, and duration in
/// monospaced Footnote, as spec 003 sets durations.
struct SongRow: View {
    let track: Track
    var number: Int?
    var subtitle: String?
    let library: MusicLibrary

    var body: some View {
        HStack(spacing: Spacing.small.points + 4) {
            if library.player.current?.id == track.id {
                Image(systemName: "speaker.wave.2.fill").font(.footnote).foregroundStyle(.tint).frame(width: 24)
                    .accessibilityLabel("Now Playing")
            } else if let number {
                Text("\(number)").font(.footnote).foregroundStyle(.secondary).frame(width: 24)
            }
            VStack(alignment: .leading, spacing: Spacing.micro.points) {
                Text(track.title).font(.body).foregroundStyle(.primary).lineLimit(1)
                if let subtitle { Text(subtitle).font(.subheadline).foregroundStyle(.secondary).lineLimit(1) }
            }
            Spacer(minLength: Spacing.small.points)
            Text(Duration.clock(track.duration))
                .font(.system(.footnote, design: .monospaced))
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

/// Durations as spec 003 shows them.
enum Duration {
    /// "3:07", "1:02:03".
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.isFinite ? max(0, seconds) : 0)
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let tail = String(format: "%02d", rest)
        return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
    }

    /// "12 minutes", "1 hour 5 minutes".
    static func words(_ seconds: Double) -> String {
        let minutes = Int((seconds.isFinite ? max(0, seconds) : 0) / 60 + 0.5)
        let hours = minutes / 60
        let rest = minutes % 60
        let minuteWords = rest == 1 ? "1 minute" : "\(rest) minutes"
        guard hours > 0 else { return minuteWords }
        return (hours == 1 ? "1 hour" : "\(hours) hours") + (rest > 0 ? " " + minuteWords : "")
    }
}
