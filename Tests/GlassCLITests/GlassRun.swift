import ArgumentParser
import Foundation

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

/// Runs `glass` with `arguments` in this process: the message and the exit status of its
/// failure, or nil when the command succeeds.
func glassFailureWithStatus(_ arguments: [String]) -> (message: String, status: Int32)? {
    do {
        var command = try Glass.parseAsRoot(arguments)
        try command.run()
        return nil
    } catch {
        return (Glass.message(for: error), (error as? CLIError)?.status ?? -1)
    }
}

/// A new folder under the temporary directory, for one test's files.
struct ScratchFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glass-test-\(UUID().uuidString)").path

    /// Writes `data` to the file `name` in the folder, making the folder first; its path.
    func write(_ data: Data, to name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let file = path + "/" + name
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    func write(_ text: String, to name: String) throws -> String { try write(Data(text.utf8), to: name) }
}
