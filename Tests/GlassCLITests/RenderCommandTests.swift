import ArgumentParser
import Foundation
import GlassCore
import GlassRaster
import HomeScreen
import Testing

@testable import GlassCLI

@Suite struct RenderCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-render-\(UUID().uuidString)").path

    @Test func rejectsBadArgumentsByName() {
        let out = ["--out", folder + "/x.png"]
        #expect(
            glassFailure(["render", "home", "--scale", "4"] + out)?.contains("--scale must be in 1.0...3.0, got 4.0")
                == true)
        #expect(
            glassFailure(["render", "home", "--page", "0"] + out)?.contains("--page must be in 1...15, got 0") == true)
        #expect(
            glassFailure(["render", "home", "--dynamic-type", "huge"] + out)?.contains(
                "--dynamic-type: unknown Dynamic Type size 'huge'") == true)
        #expect(glassFailure(["render", "home", "--time", "-1"] + out)?.contains("--time") == true)
        #expect(
            glassFailure(["render", "home", "--wallpaper", "plaid"] + out)?.contains("--wallpaper must be one of")
                == true)
        #expect(
            glassFailure(["render", "home", "--wallpaper", folder + "/missing.png"] + out)?.contains("missing.png")
                == true)
        #expect(
            glassFailure(["render", "replay", "nope.jsonl", "--fps", "0", "--out", folder])?.contains(
                "--fps must be in 1.0...240.0") == true)
        #expect(
            glassFailure(["render", "replay", "/tmp", "--out", folder])
                == "cannot read script '/tmp': it is a directory, not a file")
        #expect(
            glassFailure(["render", "replay", folder + "/none.jsonl", "--out", folder])
                == "cannot read script '\(folder)/none.jsonl': there is no such file")
    }

    // A script that runs a million seconds would plan 60 million frames: refused up front, with
    // the count and what to change.
    @Test func aReplayOfTooManyFramesIsRefused() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/long.jsonl"
        try Data(TouchScript.format([TouchEvent(time: 1_000_000, phase: .began, location: Point(x: 10, y: 10))]).utf8)
            .write(to: URL(fileURLWithPath: script))
        #expect(
            glassFailure(["render", "replay", script, "--out", folder + "/frames"])
                == "the script runs 1e+06 s: at 60 fps that is 60000121 frames, more than 108000; lower --fps or shorten the script"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/frames"))  // refused before anything is written
    }

    @Test func aPageBeyondTheLayoutIsAnError() throws {
        let layout = folder + "/layout.json"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HomeLayout.default.jsonData().write(to: URL(fileURLWithPath: layout))
        let message = glassFailure([
            "render", "home", "--layout", layout, "--page", "5", "--scale", "1", "--out", folder + "/x.png",
        ])
        #expect(message == "--page must be in 1...2, the layout's pages, got 5")
    }

    @Test func rendersTheRequestedPageAtTheRequestedScale() throws {
        let layout = folder + "/layout.json", out = folder + "/page2.png"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HomeLayout.default.jsonData().write(to: URL(fileURLWithPath: layout))
        var command = try Glass.parseAsRoot([
            "render", "home", "--layout", layout, "--page", "2", "--scale", "1",
            "--wallpaper", "white", "--out", out,
        ])
        try command.run()
        let picture = try Bitmap(pngFile: out)
        #expect(picture.width == 393 && picture.height == 852)
        // Page 2 has ten apps: Find My's green glass ends the first row; the third row holds
        // Dotfield and Horizon, and is wallpaper after them.
        let geometry = HomeGeometry.iPhone15Pro
        func pixel(_ p: Point) -> UInt32 { picture.pixels[Int(p.y) * picture.width + Int(p.x)] }
        let findMy = geometry.iconFrame(slot: 3)
        #expect(pixel(Point(x: findMy.minX + 5, y: findMy.midY)) != 0xFFFF_FFFF)
        #expect(pixel(geometry.iconFrame(slot: 9).center) != 0xFFFF_FFFF)
        #expect(pixel(geometry.iconFrame(slot: 10).center) == 0xFFFF_FFFF)
    }

    @Test func aReplayRendersEveryFrame() throws {
        let script = folder + "/tap.jsonl", out = folder + "/frames"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tap = [
            TouchEvent(time: 0, phase: .began, location: Point(x: 200, y: 650)),
            TouchEvent(time: 0.1, phase: .ended, location: Point(x: 200, y: 650)),
        ]
        try TouchScript.format(tap).write(toFile: script, atomically: true, encoding: .utf8)
        var command = try Glass.parseAsRoot([
            "render", "replay", script, "--fps", "10", "--scale", "1",
            "--layout", folder + "/none.json", "--out", out,
        ])
        #expect(throws: CLIError.self) { try command.run() }
        try HomeLayout.default.jsonData().write(to: URL(fileURLWithPath: folder + "/layout.json"))
        command = try Glass.parseAsRoot([
            "render", "replay", script, "--fps", "10", "--scale", "1",
            "--layout", folder + "/layout.json", "--out", out,
        ])
        try command.run()
        let frames = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        // From t = 0 to 0.1 + 2 s of settling at 10 fps: 22 frames.
        #expect(frames.count == 22 && frames.first == "frame-0000.png" && frames.last == "frame-0021.png")
    }
}
