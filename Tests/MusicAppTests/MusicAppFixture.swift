import Foundation
import GlassCore
import GlassHost
import GlassUI
import Music

@testable import MusicApp

/// The Music app on a device over the sample library (three-second tracks, covers of one red
/// PNG), written once for the test run, with a silent output so that time is the test's. The covers are red squares.
@MainActor
enum MusicAppFixture {
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "music-app-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try! SampleLibrary.write(to: folder, secondsPerTrack: 5) { _, path in
            try ViewHost(GlassUI.Color.red, size: Size(width: 40, height: 40)).renderPNG(scale: 1, to: path)
        }
        return folder
    }()

    /// A new library over the sample, with its own cache.
    static func library() throws -> MusicLibrary {
        let store = try MusicStore(path: NSTemporaryDirectory() + "music-app-\(UUID()).sqlite")
        try LibraryScanner(folder: folder, store: store).scan()
        return try MusicLibrary(
            folder: folder, isSample: true, store: store, output: SilentOutput(), decodesArtworkOffMain: false)
    }

    /// The app on `device` (held on its side when `landscape`), laid out at 1 s.
    static func host(
        _ device: String, landscape: Bool = false, library: MusicLibrary? = nil
    ) throws -> (ViewHost, MusicLibrary) {
        let library = try library ?? self.library()
        let device = try HostDevice(device, landscape: landscape)
        let host = ViewHost(MusicApp(library: library), size: device.size, environment: device.environment())
        host.advance(to: 1)
        return (host, library)
    }
}

extension ViewHost {
    /// The frame of the element labelled `label` or identified by it.
    func frame(_ name: String) -> CGRect? {
        (element(identifier: name) ?? element(label: name))?.frame
    }

    /// Taps the middle of the element `name` at `time`, then lets a second pass.
    func tap(_ name: String, at time: Double) {
        guard let frame = frame(name) else { return }
        tap(at: Point(x: Double(frame.midX), y: Double(frame.midY)), time: time)
        advance(to: time + 1)
    }
}
