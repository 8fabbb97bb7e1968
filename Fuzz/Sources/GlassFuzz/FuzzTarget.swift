import Foundation
import GlassCore
import GlassHost
import HomeScreen

/// One parser under the fuzzer, with the properties that must hold for every input it is given.
/// A property that fails traps, and libFuzzer keeps the input as a crash.
enum FuzzTarget: String, CaseIterable {
    /// A layout file, as `glass layout import` reads it: refused with a one-line summary, or
    /// decoded, repaired, and exported as JSON that decodes to the same layout.
    case layout
    /// A touch script: refused naming its line, or parsed into events that `format` writes
    /// back as a script parsing to the same events.
    case touchScript = "touch-script"
    /// An app script (touches, keys, text, pointer, scroll, pinch): refused naming its line,
    /// or parsed into events whose times never decrease.
    case appScript = "app-script"

    func run(_ data: Data) {
        switch self {
        case .layout:
            do {
                let layout = try HomeLayout(json: data, catalog: .default)
                let (repaired, _) = LayoutRepair.repair(layout, catalog: .default)
                guard let again = try? HomeLayout(json: repaired.jsonData(), catalog: .default), again == repaired
                else { fatalError("a repaired layout does not survive its own export") }
            } catch {
                require(error.summary)
            }
        case .touchScript:
            do {
                let events = try TouchScript.parse(String(decoding: data, as: UTF8.self))
                guard (try? TouchScript.parse(TouchScript.format(events))) == events
                else { fatalError("a parsed touch script does not survive its own format") }
            } catch {
                require(error.description, startsWith: "line ")
            }
        case .appScript:
            do {
                let events = try AppScript.parse(String(decoding: data, as: UTF8.self))
                guard zip(events, events.dropFirst()).allSatisfy({ $0.time <= $1.time }),
                    events.allSatisfy({ $0.time.isFinite })
                else { fatalError("an app script's times decrease or are not finite") }
            } catch {
                require(error.description, startsWith: "line ")
            }
        }
    }

    /// A refusal is one non-empty line.
    private func require(_ message: String, startsWith prefix: String = "") {
        guard !message.isEmpty, !message.contains("\n"), message.hasPrefix(prefix), message.utf8.count <= 1_000 else {
            fatalError("\(rawValue): a refusal that is not one line: \(message.prefix(200))")
        }
    }
}
