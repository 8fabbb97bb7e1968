import ArgumentParser
import Foundation
import GlassApps
import GlassCore
import GlassHost
import GlassUI

/// `glass app`: runs a GlassUI app without a display, as XCUITest runs an iOS app: feeds it a
/// script, then prints its element tree or its events, or renders it to a PNG file.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Run a GlassUI app headless: its element tree (--tree), its events (--events) or a picture (--png).",
        discussion: """
            The app starts on the device, the script's events are played at their times, and the \
            result is taken at --time (2 s after the last event by default, so that animations \
            finish). Bad input prints one line naming the fault and exits with status 2.
            """)

    @Argument(help: "The app: \(GlassApps.names.joined(separator: ", ")).")
    var name: String

    @OptionGroup var deviceOptions: DeviceOptions

    @OptionGroup var storeOptions: StoreOptions

    @Option(
        help:
            "Music's folder (default: the XDG music folder; a generated sample when it holds no music), or Horizon's folder of AT Protocol JSON pages (default: a generated sample)."
    )
    var library: String?

    @Option(help: "A deep link for the app to open once it is up, such as horizon://post/<at-uri>.")
    var open: String?

    @Flag(help: "Dark appearance.")
    var dark = false

    @Option(help: "The text size: xSmall … xxxLarge, AX1 … AX5.")
    var dynamicType = "large"

    @Flag(help: "Reduce Motion: movements become fades.")
    var reduceMotion = false

    @Flag(help: "Increase Contrast: glass frosted and opaque, with a border.")
    var increaseContrast = false

    @Flag(help: "Reduce Transparency: glass and materials opaque.")
    var reduceTransparency = false

    @Option(parsing: .unconditional, help: "The OS major version the app behaves as (17…26).")
    var osVersion = 26

    @Option(help: "A JSON Lines script of touches, keys, text, pointer moves, scrolls and pinches.")
    var script: String?

    @Option(parsing: .unconditional, help: "The moment shown, in seconds.")
    var time: Double?

    @Option(parsing: .unconditional, help: "Pixels per point for --png (the device's own by default).")
    var scale: Double?

    @Option(help: "Render to this PNG file.")
    var png: String?

    @Flag(help: "Print the element tree as JSON.")
    var tree = false

    @Flag(help: "Print the haptics and announcements as JSON.")
    var events = false

    func run() throws {
        do {
            // The command line runs on the main thread, where views live.
            try MainActor.assumeIsolated { try runApp() }
        } catch let error as HostError {
            throw CLIError(error.description, status: 2)
        }
    }

    @MainActor
    private func runApp() throws {
        guard [png != nil, tree, events].filter({ $0 }).count == 1 else {
            throw CLIError("choose exactly one of --png FILE, --tree or --events", status: 2)
        }
        let device = try deviceOptions.hostDevice()
        let textSize = try DynamicTypeSize.named(dynamicType)
        guard (17...26).contains(osVersion) else {
            throw CLIError("--os-version must be in 17...26, got \(osVersion)", status: 2)
        }
        if let time {
            guard time.isFinite, time >= 0 else {
                throw CLIError("--time must be a finite number ≥ 0, got \(time)", status: 2)
            }
        }
        if let scale {
            guard scale.isFinite, scale > 0, scale <= 4 else {
                throw CLIError("--scale must be in (0, 4], got \(scale)", status: 2)
            }
        }
        let played = try script.map(AppScript.load) ?? []
        let url = try open.map(DeepLink.parse)
        let output: Output =
            if let png { .png(png, scale: scale ?? device.scale) } else if tree { .tree } else { .events }
        try Self.run(
            try GlassApps.root(name, store: storeOptions.path, library: library), size: device.size,
            environment: device.environment(
                dark: dark, dynamicType: textSize, reduceMotion: reduceMotion, increaseContrast: increaseContrast,
                reduceTransparency: reduceTransparency, osVersion: osVersion),
            script: played, time: time, output: output, open: url)
    }

    /// What `glass app` prints or writes.
    enum Output {
        case png(String, scale: Double)
        case tree
        case events
    }

    /// Runs `root` on a screen of `size`: opens `url`, plays `script`, moves to `time` (2 s after the last
    /// event by default) and writes `output`. A picture or symbol the app asked for that is
    /// missing or does not decode shows as a placeholder in the output and is bad input: each
    /// is named on a line of its own, and the command fails with status 2.
    @MainActor
    static func run(
        _ root: AnyView, size: Size, environment: EnvironmentValues, script: [AppScript.Event], time: Double?,
        output: Output, open url: URL? = nil
    ) throws {
        let problemsBefore = ImageLibrary.shared.problems.count
        let host = ViewHost(root, size: size, environment: environment)
        if let url, !host.open(url) { throw CLIError("the app opens no links, so '\(url)' was not opened", status: 2) }
        host.play(script)
        host.advance(to: time ?? ((script.last?.time ?? 0) + 2))
        switch output {
        case .png(let path, let scale):
            try host.renderPNG(scale: scale, to: path)
            print(path)
        case .tree:
            print(host.treeJSON(), terminator: "")
        case .events:
            print(host.eventsJSON(), terminator: "")
        }
        let problems = ImageLibrary.shared.problems.dropFirst(problemsBefore)
        if let last = problems.last {
            for problem in problems.dropLast() { FileHandle.standardError.write(Data("glass: \(problem)\n".utf8)) }
            throw CLIError(last, status: 2)
        }
    }
}

extension AppScript {
    /// The events of the script file at `path`; an unreadable file or a bad line is bad input.
    static func load(_ path: String) throws -> [Event] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read script '\(path)': no readable file there", status: 2)
        }
        do {
            return try AppScript.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw CLIError("\(path): \(error)", status: 2)
        }
    }
}
