import ArgumentParser
import Foundation
import GlassMotion
import Scenes
import Testing

@testable import GlassCLI

@Suite struct CurveCommandTests {
    /// The one-line message `glass` prints for `arguments`, or nil when they parse and validate.
    func failure(_ arguments: [String]) -> String? {
        do {
            _ = try Glass.parseAsRoot(arguments)
            return nil
        } catch {
            #expect(Glass.exitCode(for: error) != .success)
            return Glass.message(for: error)
        }
    }

    @Test(arguments: [
        (["--response", "0", "--damping-fraction", "0.5"], "--response must be in 0.001...1000.0, got 0.0"),
        (["--response", "nan", "--damping-fraction", "0.5"], "--response must be in 0.001...1000.0, got nan"),
        (["--response", "-1", "--damping-fraction", "0.5"], "--response must be in 0.001...1000.0, got -1.0"),
        (["--response", "1e308", "--damping-fraction", "0.5"], "--response must be in 0.001...1000.0, got 1e+308"),
        (["--response", "0.5", "--damping-fraction", "-0.1"], "--damping-fraction must be in 0.0...100.0, got -0.1"),
        (["--duration", "0.5", "--bounce", "-1"], "--bounce must be in -1 < bounce ≤ 1, got -1.0"),
        (["--duration", "0.5", "--bounce", "1.5"], "--bounce must be in -1 < bounce ≤ 1, got 1.5"),
        (
            ["--response", "0.5", "--bounce", "0.2"],
            "give either --response and --damping-fraction, or --duration and --bounce"
        ),
        (["--response", "0.5", "--damping-fraction", "0"], "an undamped spring never settles: give --span"),
        (
            ["--response", "0.5", "--damping-fraction", "0.5", "--samples", "0"],
            "--samples must be in 1...100000, got 0"
        ),
        (
            ["--response", "0.5", "--damping-fraction", "0.5", "--span", "inf"],
            "--span must be in 0.001...100000.0, got inf"
        ),
        (
            ["--response", "0.5", "--damping-fraction", "0.5", "--initial-velocity", "nan"],
            "--initial-velocity must be in -1000000.0...1000000.0, got nan"
        ),
    ])
    func springArgumentsAreChecked(arguments: [String], message: String) {
        #expect(failure(["curve", "spring"] + arguments + ["--csv"]) == message)
    }

    // Every numeric option of every curve, given huge, tiny, negative, zero and non-finite
    // values, either makes its curve or is refused by name; none traps. (1e308 as a response
    // once passed validation and crashed; 21 cases did.)
    @Test func extremeValuesAreRefusedOrWork() throws {
        let extremes = ["1e308", "-1e308", "1e-308", "0", "-1", "nan", "inf", "4.9e-324", "123456789"]
        let base: [String: [String]] = [
            "--response": ["--damping-fraction", "0.5"], "--damping-fraction": ["--response", "0.5"],
            "--duration": ["--bounce", "0.2"], "--bounce": ["--duration", "0.5"],
            "--initial-velocity": ["--response", "0.5", "--damping-fraction", "0.5"],
            "--span": ["--response", "0.5", "--damping-fraction", "0.5"],
            "--samples": ["--response", "0.5", "--damping-fraction", "0.5"],
        ]
        for (option, rest) in base.sorted(by: { $0.key < $1.key }) {
            for value in extremes where !(option == "--samples" && value.contains("e")) {
                let arguments = ["curve", "spring", option, value] + rest + ["--csv"]
                if let message = failure(arguments) {
                    #expect(
                        message.contains(option) || message.contains("to settle") || message.contains("never settles"),
                        "\(arguments): \(message)")
                } else {
                    let command = try #require(try Glass.parseAsRoot(arguments) as? SpringCurveCommand)
                    let rows = command.series().csv.split(separator: "\n").dropFirst()
                    #expect(rows.allSatisfy { !$0.contains("nan") && !$0.contains("inf") }, "\(arguments)")
                }
            }
        }
        for points in ["0,1e308,1,1", "0.5,-1e308,0.5,0", "0,0,1,nan", "1e-308,0,1,1"] {
            let arguments = ["curve", "bezier", "--points", points, "--csv"]
            if let message = failure(arguments) { #expect(message.hasPrefix("--points"), "\(points): \(message)") }
        }
    }

