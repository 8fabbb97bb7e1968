import Benchmark
import Foundation
import GlassHost
import GlassRaster
import GlassUI
import Music
import MusicApp
import MusicAudio

/// A music folder of 1,000 albums, one short track each (tagged WAV) with its own cover
/// (`cover.png`, 300 × 300 px, each a different hue), written once and kept in the temporary
/// folder for later runs: each benchmark runs in a process of its own, whose peak memory
/// must be the app's, not the writing of the fixture's.
@MainActor
enum MusicFixture {
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "glasskit-music-bench-v1"
        let done = folder + "/.complete"
        if FileManager.default.fileExists(atPath: done) { return folder }
        let samples = [Int16](repeating: 0, count: 4_410)
        do {
            for index in 0..<1_000 {
                let artist = "Artist \(index % 97)"
                let album = "Album \(index)"
                let directory = "\(folder)/\(artist)/\(album)"
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                let info = WAVFile.Info(
                    title: "Track \(index)", artist: artist, album: album, trackNumber: 1, year: 2020)
                try WAVFile.data(samples: samples, sampleRate: 22_050, channels: 1, info: info)
                    .write(to: URL(fileURLWithPath: directory + "/01 Track.wav"))
                let hue = Double(index % 360) / 360
                try ViewHost(Color(hue: hue, saturation: 0.6, brightness: 0.8), size: Size(width: 300, height: 300))
                    .renderPNG(scale: 1, to: directory + "/cover.png")
            }
            try Data().write(to: URL(fileURLWithPath: done))
        } catch {
            fatalError("the benchmark's music folder could not be written: \(error)")
        }
        return folder
    }()

    /// The library's cache, scanned once.
    static let store: String = {
        let path = NSTemporaryDirectory() + "music-bench-\(UUID().uuidString).sqlite"
        do {
            try LibraryScanner(folder: folder, store: try MusicStore(path: path)).scan()
        } catch {
            fatalError("the benchmark's library could not be scanned: \(error)")
        }
        return path
    }()

    /// The app over the 1,000 albums, a track playing through `output` (repeated, as the
    /// fixture's tracks are short), so that the full bar shows and its scrubber moves.
    static func app(output: any AudioOutput = SilentOutput()) throws -> MusicApp {
        let library = try MusicLibrary(
            folder: folder, isSample: false, store: try MusicStore(path: store), output: output)
        library.play(library.albums[0])
        while library.player.queue.repeatMode != .one { library.player.cycleRepeatMode() }
        return MusicApp(library: library)
    }
}

