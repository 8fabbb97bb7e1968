import Foundation
import GlassUI
import Music

/// The app's model: the library's albums and songs (read from the cache, refreshed by a scan
/// running off the main thread, with its progress), the files it skipped, the player, and the
/// artwork thumbnails.
@MainActor @Observable
public final class MusicLibrary {
    /// The folder scanned.
    public let folder: String
    /// Whether `folder` is the generated sample library (the user's music folder had none).
    public let isSample: Bool
    public let player: Player
    public private(set) var albums: [Album] = []
    /// Every song, by title.
    public private(set) var songs: [Track] = []
    /// Files that could not be read, and why.
    public private(set) var skipped: [(path: String, reason: String)] = []
    /// Where the running scan is; nil when none runs.
    public private(set) var scanProgress: LibraryScanner.Progress?
    /// Why the last scan failed, if it did.
    public private(set) var scanProblem: String?
    @ObservationIgnored let store: MusicStore
    @ObservationIgnored public let thumbnails: ThumbnailCache

    /// - Parameters:
    ///   - decodesArtworkOffMain: decode thumbnails on a background thread (a window) or inline,
    ///     reproducibly (a headless host).
    ///   - shuffleSeed: where the player's shuffled orders start (a host passes one a session).
    public init(
        folder: String, isSample: Bool, store: MusicStore, output: any AudioOutput, decodesArtworkOffMain: Bool = true,
        shuffleSeed: UInt64 = 0x5EED
    ) throws {
        thumbnails = ThumbnailCache(decodesOffMain: decodesArtworkOffMain)
        self.folder = folder
        self.isSample = isSample
        self.store = store
        let tracks = try store.tracks()
        player = Player(library: tracks, output: output, store: store, seed: shuffleSeed)
        show(tracks)
        skipped = try store.skipped()
    }

    /// The albums of `artist`, for the Artists section.
    public var artists: [(name: String, albums: [Album])] {
        Dictionary(grouping: albums, by: \.artist).map { ($0.key, $0.value) }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// Plays `album`, as Apple Music does: Play from its first track in order; Shuffle from a
    /// random track, shuffled; a tap on a song from that song, shuffled or not as shuffle is.
    public func play(_ album: Album, from index: Int? = 0, shuffled: Bool? = false) {
        player.play(album.tracks, startingAt: index, shuffled: shuffled)
    }

    /// Rescans the folder on a background queue (only what changed is read; a long scan of
    /// blocking file reads keeps off the concurrency pool the thumbnails decode on), showing
    /// progress, then takes the new library; the player keeps playing what is still there.
    public func rescan() async {
        guard scanProgress == nil else { return }
        scanProgress = LibraryScanner.Progress()
        let scanner = LibraryScanner(folder: folder, store: store)
        let outcome: Result<LibraryScanner.Progress, ScanError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(
                    returning: Result { () throws(ScanError) in
                        try scanner.scan { progress in Task { @MainActor [weak self] in self?.note(progress) } }
                    })
            }
        }
        scanProgress = nil
        switch outcome {
        case .success:
            scanProblem = nil
            do {
                let tracks = try store.tracks()
                show(tracks)
                player.replaceLibrary(tracks)
                skipped = try store.skipped()
            } catch {
                scanProblem = "\(error)"
            }
        case .failure(let error): scanProblem = error.description
        }
    }

    private func note(_ progress: LibraryScanner.Progress) {
        if scanProgress != nil { scanProgress = progress }
    }

    private func show(_ tracks: [Track]) {
        albums = Album.grouping(tracks)
        songs = tracks.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
    }
}
