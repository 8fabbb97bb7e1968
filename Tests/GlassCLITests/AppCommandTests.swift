import Foundation
import GlassApps
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import Testing

@testable import GlassCLI

/// `glass app`: bad input named on one line with status 2, pictures, and the element tree and
/// events it prints (through `ViewHost`, which prints exactly what the command does).
@MainActor
@Suite(.serialized) struct AppCommandTests {
    let scratch = ScratchFolder()
    var folder: String { scratch.path }

    func failure(_ arguments: [String]) -> (message: String, status: Int32)? { glassFailureWithStatus(arguments) }

    // Each fault of the issue's list, and a few more, is one line naming it, with status 2.
    @Test func badInputIsNamedWithStatus2() throws {
        let badLine = try scratch.write(#"{"t": 0.1, "touch": 0, "phase": "began", "x": 10}"# + "\n", to: "bad.jsonl")
        let badKey = try scratch.write(#"{"t": 0.1, "key": "hyper"}"# + "\n", to: "key.jsonl")
        // Found by `make fuzz`: the value a message names is quoted with escapes, on one line.
        let textTime = try scratch.write(#"{"t": "\u00e9\n\"quoted\""}"# + "\n", to: "time.jsonl")
        let badDrop = try scratch.write(#"{"t": 0.1, "drop": "a.png", "x": 1, "y": 2}"# + "\n", to: "drop.jsonl")
        let backwards = try scratch.write(
            #"{"t": 1, "text": "a"}"# + "\n" + #"{"t": 0.5, "text": "b"}"# + "\n", to: "back.jsonl")
        let cases: [([String], String)] = [
            (["app", "nope", "--tree"], "unknown app 'nope': expected one of catalog, stories, dotfield"),
            (["app", "catalog", "--device", "pixel", "--tree"], "unknown device 'pixel'"),
            (
                ["app", "catalog", "--size", "50x50", "--tree"],
                "--size must be between 100×100 and 8192×8192 points, got 50x50"
            ),
            (
                ["app", "catalog", "--size", "9000x800", "--tree"],
                "--size must be between 100×100 and 8192×8192 points, got 9000x800"
            ),
            (["app", "catalog", "--size", "wide", "--tree"], "--size must be WxH in points, got wide"),
            (["app", "catalog", "--script", badLine, "--tree"], "bad.jsonl: line 1:"),
            (["app", "catalog", "--script", badKey, "--tree"], "line 1: unknown key 'hyper'"),
            (
                ["app", "catalog", "--script", textTime, "--tree"],
                #"line 1: field 't' must be a finite number, got 'é\n"quoted"'"#
            ),
            (["app", "catalog", "--script", backwards, "--tree"], "line 2: field 't' must not decrease"),
            (["app", "catalog", "--script", badDrop, "--tree"], "line 1: field 'drop' must be a list of file paths"),
            (["app", "catalog", "--script", folder + "/none.jsonl", "--tree"], "cannot read script"),
            (["app", "catalog", "--tree", "--events"], "choose exactly one of --png FILE, --tree or --events"),
            (["app", "catalog", "--time", "-1", "--tree"], "--time must be a finite number ≥ 0, got -1.0"),
            (["app", "catalog", "--scale", "-2", "--png", "x.png"], "--scale must be in (0, 4], got -2.0"),
            (["app", "catalog", "--os-version", "-3", "--tree"], "--os-version must be in 17...26, got -3"),
            (["app", "catalog", "--dynamic-type", "huge", "--tree"], "unknown Dynamic Type size 'huge'"),
        ]
        for (arguments, expected) in cases {
            let result = failure(arguments)
            #expect(
                result?.message.contains(expected) == true,
                "\(arguments): \(result?.message ?? "no failure") \(result?.status ?? 0)")
            #expect(result?.status == 2, "\(arguments)")
            #expect(result?.message.contains("\n") == false)
        }
    }

    // --png draws the device's screen at the scale asked for: 393 × 852 pt at 1×, and an iPad
    // held on its side across.
    @Test func aPictureIsTheDevicesScreen() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let out = folder + "/catalog.png"
        #expect(failure(["app", "catalog", "--scale", "1", "--png", out]) == nil)
        let picture = try Bitmap(pngFile: out)
        #expect(picture.width == 393 && picture.height == 852)
        #expect(
            failure(["app", "catalog", "--device", "ipad-pro-13-m4", "--landscape", "--scale", "1", "--png", out])
                == nil)
        let landscape = try Bitmap(pngFile: out)
        #expect(landscape.width == 1376 && landscape.height == 1032)  // the 13-inch iPad Pro (M4) on its side
    }

    // --reduce-transparency and --increase-contrast reach the app: the catalog's glass tab bar
    // is drawn otherwise (opaque; frosted with a border), and each differently.
    @Test func theAccessibilityFlagsReachTheApp() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var pictures: [[UInt32]] = []
        for flags in [[], ["--reduce-transparency"], ["--increase-contrast"]] {
            let out = folder + "/flags.png"
            #expect(failure(["app", "catalog", "--scale", "1", "--png", out] + flags) == nil)
            pictures.append(try Bitmap(pngFile: out).pixels)
        }
        #expect(pictures[0] != pictures[1] && pictures[0] != pictures[2] && pictures[1] != pictures[2])
    }

    // A picture the app asks for that is missing shows as a placeholder in the output, which
    // is still written, and fails the command with status 2 and a line naming the picture.
    @Test func aMissingPictureFailsWithStatus2() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let out = folder + "/missing.png", name = "cover-\(UUID().uuidString)"
        let root = AnyView(
            VStack {
                Text("Album")
                Image(name)
            })
        do {
            try AppCommand.run(
                root, size: Size(width: 200, height: 200), environment: EnvironmentValues(), script: [], time: nil,
                output: .png(out, scale: 1))
            Issue.record("a missing picture passed")
        } catch let error as CLIError {
            #expect(error.status == 2)
            #expect(error.description.hasPrefix("image '\(name)': not found"))
        }
        #expect(FileManager.default.fileExists(atPath: out))
    }

