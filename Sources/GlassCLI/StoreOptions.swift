import ArgumentParser
import Foundation
import GlassDatabase
import GlassStore
import HomeScreen

/// `--store PATH`: the SQLite store the window and the CLI share.
struct StoreOptions: ParsableArguments {
    @Option(help: "The store file (default: $XDG_DATA_HOME/glasskit/store.sqlite).")
    var store: String?

    var path: String { store ?? StoreLocation.defaultPath() }

    /// Opens the store and loads its layout (a new store starts with the default layout);
    /// relocations made while loading are reported on stderr.
    func open() throws -> (store: GlassStore, layout: HomeLayout) {
        let store = try GlassStore(path: path)
        let loaded = try store.loadLayout(seed: .default, catalog: .default)
        if store.foundEmptyFile { warn("\(path) was an empty file: it now holds the default layout") }
        for note in loaded.relocations { warn("\(path): \(note)") }
        return (store, loaded.layout)
    }
}

/// A note for the user on stderr, which never mixes with JSON on stdout.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("glass: note: \(message)\n".utf8))
}

/// The bytes of `path`, or an error that names the file and says what is wrong with it.
func readFile(_ path: String, what: String) throws -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError("cannot read \(what) '\(path)': there is no such file")
    }
    guard !isDirectory.boolValue else { throw CLIError("cannot read \(what) '\(path)': it is a directory, not a file") }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CLIError("cannot read \(what) '\(path)': it is not readable (check its permissions)")
    }
    return data
}

/// Pretty JSON with sorted keys, so outputs diff cleanly.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}
