import GlassCore
import GlassUI
import Music

/// The Songs section: every song by title (a tap plays the list from it), then the files the
/// library could not read and the pictures it could not decode, each with the reason.
struct SongsList: View {
    let library: MusicLibrary

    var body: some View {
        List {
            Section {
                ForEach(Array(library.songs.enumerated()), id: \.element.id) { index, track in
                    Button {
                        library.player.play(library.songs, startingAt: index)
                    } label: {
                        SongRow(track: track, subtitle: "\(track.artist) · \(track.album)", library: library)
                    }
                }
            }
            if !library.skipped.isEmpty || !library.thumbnails.failures.isEmpty {
                Section("Skipped") {
                    ForEach(library.skipped, id: \.path) { file in
                        SkippedRow(name: file.path, reason: file.reason, folder: library.folder)
                    }
                    ForEach(library.thumbnails.failures.sorted { $0.value < $1.value }, id: \.key) { picture in
                        SkippedRow(name: picture.key.path, reason: picture.value, folder: library.folder)
                    }
                }
            }
        }
        .navigationTitle("Songs")
    }
}

/// A file the library passed over: its path inside the music folder, and why.
private struct SkippedRow: View {
    let name: String
    let reason: String
    let folder: String

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.micro.points) {
            Label(
                name.hasPrefix(folder + "/") ? String(name.dropFirst(folder.count + 1)) : name,
                systemImage: "exclamationmark.triangle"
            )
            .font(.subheadline)
            Text(reason).font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// The Artists section: each artist, opening their albums.
struct ArtistsList: View {
    let library: MusicLibrary

    var body: some View {
        List {
            ForEach(library.artists, id: \.name) { artist in
                NavigationLink(value: ArtistPage(name: artist.name)) {
                    Label(artist.name, systemImage: "music.mic")
                }
            }
        }
        .navigationTitle("Artists")
    }
}

/// An artist's albums, as a list of the album rows.
struct ArtistPage: Hashable {
    let name: String
}

struct ArtistAlbums: View {
    let artist: ArtistPage
    let library: MusicLibrary

    var body: some View {
        List {
            ForEach(library.albums.filter { $0.artist == artist.name }) { album in
                NavigationLink(value: album) {
                    HStack(spacing: Spacing.medium.points) {
                        ArtworkView(artwork: album.artwork, cornerRadius: 8, thumbnails: library.thumbnails)
                            .frame(width: 56)
                        VStack(alignment: .leading, spacing: Spacing.micro.points) {
                            Text(album.title).font(.headline).lineLimit(2)
                            Text(album.year.map(String.init) ?? "").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
        .navigationTitle(artist.name)
    }
}

extension Artwork {
    /// The file the picture comes from.
    var path: String {
        switch self {
        case .embedded(let path), .file(let path): path
        }
    }
}