    func catalog(_ script: String) throws -> ViewHost {
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(try GlassApps.root("catalog"), size: device.size, environment: device.environment())
        host.play(try AppScript.parse(script))
        host.advance(to: 5)
        return host
    }

    /// The centre of the element labelled `label`, as a script's touch line at time `t`.
    func tap(_ host: ViewHost, _ label: String, at t: Double) throws -> String {
        let frame = try #require(host.element(label: label)).frame
        return #"{"t": \#(t), "touch": 0, "phase": "began", "x": \#(frame.midX), "y": \#(frame.midY)}"# + "\n"
            + #"{"t": \#(t + 0.05), "touch": 0, "phase": "ended", "x": \#(frame.midX), "y": \#(frame.midY)}"# + "\n"
    }

    // The tree is JSON: elements with the issue's keys, traits in SwiftUI's names without the
    // "is", frames in the screen's points. A script's tap on a segment shows in it.
    @Test func theTreeIsJSONWithTheIssuesKeys() throws {
        let start = try catalog("")
        let script = try tap(start, "Controls", at: 0.5)
        let host = try catalog(script)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(host.treeJSON().utf8)) as? [[String: Any]])
        func all(_ elements: [[String: Any]]) -> [[String: Any]] {
            elements.flatMap { [$0] + all($0["children"] as? [[String: Any]] ?? []) }
        }
        let elements = all(json)
        for element in elements {
            #expect(Set(element.keys) == ["label", "identifier", "value", "traits", "frame", "children"])
            let frame = try #require(element["frame"] as? [String: Double])
            #expect(Set(frame.keys) == ["x", "y", "width", "height"])
        }
        let controls = try #require(elements.first { $0["label"] as? String == "Controls" })
        #expect(Set(controls["traits"] as? [String] ?? []) == ["button", "selected"])
        let toggle = try #require(elements.first { $0["label"] as? String == "Notifications" })
        #expect((toggle["traits"] as? [String])?.contains("toggle") == true)
        let frame = try #require(toggle["frame"] as? [String: Double])
        #expect(frame["width"]! > 300 && frame["x"]! >= 16 && frame["y"]! > 100)
    }

    // Events are the haptics and announcements with their times: the toggle's selection tick,
    // and what the spring box's button announces.
    @Test func eventsListHapticsAndAnnouncements() throws {
        let start = try catalog("")
        var script = try tap(start, "Controls", at: 0.5)
        let controls = try catalog(script)
        script += try tap(controls, "Notifications", at: 1)
        let motion = try catalog(script + (try tap(controls, "Motion", at: 1.5)))
        script += try tap(controls, "Motion", at: 1.5) + (try tap(motion, "Expand", at: 2))
        let host = try catalog(script)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(host.eventsJSON().utf8)) as? [String: [[String: Any]]])
        let haptics = try #require(json["haptics"]), spoken = try #require(json["announcements"])
        #expect(haptics.contains { $0["kind"] as? String == "selectionChanged" && ($0["t"] as? Double ?? 0) >= 1 })
        #expect(spoken.count == 1 && spoken[0]["text"] as? String == "Expanded")
        #expect(abs((spoken[0]["t"] as? Double ?? 0) - 2.05) < 0.01)
    }
}

