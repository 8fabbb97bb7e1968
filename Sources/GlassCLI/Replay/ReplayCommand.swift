import ArgumentParser
import Foundation
import GlassCore
import GlassStore
import HomeScreen

/// `glass replay`: a touch script through the home screen model, as JSON.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Feed a JSON Lines touch script to the home screen model and print the result as JSON.",
        discussion: """
            Starts from the stored layout (or --layout FILE) and prints one JSON object: `layout` \
            (as `layout export`), `haptics` and `announcements`, each with its time `t` in seconds. \
            The store changes only with --save, one transaction per committed change.
            """)

    @Argument(help: "The script: one {\"t\", \"touch\", \"phase\", \"x\", \"y\"} object a line.")
    var script: String

    @Option(help: "Start from this layout JSON file instead of the store.")
    var layout: String?

    @Flag(help: "Write each committed change to the store.")
    var save = false

    @OptionGroup var storeOptions: StoreOptions

    struct Output: Encodable {
        struct Haptic: Encodable {
            var t: Double
            var kind: String
            var reason: String
        }

        struct Spoken: Encodable {
            var t: Double
            var text: String
        }

        var layout: LayoutDocument
        var haptics: [Haptic]
        var announcements: [Spoken]
    }

    func validate() throws {
        if layout != nil && (save || storeOptions.store != nil) {
            throw CLIError("--layout replaces the store: it cannot be combined with --store or --save")
        }
    }

    func run() throws {
        let text = String(decoding: try readFile(script, what: "script"), as: UTF8.self)
        let events: [TouchEvent]
        do {
            events = try TouchScript.parse(text)
        } catch {
            throw CLIError("\(script): \(error)")
        }
        let replay: Replay
        if let layout {
            do {
                replay = Replay(
                    layout: try HomeLayout(json: try readFile(layout, what: "layout file"), catalog: .default),
                    events: events)
            } catch let error as LayoutImportError {
                throw CLIError("\(layout): " + error.summary)
            }
        } else {
            let (store, stored) = try storeOptions.open()
            replay = Replay(layout: stored, events: events)
            if save {
                for change in replay.commits { try store.saveLayout(change.layout) }
            }
        }
        try printJSON(
            Output(
                layout: replay.state.layout.document,
                haptics: replay.haptics.map {
                    Output.Haptic(t: $0.time, kind: $0.kind.rawValue, reason: $0.reason.rawValue)
                },
                announcements: replay.announcements.map { Output.Spoken(t: $0.time, text: $0.text) }))
    }
}
