import ArgumentParser
import Foundation
import GlassCore
import HomeScreen

/// `glass render replay`: every frame of a touch script, as numbered PNG files.
struct RenderReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Render each frame of a touch script (the `glass replay` format) to DIR/frame-NNNN.png.",
        discussion:
            "Frames run from t = 0 to \(Replay.tail) s past the script's last event, so drops and page settles finish on screen."
    )

    @Argument(help: "The script: one {\"t\", \"touch\", \"phase\", \"x\", \"y\"} object a line.")
    var script: String

    @Option(parsing: .unconditional, help: "Frames per second (1...240).")
    var fps = 60.0

    @OptionGroup var look: HomeRenderOptions

    @Option(help: "The folder for the frames (created if needed).")
    var out: String

    func validate() throws {
        try Check.range(fps, 1...240, "--fps")
    }

    /// The most frames one run writes: half an hour at 60 fps.
    static let maximumFrames = 108_000

    func run() throws {
        let text = String(decoding: try readFile(script, what: "script"), as: UTF8.self)
        let events: [TouchEvent]
        do {
            events = try TouchScript.parse(text)
        } catch {
            throw CLIError("\(script): \(error)")
        }
        let duration = (events.last?.time ?? 0) + Replay.tail
        let frames = Int((duration * fps).rounded(.up)) + 1
        guard frames <= Self.maximumFrames else {
            throw CLIError(
                "the script runs \(Format.short(duration)) s: at \(Format.short(fps)) fps that is \(frames) frames, "
                    + "more than \(Self.maximumFrames); lower --fps or shorten the script")
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the output folder '\(out)': \(error.localizedDescription)")
        }
        var state = try look.initialState()
        let renderer = try look.renderer()
        var progress = ProgressBar(total: frames)
        var pending = events[...]
        for frame in 0..<frames {
            let time = Double(frame) / fps
            while let event = pending.first, event.time <= time {
                _ = state.reduce(event)
                pending = pending.dropFirst()
            }
            _ = state.advance(to: time)
            try renderer.write(
                state, at: time, to: (out as NSString).appendingPathComponent(String(format: "frame-%04d.png", frame)))
            progress.advance()
        }
        print(out)
    }
}

/// A one-line progress bar on stderr, redrawn in place: `[#####-----] 120/240 frames`.
struct ProgressBar {
    let total: Int
    private(set) var done = 0
    static let width = 30

    init(total: Int) {
        self.total = total
    }

    mutating func advance() {
        done += 1
        let filled = done * Self.width / max(total, 1)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        let end = done == total ? "\n" : ""
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) frames\(end)".utf8))
    }
}