/// The Stories app opens its library in GlassKit's data folder, and says where a damaged one
/// went.
@MainActor
@Suite struct StoriesLibraryLocationTests {
    let scratch = ScratchFolder()

    @Test func storiesOpensItsLibraryInTheDataFolder() throws {
        _ = try GlassApps.root("stories", environment: ["XDG_DATA_HOME": scratch.path])
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/glasskit/stories.sqlite"))
    }

    @Test func aDamagedLibraryIsNamedWithWhereItWent() throws {
        let library = scratch.path + "/glasskit/stories.sqlite"
        try FileManager.default.createDirectory(atPath: scratch.path + "/glasskit", withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: library))
        #expect {
            _ = try GlassApps.root("stories", environment: ["XDG_DATA_HOME": scratch.path])
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("Stories: the store '\(library)' is corrupt") && message.contains(".corrupt-")
        }
    }
}

/// Spec 002's scenarios as `glass app stories --script` plays them: a tap on the Library tab
/// taps lightly and is announced; a tap on a story opens its reader at page 1.
@MainActor
@Suite struct StoriesScriptTests {
    let scratch = ScratchFolder()

    func stories(_ script: String) throws -> ViewHost {
        let device = try HostDevice("iphone-15-pro")
        let root = try GlassApps.root("stories", environment: ["XDG_DATA_HOME": scratch.path])
        let host = ViewHost(root, size: device.size, environment: device.environment())
        host.play(try AppScript.parse(script))
        host.advance(to: 4)
        return host
    }

    func tap(_ host: ViewHost, _ label: String, at t: Double) throws -> String {
        let frame = try #require(host.elements.first { $0.label.hasPrefix(label) }).frame
        return #"{"t": \#(t), "touch": 0, "phase": "began", "x": \#(frame.midX), "y": \#(frame.midY)}"# + "\n"
            + #"{"t": \#(t + 0.05), "touch": 0, "phase": "ended", "x": \#(frame.midX), "y": \#(frame.midY)}"# + "\n"
    }

    @Test func aScriptOpensAStoryFromTheLibrary() throws {
        var script = try tap(try stories(""), "Library", at: 0.5)
        let library = try stories(script)
        script += try tap(library, "Mia, Mia and the Lost Dragon Egg", at: 2)
        let host = try stories(script)
        #expect(host.element(label: "Page 1 of 5") != nil)
        let events = try #require(
            try JSONSerialization.jsonObject(with: Data(host.eventsJSON().utf8)) as? [String: [[String: Any]]])
        #expect(events["haptics"]?.map { $0["kind"] as? String } == ["lightImpact"])
        #expect(events["announcements"]?.first?["text"] as? String == "Library, tab, selected")
    }
}
