import ArgumentParser
import Foundation
import GlassApps
import GlassCore
import GlassHost
import HomeScreen
import Testing

@testable import GlassCLI

/// Seeded random and mutated input, as a hostile user would give it: layout files, touch
/// scripts, app scripts and command-line numbers. Each run either works or is refused with
/// one line naming the fault; nothing traps (a trap would end the test process). The seeds
/// are fixed, so a failure replays exactly.
@MainActor
@Suite(.serialized) struct FuzzHarnessTests {
    // 1,000 mutated layout files: each imports (and repairs, and exports again) or is refused
    // with problems; the summary a person sees is one line.
    @Test func mutatedLayoutsImportOrAreRefused() {
        var random = SeededRandom(state: 0x5EED_1A70)
        let seed = String(decoding: HomeLayout.default.jsonData(), as: UTF8.self)
        var refused = 0
        for _ in 0..<1_000 {
            let text = Mutation.apply(to: seed, &random)
            do {
                let layout = try HomeLayout(json: Data(text.utf8), catalog: .default)
                let (repaired, _) = LayoutRepair.repair(layout, catalog: .default)
                #expect((try? HomeLayout(json: repaired.jsonData(), catalog: .default)) != nil)
            } catch {
                refused += 1
                #expect(!error.summary.isEmpty && !error.summary.contains("\n"))
            }
        }
        #expect(refused > 250)  // most mutations break something, and are named
    }

    // 5,000 mutated touch scripts: each replays through the home screen model or is refused with
    // its line and field.
    @Test func mutatedTouchScriptsReplayOrAreRefused() {
        var random = SeededRandom(state: 0x5EED_5C12)
        let seed = """
            {"t": 0.0, "touch": 0, "phase": "began", "x": 57, "y": 112}
            {"t": 0.6, "touch": 0, "phase": "moved", "x": 57, "y": 112}
            {"t": 0.7, "touch": 0, "phase": "moved", "x": 150, "y": 140}
            {"t": 0.8, "touch": 0, "phase": "moved", "x": 385, "y": 300}
            {"t": 1.2, "touch": 0, "phase": "ended", "x": 243, "y": 152}
            """
        for _ in 0..<5_000 {
            let text = Mutation.apply(to: seed, &random)
            do {
                let events = try TouchScript.parse(text)
                _ = Replay(layout: .default, events: events)
            } catch {
                #expect(error.description.hasPrefix("line ") && !error.description.contains("\n"), "\(error)")
            }
        }
    }

    // 60 mutated app scripts played on the catalog: each plays, or is refused naming its line.
    @Test func mutatedAppScriptsPlayOrAreRefused() throws {
        var random = SeededRandom(state: 0x5EED_A995)
        let seed = """
            {"t": 0.2, "touch": 0, "phase": "began", "x": 124, "y": 132}
            {"t": 0.25, "touch": 0, "phase": "ended", "x": 124, "y": 132}
            {"t": 0.5, "key": "tab", "modifiers": ["shift"], "phase": "down"}
            {"t": 0.6, "text": "Zoë"}
            {"t": 0.7, "pointer": "moved", "x": 120, "y": 300}
            {"t": 0.8, "scroll": {"dx": 0, "dy": -40}, "x": 200, "y": 400}
            {"t": 0.9, "pinch": 1.5, "x": 200, "y": 400, "phase": "moved"}
            """
        let device = try HostDevice("iphone-15-pro")
        for _ in 0..<60 {
            let text = Mutation.apply(to: seed, &random)
            do {
                let events = try AppScript.parse(text)
                let host = ViewHost(try GlassApps.root("catalog"), size: device.size, environment: device.environment())
                host.play(events)
                _ = host.treeJSON()
            } catch {
                #expect(error.description.hasPrefix("line ") && !error.description.contains("\n"), "\(error)")
            }
        }
    }

    // Hostile numbers in every numeric option of the commands that parse them: each is
    // accepted or refused with one line.
    @Test func hostileNumbersOnTheCommandLineAreNamed() {
        let commands: [[String]] = [
            ["curve", "spring", "--response", "#", "--damping-fraction", "0.5", "--csv"],
            ["curve", "spring", "--duration", "0.5", "--bounce", "#", "--csv"],
            ["curve", "bezier", "--points", "0,#,1,1", "--csv"],
            ["curve", "wiggle", "--index", "#", "--csv"],
            ["layout", "geometry", "--width", "#", "--height", "852"],
            ["render", "home", "--page", "#", "--out", "/tmp/x.png"],
            ["render", "home", "--time", "#", "--out", "/tmp/x.png"],
            ["dotfield", "render", "--touch", "1:#,5", "--out", "/tmp/x.png"],
            ["app", "catalog", "--size", "#x800", "--tree"],
            ["app", "catalog", "--os-version", "#", "--tree"],
        ]
        for command in commands {
            for value in Mutation.hostile {
                let arguments = command.map { $0.replacingOccurrences(of: "#", with: value) }
                do {
                    _ = try Glass.parseAsRoot(arguments)
                } catch {
                    #expect(!Glass.message(for: error).contains("\n"), "\(arguments)")
                }
            }
        }
    }
}
