import ArgumentParser
import Foundation
import GlassCore
import GlassStore
import HomeScreen
import Testing

@testable import GlassCLI

@Suite struct ReplayTests {
    /// Long-press the first icon, drag it into the third slot's cell below its folder zone, rest
    /// there past the 0.15 s reorder delay, release.
    var moveScript: [TouchEvent] {
        var events = [
            TouchEvent(time: 0, phase: .began, location: Point(x: 57, y: 112)),
            TouchEvent(time: 0.6, phase: .moved, location: Point(x: 57, y: 112)),
        ]
        for step in 1...24 {
            events.append(
                TouchEvent(
                    time: 0.6 + Double(step) * 0.01, phase: .moved,
                    location: Point(x: 57 + Double(step) * 7.75, y: 112 + 40)))
        }
        events.append(TouchEvent(time: 0.9, phase: .moved, location: Point(x: 243, y: 152)))
        events.append(TouchEvent(time: 1.2, phase: .ended, location: Point(x: 243, y: 152)))
        return events
    }

    @Test func aLongPressEmitsTheSpecsTwoMediumImpacts() {
        let replay = Replay(
            layout: .default,
            events: [
                TouchEvent(time: 0, phase: .began, location: Point(x: 57, y: 112)),
                TouchEvent(time: 0.7, phase: .ended, location: Point(x: 57, y: 112)),
            ])
        #expect(replay.haptics.prefix(2).map(\.reason) == [.longPressStart, .enterEditMode])
        #expect(replay.haptics.prefix(2).map(\.time) == [0, 0.5])
        #expect(replay.state.isEditing)
    }

    @Test func aDragCommitsOnceAndLosesNothing() {
        let replay = Replay(layout: .default, events: moveScript)
        #expect(replay.commits.count == 1)
        #expect(
            replay.state.layout.pages[0].prefix(3).map(\.id) == [
                .app("com.apple.mobileslideshow"), .app("com.apple.camera"), .app("com.apple.mobilecal"),
            ])
        #expect(Set(replay.state.layout.allApps) == Set(HomeLayout.default.allApps))
    }

    @Test func theStoreChangesOnlyWithSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-replay-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/move.jsonl", store = folder + "/store.sqlite"
        try TouchScript.format(moveScript).write(toFile: script, atomically: true, encoding: .utf8)

        var dryRun = try Glass.parseAsRoot(["replay", script, "--store", store])
        try dryRun.run()
        #expect(try GlassStore(path: store).loadLayout(seed: .default, catalog: .default).layout == .default)

        var saving = try Glass.parseAsRoot(["replay", script, "--store", store, "--save"])
        try saving.run()
        let expected = Replay(layout: .default, events: moveScript)
        #expect(
            try GlassStore(path: store).loadLayout(seed: .default, catalog: .default).layout == expected.state.layout)
    }

    @Test func aBadScriptNamesItsLineAndField() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-replay-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/bad.jsonl"
        try
            "{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"x\": 1, \"y\": 2}\n{\"t\": 1, \"touch\": 0, \"phase\": \"up\", \"x\": 1, \"y\": 2}\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        var replay = try Glass.parseAsRoot(["replay", script, "--layout", script])
        do {
            try replay.run()
            Issue.record("a bad script replayed")
        } catch {
            #expect("\(error)".contains("line 2") && "\(error)".contains("phase"))
        }
    }

    @Test func layoutAndSaveDoNotMix() {
        #expect(throws: (any Error).self) {
            try Glass.parseAsRoot(["replay", "s.jsonl", "--layout", "l.json", "--save"])
        }
    }
}
