import ArgumentParser
import Foundation
import GlassStore
import HomeScreen
import Testing

@testable import GlassCLI

@Suite struct LayoutCommandTests {
    let scratch = ScratchFolder()
    var folder: String { scratch.path }
    var store: String { folder + "/store.sqlite" }

    @Test func geometryAt393PointsIsTheSpecs() throws {
        let command = try #require(
            try Glass.parseAsRoot(["layout", "geometry", "--width", "393", "--height", "852"]) as? LayoutGeometryCommand
        )
        let output = command.output
        #expect(output.grid.count == 24 && output.labels.count == 24 && output.dock.count == 4)
        #expect(output.grid.prefix(4).map(\.x) == [27, 120, 213, 306])
        #expect(
            output.grid.enumerated().allSatisfy { i, f in
                f.y == 82 + 99 * Double(i / 4) && f.width == 60 && f.height == 60
            })
        #expect(output.dockPlatter.y + output.dockPlatter.height <= 852 && output.dockPlatter.y >= 852 - 110)
    }

    @Test func geometryRejectsScreensOutsideItsRange() throws {
        #expect(throws: (any Error).self) {
            try Glass.parseAsRoot(["layout", "geometry", "--width", "100", "--height", "852"])
        }
        #expect(throws: (any Error).self) {
            try Glass.parseAsRoot(["layout", "geometry", "--width", "393", "--height", "852", "--pages", "16"])
        }
    }

    @Test func exportThenImportRoundTripsThroughTheStore() throws {
        var layout = HomeLayout.default
        layout.pages.reverse()
        let file = try scratch.write(String(decoding: layout.jsonData(), as: UTF8.self), to: "layout.json")
        var importing = try Glass.parseAsRoot(["layout", "import", file, "--store", store])
        try importing.run()
        let stored = try GlassStore(path: store).loadLayout(seed: .default, catalog: .default)
        #expect(stored.layout == layout)
    }

    @Test func malformedImportNamesTheFieldAndChangesNothing() throws {
        _ = try GlassStore(path: store).loadLayout(seed: .default, catalog: .default)
        let bad = try scratch.write(
            #"{"dock": [{"app": "com.apple.mobilephone"}], "pages": [[{"folder": {"name": "X", "pages": [[{"app": "com.apple.camera"}]]}}]]}"#,
            to: "bad.json")
        var importing = try Glass.parseAsRoot(["layout", "import", bad, "--store", store])
        do {
            try importing.run()
            Issue.record("a malformed layout was imported")
        } catch {
            #expect("\(error)".contains("pages[0][0].folder"))
        }
        #expect(try GlassStore(path: store).loadLayout(seed: .default, catalog: .default).layout == .default)
    }

    @Test func importKeepsInstalledAppsTheFileDoesNotName() throws {
        var partial = HomeLayout.default
        let dropped = partial.dock.removeLast()
        let file = try scratch.write(String(decoding: partial.jsonData(), as: UTF8.self), to: "partial.json")
        var importing = try Glass.parseAsRoot(["layout", "import", file, "--store", store])
        try importing.run()
        let stored = try GlassStore(path: store).loadLayout(seed: .default, catalog: .default).layout
        #expect(stored.allApps.contains(dropped) && stored.allApps.count == HomeLayout.default.allApps.count)
    }

    @Test func missingFilesAreNamed() throws {
        var importing = try Glass.parseAsRoot(["layout", "import", folder + "/nope.json", "--store", store])
        do { try importing.run() } catch { #expect("\(error)".contains("nope.json")) }
    }
}
