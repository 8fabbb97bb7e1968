@testable import GlassCLI

/// Runs `glass` with `arguments` in this process: the one-line message it would print for
/// the failure, or nil when the command succeeds.
func glassFailure(_ arguments: [String]) -> String? {
    do {
        var command = try Glass.parseAsRoot(arguments)
        try command.run()
        return nil
    } catch {
        return Glass.message(for: error)
    }
}
