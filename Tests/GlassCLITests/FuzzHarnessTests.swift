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
    /// xorshift64*: small, fast and the same on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    }

    /// Values that broke parsers before: huge, tiny, negative, non-finite, not numbers at all.
    static let hostile = [
        "1e308", "-1e308", "1e-320", "-0", "9223372036854775807", "9223372036854775808", "-1", "0",
        "1e999", "NaN", "\"x\"", "null", "true", "[]", "{}", "\"\\u0000\"", "0.1e", "--", ",", "}", "]",
    ]

    /// `seed` changed in a few random ways: bytes flipped, cut, repeated, or a hostile value
    /// put in place of a number or a string.
    static func mutate(_ seed: String, _ random: inout Random) -> String {
        var bytes = Array(seed.utf8)
        for _ in 0..<(1 + random.below(3)) {
            guard !bytes.isEmpty else { break }
            let at = random.below(bytes.count)
            switch random.below(5) {
            case 0: bytes[at] = UInt8(random.below(256))
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(12)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + random.below(40))], at: at)
            case 3:
                // Replace a whole value (what follows a ':') with a hostile one.
                let starts = bytes.indices.filter { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: ":") }.map { $0 + 1 }
                    .filter { $0 < bytes.count }
                guard !starts.isEmpty else { continue }
                let start = starts[random.below(starts.count)]
                var end = start
                while end < bytes.count, !",}]\n".utf8.contains(bytes[end]) { end += 1 }
                bytes.replaceSubrange(start..<end, with: Array(hostile[random.below(hostile.count)].utf8))
            default: bytes = Array(bytes.prefix(at))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // 1,000 mutated layout files: each imports (and repairs, and exports again) or is refused
    // with problems; the summary a person sees is one line.
    @Test func mutatedLayoutsImportOrAreRefused() {
        var random = Random(state: 0x5EED_1A70)
        let seed = String(decoding: HomeLayout.default.jsonData(), as: UTF8.self)
        var refused = 0
        for _ in 0..<1_000 {
            let text = Self.mutate(seed, &random)
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
        var random = Random(state: 0x5EED_5C12)
        let seed = """
            {"t": 0.0, "touch": 0, "phase": "began", "x": 57, "y": 112}
            {"t": 0.6, "touch": 0, "phase": "moved", "x": 57, "y": 112}
            {"t": 0.7, "touch": 0, "phase": "moved", "x": 150, "y": 140}
            {"t": 0.8, "touch": 0, "phase": "moved", "x": 385, "y": 300}
            {"t": 1.2, "touch": 0, "phase": "ended", "x": 243, "y": 152}
            """
        for _ in 0..<5_000 {
            let text = Self.mutate(seed, &random)
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
        var random = Random(state: 0x5EED_A995)
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
            let text = Self.mutate(seed, &random)
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
            for value in Self.hostile {
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
