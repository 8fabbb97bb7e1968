import ArgumentParser
import Dotfield
import GlassStore

/// `glass dotfield settings [KEY VALUE]`: prints the stored Dotfield settings, or changes one.
/// A bad value is refused with what is allowed, and the stored settings stay as they were; a
/// bad stored value is named, its default shown, and setting its key replaces it.
struct DotfieldSettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Print the Dotfield settings kept in the store, or set one: glass dotfield settings dotfield.size L")

    @Argument(help: "A setting's key (\(DotfieldSettings.keys.joined(separator: ", "))) and its new value.")
    var assignment: [String] = []

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        guard assignment.isEmpty || assignment.count == 2 else {
            throw CLIError(
                "give a key and a value, or nothing to print the settings; got \(assignment.count) arguments")
        }
    }

    func run() throws {
        let store = try GlassStore(path: storeOptions.path)
        var (settings, repairs) = try DotfieldStoredSettings.load(from: store)
        if assignment.count == 2 {
            let (key, value) = (assignment[0], assignment[1])
            do {
                try settings.set(key, to: value)
            } catch {
                throw CLIError(error.description)
            }
            // Only the key set is written: other stored values stay as they were.
            try store.setSetting(key, to: settings.values[key] ?? value)
            repairs.removeAll { $0.key == key }
        }
        for repair in repairs { warn("\(storeOptions.path): \(repair)") }
        for (key, value) in settings.values.sorted(by: { $0.key < $1.key }) { print("\(key) = \(value)") }
    }
}
