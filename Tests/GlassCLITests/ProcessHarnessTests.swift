import Foundation
import GRDB
import HomeScreen
import Testing

/// `glass` run as a user runs it, one process a command, against hostile input: damaged store
/// files, mutated layouts and scripts that try to change a store, and hostile numbers on the
/// command line. Each run must exit by itself within `timeLimit`: with 0, or with a non-zero
/// status and exactly one line on stderr, never by a signal. A command that fails must leave
/// the store's layout and settings as they were. The seeds are fixed, so a failure replays exactly.
@Suite(.serialized) struct ProcessHarnessTests {
    /// The longest a command may run, in this debug build; the slowest here, a home screen
    /// drawn at 1×, takes about 1 s.
    static let timeLimit: TimeInterval = 5

    struct Run {
        var arguments: [String]
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var standardOutput: String
        var standardError: String

        /// Exit 0, or a non-zero status with one line on stderr; never a signal or the time limit.
        var isClean: Bool {
            !signalled && !timedOut
                && (status == 0
                    || (standardError.hasPrefix("glass: ") && standardError.filter { $0 == "\n" }.count == 1))
        }
    }

    let scratch = ScratchFolder()
    var store: String { scratch.path + "/store.sqlite" }

    /// The `glass` built beside this test bundle (the test target depends on it).
    static let binary: String = {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = Bundle.main.bundleURL.deletingLastPathComponent()
        return [here, beside].map { $0.appendingPathComponent("glass").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "glass not built"
    }()

    /// Runs `glass arguments` as a process, its output going to files so no pipe can fill.
    func glass(_ arguments: [String]) throws -> Run {
        let name = "run-\(UUID().uuidString)"
        let output = try scratch.write(Data(), to: name + ".out"), errors = try scratch.write(Data(), to: name + ".err")
        defer { _ = try? FileManager.default.removeItem(atPath: output) }
        defer { _ = try? FileManager.default.removeItem(atPath: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        // A home of its own, no backtracer, and the sanitizers' options of `make sanitize`.
        let sanitizers = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
        process.environment = sanitizers.merging(
            ["HOME": scratch.path, "XDG_DATA_HOME": scratch.path, "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        try process.run()
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        return Run(
            arguments: arguments, status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            standardOutput: try String(contentsOfFile: output, encoding: .utf8),
            standardError: try String(contentsOfFile: errors, encoding: .utf8))
    }

    /// The store's layout as `glass layout export` prints it.
    func export(_ path: String) throws -> String {
        let run = try glass(["layout", "export", "--store", path])
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput
    }

    /// What the store holds: its layout, and its Dotfield settings as `glass dotfield settings` prints them.
    func contents(_ path: String) throws -> String {
        try export(path) + glass(["dotfield", "settings", "--store", path]).standardOutput
    }

    @Test func theBinaryIsThere() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "\(Self.binary)")
    }

    // A store whose layout is not the default (the dock reversed), then 100 mutated layout
    // files imported into it, 40 mutated touch scripts replayed with --save, and hostile
    // Dotfield settings. A command that fails leaves the export exactly as it was; one that
    // succeeds becomes the new reference.
    @Test func failedCommandsLeaveTheStoreAsItWas() throws {
        var layout = HomeLayout.default
        layout.dock.reverse()
        let seed = String(decoding: layout.jsonData(), as: UTF8.self)
        #expect(
            try glass(["layout", "import", try scratch.write(seed, to: "start.json"), "--store", store]).status == 0)
        var reference = try contents(store)
        #expect(
            reference.contains("com.apple.Music")
                && reference != String(decoding: HomeLayout.default.jsonData(), as: UTF8.self))

        var random = SeededRandom(state: 0x5EED_0E1E)
        var commands: [[String]] = []
        for index in 0..<100 {
            let file = try scratch.write(Mutation.apply(to: seed, &random), to: "layout-\(index).json")
            commands.append(["layout", "import", file, "--store", store])
        }
        let script = """
            {"t": 0.0, "touch": 0, "phase": "began", "x": 57, "y": 112}
            {"t": 0.6, "touch": 0, "phase": "moved", "x": 57, "y": 112}
            {"t": 0.8, "touch": 0, "phase": "moved", "x": 385, "y": 300}
            {"t": 1.2, "touch": 0, "phase": "ended", "x": 243, "y": 152}
            """
        for index in 0..<40 {
            let file = try scratch.write(Mutation.apply(to: script, &random), to: "script-\(index).jsonl")
            commands.append(["replay", file, "--store", store, "--save"])
        }
        for value in Mutation.hostile {
            commands.append(["dotfield", "settings", "dotfield.radius", value, "--store", store])
        }
        var failed = 0
        for command in commands {
            let run = try glass(command)
            #expect(run.isClean, "\(command): status \(run.status), stderr \(run.standardError)")
            let now = try contents(store)
            if run.status == 0 {
                reference = now
            } else {
                failed += 1
                #expect(now == reference, "\(command) failed and changed the store: \(run.standardError)")
            }
        }
        #expect(failed > 70)  // most mutations are refused, and those are the runs that matter here
    }

    // Store files damaged as a disk, a crash or another program could leave them: rows of the
    // wrong type, truncated files, flipped bytes, and files that are not SQLite at all. Each is
    // read or named on one line and kept aside whole; the next run starts from the default layout.
    @Test func damagedStoreFilesAreNamedAndKeptAside() throws {
        let pristine = scratch.path + "/pristine.sqlite"
        _ = try export(pristine)
        let original = try Data(contentsOf: URL(fileURLWithPath: pristine))
        var damaged: [(String, Data)] = []
        for (index, damage) in [
            "UPDATE placement SET page = 'two' WHERE rowid = (SELECT MIN(rowid) FROM placement WHERE page IS NOT NULL)",
            "UPDATE placement SET app = x'00ff' WHERE rowid = (SELECT MIN(rowid) FROM placement)",
            "UPDATE placement SET position = 9223372036854775807 WHERE rowid = (SELECT MAX(rowid) FROM placement)",
            "UPDATE placement SET position = -1e300",
            "UPDATE folder SET page = 'x'",
            "UPDATE folder SET name = x'0a0d00'",
            "UPDATE folder SET id = 9223372036854775807",
            "INSERT INTO setting VALUES ('dotfield.size', x'ff')",
            "INSERT INTO setting VALUES ('window.page', '1e308')",
            "DELETE FROM placement WHERE rowid % 2 = 0",
            "DROP TABLE folder",
            "INSERT INTO grdb_migrations VALUES ('v9-future')",
        ].enumerated() {
            let path = scratch.path + "/typed-\(index).sqlite"
            try original.write(to: URL(fileURLWithPath: path))
            let queue = try DatabaseQueue(path: path)
            try queue.write { try $0.execute(sql: damage) }
            try queue.close()
            damaged.append((damage, try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        var random = SeededRandom(state: 0x5EED_D15C)
        for _ in 0..<40 {
            var bytes = [UInt8](original)
            for _ in 0..<(1 + random.below(8)) { bytes[random.below(bytes.count)] = UInt8(random.below(256)) }
            damaged.append(("flipped bytes", Data(bytes)))
        }
        for length in [0, 1, 99, 100, 4_096, original.count / 2, original.count - 1] {
            damaged.append(("cut to \(length) bytes", original.prefix(length)))
        }
        damaged.append(("text", Data("not a database\n".utf8)))

        for (index, (what, data)) in damaged.enumerated() {
            let path = try scratch.write(data, to: "damaged-\(index).sqlite")
            let run = try glass(["layout", "export", "--store", path])
            #expect(run.isClean, "\(what): status \(run.status), stderr \(run.standardError)")
            if run.status == 0 {
                #expect(run.standardOutput.hasPrefix("{"), "\(what)")
                continue
            }
            // Named, and kept aside byte for byte where the message says, so that the next run
            // starts afresh; or, for a store of a newer GlassKit, left untouched.
            guard let quote = run.standardError.range(of: "moved aside to '") else {
                #expect(run.standardError.contains("newer GlassKit"), "\(what): \(run.standardError)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data, "\(what)")
                continue
            }
            let aside = String(run.standardError[quote.upperBound...].prefix { $0 != "'" })
            #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == data, "\(what)")
            let again = try glass(["layout", "export", "--store", path])
            #expect(again.status == 0, "\(what): the next run: \(again.standardError)")
        }
    }

    // Hostile numbers in every numeric option, each command a process of its own: each works
    // or is refused on one line, and none runs past the time limit.
    @Test func hostileNumbersOnTheCommandLineNeverHangOrCrash() throws {
        let out = scratch.path + "/out.png"
        let commands: [[String]] = [
            ["curve", "spring", "--response", "#", "--damping-fraction", "0.5", "--png", out],
            ["curve", "spring", "--duration", "0.5", "--bounce", "#", "--csv"],
            ["curve", "bezier", "--points", "0,#,1,1", "--samples", "100000", "--png", out],
            ["curve", "wiggle", "--index", "#", "--csv"],
            ["layout", "geometry", "--width", "#", "--height", "852"],
            ["render", "home", "--page", "#", "--scale", "1", "--out", out, "--store", store],
            ["render", "home", "--time", "#", "--scale", "1", "--out", out, "--store", store],
            ["dotfield", "render", "--touch", "1:#,5", "--out", out],
            ["app", "catalog", "--size", "#x800", "--tree"],
            ["app", "catalog", "--time", "#", "--tree"],
        ]
        for command in commands {
            for value in ["1e308", "-1e308", "1e-320", "9223372036854775808", "NaN", "-0", "1e999"] {
                let arguments = command.map { $0.replacingOccurrences(of: "#", with: value) }
                let run = try glass(arguments)
                #expect(run.isClean, "\(arguments): status \(run.status), stderr \(run.standardError)")
            }
        }
    }
}