    @Test func exactlyOneOutputIsRequired() {
        let spring = ["curve", "spring", "--response", "0.5", "--damping-fraction", "0.5"]
        #expect(failure(spring) == "choose exactly one output: --csv or --png FILE")
        #expect(failure(spring + ["--csv", "--png", "x.png"]) == "choose exactly one output: --csv or --png FILE")
        #expect(failure(spring + ["--csv"]) == nil)
    }

    @Test func springCSVHasAHeaderAndNPlusOneRows() throws {
        let command = try #require(
            try Glass.parseAsRoot([
                "curve", "spring", "--response", "0.3", "--damping-fraction", "0.8",
                "--initial-velocity", "2", "--samples", "10", "--span", "1", "--csv",
            ]) as? SpringCurveCommand)
        let lines = command.series().csv.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[0] == "t,value,velocity")
        #expect(lines[1] == "0.0,0.0,2.0")
        let last = lines[11].split(separator: ",").compactMap { Double($0) }
        #expect(last[0] == 1 && abs(last[1] - 1) < 1e-3)
    }

    @Test func defaultSpanIsTheSettlingDuration() throws {
        let command = try #require(
            try Glass.parseAsRoot(["curve", "spring", "--duration", "0.5", "--bounce", "0.3", "--csv"])
                as? SpringCurveCommand)
        let series = command.series()
        #expect(series.rows.count == 101)
        #expect(series.rows.last?.time == command.spring.settlingDuration(from: 0, to: 1))
        #expect(series.marker?.time == series.rows.last?.time)
    }

    @Test func bezierArgumentsAreChecked() {
        #expect(
            failure(["curve", "bezier", "--points", "0.42,0,1.2,1", "--csv"])
                == "--points must be x1 and x2 in 0...1, got x1 0.42, x2 1.2")
        #expect(
            failure(["curve", "bezier", "--points", "0.42,0,1", "--csv"])
                == "--points must be four finite numbers x1,y1,x2,y2, got '0.42,0,1'")
        #expect(
            failure(["curve", "bezier", "--named", "bouncy", "--csv"])?.hasPrefix(
                "--named must be one of linear, easeIn") == true)
        #expect(failure(["curve", "bezier", "--named", "easeIn", "--csv"]) == nil)
    }

    @Test func pngIsWrittenAndNamed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("curve-\(UUID().uuidString).png").path
        var command = try Glass.parseAsRoot(["curve", "bezier", "--points", "0.25,0.1,0.25,1", "--png", path])
        try command.run()
        #expect(FileManager.default.fileExists(atPath: path))
        try FileManager.default.removeItem(atPath: path)
    }

    @Test func unwritablePNGNamesThePath() throws {
        var command = try Glass.parseAsRoot(["curve", "bezier", "--named", "linear", "--png", "/nonexistent/x.png"])
        #expect(throws: (any Error).self) { try command.run() }
        do { try command.run() } catch { #expect("\(error)".contains("/nonexistent/x.png")) }
    }
}

@Suite struct NegativeNumberTests {
    @Test func negativeValuesAreValuesNotFlags() throws {
        let command = try #require(
            try Glass.parseAsRoot([
                "curve", "spring", "--duration", "0.5", "--bounce", "-0.5",
                "--initial-velocity", "-3", "--csv",
            ]) as? SpringCurveCommand)
        #expect(command.bounce == -0.5 && command.initialVelocity == -3)
        #expect(abs(command.spring.dampingFraction - 2) < 1e-12)
    }
}