/// Issue 18's benchmarks, registered with the others.
func musicBenchmarks() {
    // Issue 18: scanning 1,000 tracks into a new cache (their tags read, their covers found),
    // and rescanning them unchanged.
    Benchmark("Music scan of 1,000 tracks into a new cache") { benchmark async throws in
        let folder = await MusicFixture.folder
        for _ in benchmark.scaledIterations {
            let path = NSTemporaryDirectory() + "music-scan-\(UUID().uuidString).sqlite"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let store = try MusicStore(path: path)
            benchmark.startMeasurement()
            blackHole(try LibraryScanner(folder: folder, store: store).scan())
            benchmark.stopMeasurement()
        }
    }
    // Issue 18: a folder of 10,000 files scans in constant memory: the resident peak of a scan
    // of 10,000 tiny tracks against one of 1,000 (each a process of its own).
    for count in [1_000, 10_000] {
        Benchmark(
            "Music scan of \(count) tiny files, memory",
            configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxIterations: 1)
        ) { benchmark in
            let folder = NSTemporaryDirectory() + "glasskit-music-bench-tiny-\(count)"
            if !FileManager.default.fileExists(atPath: folder + "/.complete") {
                let wav = WAVFile.data(samples: [0, 0], sampleRate: 8_000, channels: 1, info: nil)
                for index in 0..<count {
                    let directory = "\(folder)/\(index / 100)"
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    try wav.write(to: URL(fileURLWithPath: "\(directory)/\(index).wav"))
                }
                try Data().write(to: URL(fileURLWithPath: folder + "/.complete"))
            }
            let path = NSTemporaryDirectory() + "music-scan-\(UUID().uuidString).sqlite"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let store = try MusicStore(path: path)
            benchmark.startMeasurement()
            blackHole(try LibraryScanner(folder: folder, store: store).scan())
            benchmark.stopMeasurement()
        }
    }
    Benchmark("Music rescan of 1,000 unchanged tracks") { benchmark async throws in
        let (folder, path) = await (MusicFixture.folder, MusicFixture.store)
        let store = try MusicStore(path: path)
        for _ in benchmark.scaledIterations {
            blackHole(try LibraryScanner(folder: folder, store: store).scan())
        }
    }

    // Issue 18: the grid of 1,000 albums flicked up on the 13-inch iPad at 2×, beside the glass
    // sidebar and under the full playback bar, a track playing: a frame of the deceleration,
    // 1 to 30 frames after the finger lifts, thumbnails decoding off the main thread as they
    // come into view. Memory: the resident peak of the run, every sample a new app.
    let ipad = try? HostDevice("ipad-pro-13-m4")
    let motion = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 30)
    Benchmark("Music grid of 1,000 albums flicked on the iPad Pro 13″, a frame at 2×", configuration: motion) {
        benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            try measureMotionFrame(benchmark, of: try MusicFixture.app(), device: ipad, skip: 1) { h in
                let t = h.time
                h.send(TouchEvent(time: t, phase: .began, location: Point(x: 600, y: 1100)))
                h.send(TouchEvent(time: t + 0.02, phase: .moved, location: Point(x: 600, y: 1060)))
                h.send(TouchEvent(time: t + 0.05, phase: .moved, location: Point(x: 600, y: 760)))
                h.send(TouchEvent(time: t + 0.06, phase: .ended, location: Point(x: 600, y: 700)))
            }
        }
    }

    // Issue 18: the resident memory of the app with 1,000 albums, as a person runs it: one
    // app in a process of its own (no warm-up run before it), the grid flicked up three times
    // and each flick left to settle, thumbnails decoding off the main thread as they come into
    // view. The benchmark above makes 31 apps in one process, one after the other: its peak
    // also holds what the allocator keeps of the apps before.
    Benchmark(
        "Music: resident memory of one app, the grid of 1,000 albums flicked three times on the iPad Pro 13″ at 2×",
        configuration: .init(metrics: [.peakMemoryResident], warmupIterations: 0, maxIterations: 1)
    ) { benchmark async throws in
        try await MainActor.run {
            let device = try HostDevice("ipad-pro-13-m4")
            let h = ViewHost(try MusicFixture.app(), size: device.size, environment: device.environment())
            let canvas = try RasterCanvas(size: h.size, scale: 2)
            var time = 1.0
            h.advance(to: time)
            h.draw(on: canvas)
            for _ in 0..<3 {
                h.send(TouchEvent(time: time, phase: .began, location: Point(x: 600, y: 1100)))
                h.send(TouchEvent(time: time + 0.02, phase: .moved, location: Point(x: 600, y: 1060)))
                h.send(TouchEvent(time: time + 0.05, phase: .moved, location: Point(x: 600, y: 760)))
                h.send(TouchEvent(time: time + 0.06, phase: .ended, location: Point(x: 600, y: 700)))
                for _ in 0..<90 {
                    time += 1.0 / 60
                    h.advance(to: time)
                    h.drawChanges(on: canvas)
                }
            }
        }
    }

    // Issue 18: no audio underrun while the grid scrolls: a track plays through SDL2_mixer on
    // SDL's disk driver (which keeps real time) while the grid is flicked for 4 s of frames;
    // the count of late audio callbacks is printed.
    Benchmark(
        "Music audio underruns while the grid of 1,000 albums scrolls",
        configuration: .init(maxDuration: .seconds(30), maxIterations: 1)
    ) { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        setenv("SDL_DISKAUDIOFILE", "/dev/null", 1)
        try await MainActor.run {
            let output = try MixerOutput(driver: "disk")
            let app = try MusicFixture.app(output: output)
            let long = NSTemporaryDirectory() + "music-bench-long-\(UUID().uuidString).wav"
            defer { try? FileManager.default.removeItem(atPath: long) }
            let tone = (0..<(44_100 * 2 * 8)).map { Int16(truncatingIfNeeded: ($0 * 37) % 8_000 - 4_000) }
            try WAVFile.data(samples: tone, sampleRate: 44_100, channels: 2, info: nil)
                .write(to: URL(fileURLWithPath: long))
            try output.load(long, duration: 8, from: 0, paused: false)
            let h = ViewHost(app, size: ipad!.size, environment: ipad!.environment())
            let canvas = try RasterCanvas(size: h.size, scale: 2)
            let start = Date()
            var time = 1.0
            benchmark.startMeasurement()
            while Date().timeIntervalSince(start) < 4 {
                h.send(TouchEvent(time: time, phase: .began, location: Point(x: 600, y: 1100)))
                h.send(TouchEvent(time: time + 0.05, phase: .moved, location: Point(x: 600, y: 700)))
                h.send(TouchEvent(time: time + 0.06, phase: .ended, location: Point(x: 600, y: 650)))
                for _ in 0..<30 {
                    time += 1.0 / 60
                    h.advance(to: time)
                    blackHole(h.drawChanges(on: canvas))
                }
            }
            benchmark.stopMeasurement()
            print("audio callbacks: \(output.callbacks), underruns: \(output.underruns)")
        }
    }
}
