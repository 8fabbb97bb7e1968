import ArgumentParser
import Foundation

/// `glass`: GlassKit's command line. Bare `glass` runs the main job.
public struct Glass: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "glass",
        abstract: "GlassKit: Apple's Liquid Glass home screen, drawn on Linux.",
        discussion: "Without a subcommand, glass runs the main job: it renders the tour to PNG files in --tour-out and prints their paths.",
        subcommands: [CurveCommand.self, LayoutCommand.self, ReplayCommand.self, RenderCommand.self, AuditCommand.self])

    /// Named apart from the subcommands' `--out`: ArgumentParser gives a parent's option
    /// precedence over a child's option of the same name.
    @Option(help: "The folder for the tour's PNG files.")
    var tourOut = "out"

    public init() {}

    public func run() throws {
        for path in try Tour.render(into: tourOut) { print(path) }
    }

    /// Parses `arguments`, runs the command and exits. Errors print one line, `glass: MESSAGE`,
    /// to stderr and exit non-zero; help and `--help` print to stdout and exit 0.
    public static func main(arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = Glass.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            FileHandle.standardError.write(Data("glass: \(message)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}

/// `glass curve`: see a motion curve as CSV or as a plot.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a spring, a timing curve or the wiggle, as CSV or a PNG plot.",
        subcommands: [SpringCurveCommand.self, BezierCurveCommand.self, WiggleCurveCommand.self])
}
