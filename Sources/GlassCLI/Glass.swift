import ArgumentParser
import Foundation

/// `glass`: GlassKit's command line. Bare `glass` runs the main job.
public struct Glass: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "glass",
        abstract: "GlassKit: Apple's Liquid Glass home screen, drawn on Linux.",
        discussion:
            "Without a subcommand, glass runs the main job (`glass window`): the home screen in a window, or the tour as PNG files when there is no display.",
        subcommands: [
            WindowCommand.self, AppCommand.self, CurveCommand.self, LayoutCommand.self, ReplayCommand.self,
            RenderCommand.self, AuditCommand.self, DotfieldCommand.self,
        ],
        defaultSubcommand: WindowCommand.self)

    public init() {}

    /// Parses `arguments`, runs the command and exits. Errors print one line, `glass: MESSAGE`,
    /// to stderr and exit non-zero; help and `--help` print to stdout and exit 0.
    public static func main(arguments: [String]) -> Never {
        WindowCommand.launchedAt = ProcessInfo.processInfo.systemUptime
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = Glass.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            FileHandle.standardError.write(Data("glass: \(message)\n".utf8))
            Foundation.exit((error as? CLIError)?.status ?? code.rawValue)
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
