import Foundation
import GlassDatabase
import GlassHost
import GlassUI
import Music
import MusicApp
import MusicAudio

/// How the Music app starts: which folder it plays (`--library`, else the user's music folder,
/// else the generated sample), its cache beside GlassKit's other stores, and its output.
enum MusicLaunch {
    @MainActor
    static func root(library: String?, environment: [String: String], playsAudio: Bool) throws(HostError) -> AnyView {
        let dataFolder = (StoreLocation.defaultPath(file: "music.sqlite", environment: environment) as NSString)
            .deletingLastPathComponent
        var folder = library ?? MusicFolder.userDefault(environment: environment)
        var isSample = false
        if let library {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: library, isDirectory: &isFolder) else {
                throw HostError("Music: the music folder '\(library)' does not exist")
            }
            guard isFolder.boolValue else { throw HostError("Music: '\(library)' is a file, not a music folder") }
            guard FileManager.default.isReadableFile(atPath: library) else {
                throw HostError("Music: the music folder '\(library)' cannot be read (check its permissions)")
            }
        }
        do {
            if !MusicFolder.containsAudio(folder) {
                folder = dataFolder + "/Sample Music"
                isSample = true
                try SampleLibrary.write(to: folder) { album, path in
                    try ViewHost(SampleCover(album: album), size: Size(width: 300, height: 300))
                        .renderPNG(scale: 2, to: path)
                }
            }
            let store = try MusicStore(path: dataFolder + "/music.sqlite")
            // The sample is scanned before the first frame, so it shows at once; a user's own
            // folder is scanned by the app, off the main thread, with its progress shown.
            if isSample { try LibraryScanner(folder: folder, store: store).scan() }
            return AnyView(
                MusicApp(
                    library: try MusicLibrary(
                        folder: folder, isSample: isSample, store: store, output: output(playsAudio: playsAudio),
                        decodesArtworkOffMain: playsAudio, shuffleSeed: UInt64(Date().timeIntervalSince1970 * 1_000))))
        } catch {
            throw HostError("Music: \(error)")
        }
    }

    /// SDL2_mixer on the audio device when the host plays sound (the window); a silent output
    /// keeping time where it does not (renders, tests) or no device opens.
    @MainActor
    private static func output(playsAudio: Bool) -> any AudioOutput {
        guard playsAudio else { return SilentOutput() }
        do {
            return try MixerOutput()
        } catch {
            FileHandle.standardError.write(Data("glass: note: Music plays silently: \(error)\n".utf8))
            return SilentOutput()
        }
    }
}
