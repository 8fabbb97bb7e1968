import Foundation
import GlassCore
import Testing

@testable import HomeScreen

@Suite struct LayoutJSONTests {
    let catalog = AppCatalog.default

    func importing(_ json: String) -> [String] {
        do {
            _ = try HomeLayout(json: Data(json.utf8), catalog: catalog)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func exportThenImportIsTheSameLayout() throws {
        let data = HomeLayout.default.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"app\" : \"com.apple.mobilesafari\""))
        #expect(text.contains("\"name\" : \"Utilities\""))
        #expect(try HomeLayout(json: data, catalog: catalog) == .default)
    }

    @Test func theDefaultLayoutIsValidAndHas38DistinctApps() {
        #expect(HomeLayout.default.violations(catalog: catalog).isEmpty)
        #expect(HomeLayout.default.allApps.count == 38 && catalog.apps.count == 38)
        let apps = Array(catalog.apps.values)
        #expect(Set(apps.map(\.name)).count == 38)
        #expect(Set(apps.map(\.glyph)).count == 38)
        #expect(Set(apps.map(\.gradient)).count == 38)
        #expect(HomeLayout.default.pages.count == 2 && HomeLayout.default.dock.count == 4)
        #expect(HomeLayout.default.dock.map { catalog.name(of: $0) } == ["Phone", "Messages", "Safari", "Music"])
    }

    @Test func foldersWithoutIdsGetFreshOnes() throws {
        let layout = try HomeLayout(
            json: Data(
                """
                {"dock": [], "pages": [[{"folder": {"name": "A", "pages": [[{"app": "com.apple.calculator"}, {"app": "com.apple.compass"}]]}},
                                        {"folder": {"id": 1, "name": "B", "pages": [[{"app": "com.apple.measure"}, {"app": "com.apple.Home"}]]}}]]}
                """.utf8), catalog: catalog)
        #expect(layout.folders.map(\.id) == [FolderID(2), FolderID(1)])
    }

    // Folder ids are whole numbers in 1...999999: one at or just below Int.max is named, not
    // accepted (a later folder creation added 1 to it and crashed); a new folder takes the
    // smallest free id, whatever ids the others carry.
    @Test func folderIdsStayInTheirRange() {
        for id in ["9223372036854775807", "9223372036854775806", "1000000", "0"] {
            let json =
                #"{"dock": [], "pages": [[{"folder": {"id": "# + id
                + #", "name": "A", "pages": [[{"app": "com.apple.calculator"}, {"app": "com.apple.compass"}]]}}]]}"#
            let problems = importing(json)
            #expect(
                problems == ["pages[0][0].folder.id: must be a whole number in 1...999999, got \(id)"], "\(problems)")
        }
        let layout = HomeLayout(
            dock: [],
            pages: [
                [
                    .folder(Folder(id: FolderID(999_999), name: "A", pages: [["a", "b"]])),
                    .folder(Folder(id: FolderID(1), name: "B", pages: [["c", "d"]])),
                ]
            ])
        #expect(layout.nextFolderID == FolderID(2))
    }

    // A folder name with a NUL (which cut the name short where C strings end) or a line break
    // is named, not accepted; so is a name of 10,000 characters. Stored or typed names keep
    // their printable characters, at most 100.
    @Test func folderNamesArePrintableAndBounded() {
        func folder(named name: String) -> String {
            #"{"dock": [], "pages": [[{"folder": {"name": "# + name
                + #", "pages": [[{"app": "com.apple.calculator"}, {"app": "com.apple.compass"}]]}}]]}"#
        }
        #expect(
            importing(folder(named: #""Tools\u0000Hidden""#))
                == ["pages[0][0].folder.name: must not hold control characters (such as NUL or a line break)"])
        #expect(
            importing(folder(named: "\"" + String(repeating: "x", count: 10_000) + "\""))
                == ["pages[0][0].folder.name: is 10000 characters long, at most 100"])
        #expect(Folder.keptName("  Tools\u{0}Hidden\n ") == "ToolsHidden")
        #expect(Folder.keptName(String(repeating: "é", count: 500)).count == 100)
    }

    // A file with 10,000 faults, each naming a 1,000-character app id, is summed up on one
    // short line: five problems cut to 160 characters, then how many more.
    @Test func manyProblemsMakeOneShortLine() {
        let app = String(repeating: "z", count: 1_000)
        let items = (0..<10_000).map { #"{"app": "\#(app)\#($0)"}"# }.joined(separator: ", ")
        do {
            let json = #"{"dock": [], "pages": [["# + items + "]]}"
            _ = try HomeLayout(json: Data(json.utf8), catalog: catalog)
            Issue.record("a layout of unknown apps was accepted")
        } catch {
            #expect(error.summary.count < 1_000)
            #expect(error.summary.hasSuffix("… and 9996 more"))  // 10,000 unknown apps and the page too full
            #expect(!error.summary.contains("\n"))
        }
    }

    @Test(arguments: [
        (
            "{\"dock\": [], \"pages\": [[{\"folder\": {\"name\": \"U\", \"pages\": [[{\"app\": \"com.apple.calculator\"}]]}}]]}",
            ["pages[0][0].folder.pages: a folder must hold at least 2 apps"]
        ),
        (
            "{\"dock\": [{\"app\": \"com.example.nope\"}], \"pages\": [[]]}",
            ["dock[0].app: unknown app 'com.example.nope'"]
        ),
        (
            "{\"dock\": [{\"app\": \"com.apple.Music\"}], \"pages\": [[{\"app\": \"com.apple.Music\"}]]}",
            ["pages[0][0].app: 'com.apple.Music' appears more than once (first at dock[0])"]
        ),
        (
            "{\"dock\": [{\"app\": \"com.apple.Music\"}, {\"app\": \"com.apple.tv\"}, {\"app\": \"com.apple.Maps\"}, {\"app\": \"com.apple.Home\"}, {\"app\": \"com.apple.Health\"}], \"pages\": [[]]}",
            ["dock: holds 5 apps, at most 4"]
        ),
        (
            "{\"dock\": [{\"folder\": {\"name\": \"U\", \"pages\": []}}], \"pages\": [[]]}",
            ["dock[0]: the dock holds apps only, not folders"]
        ),
        (
            "{\"dock\": [], \"pages\": [[{\"folder\": {\"name\": \"U\", \"pages\": [[{\"app\": \"com.apple.calculator\"}, {\"folder\": {\"name\": \"V\", \"pages\": []}}, {\"app\": \"com.apple.compass\"}]]}}]]}",
            ["pages[0][0].folder.pages[0][1]: folders cannot nest"]
        ),
        ("{\"dock\": [], \"pages\": [[{}]]}", ["pages[0][0]: an icon must have exactly one of \"app\" or \"folder\""]),
        ("{\"dock\": [], \"pages\": [[{\"app\": 7}]]}", ["pages[0][0].app: must be a string"]),
        ("{\"pages\": [[]]}", ["dock: is missing"]),
        ("{\"dock\": [], \"pages\": []}", ["pages: a layout needs at least one page"]),
        ("[1, 2", ["not valid JSON: expected ',' or ']' (line 1, column 6)"]),
        (
            #"{"dock": [{"app": "com.apple.Music"},], "pages": [[]]}"#,
            ["not valid JSON: a trailing comma before ']' (line 1, column 38)"]
        ),
        (
            #"{"dock": [], "dock": [], "pages": [[]]}"#,
            ["not valid JSON: the key 'dock' appears twice (line 1, column 14)"]
        ),
    ])
    func malformedImportsNameTheField(json: String, expected: [String]) {
        #expect(importing(json) == expected)
    }

    @Test func anOverfullPageIsAnError() {
        let apps = AppCatalog.default.apps.keys.sorted().prefix(25).map { "{\"app\": \"\($0)\"}" }
        #expect(
            importing("{\"dock\": [], \"pages\": [[\(apps.joined(separator: ","))]]}") == [
                "pages[0]: holds 25 icons, at most 24"
            ])
    }
}

@Suite struct LayoutRepairTests {
    let catalog = Board.catalog(for: Board.parse("A B C D E F G H\ndock:"))

    func document(_ json: String) throws -> LayoutDocument {
        try JSONDecoder().decode(LayoutDocument.self, from: Data(json.utf8))
    }

    @Test func misplacedItemsAreRelocatedNeverDeleted() throws {
        let (layout, notes) = LayoutRepair.repair(
            try document(
                """
                {"dock": [{"app": "A"}, {"app": "B"}, {"app": "C"}, {"app": "D"}, {"app": "E"},
                          {"folder": {"name": "F", "pages": [[{"app": "F"}, {"app": "G"}]]}}],
                 "pages": [[{"folder": {"name": "", "pages": [[{"app": "H"}]]}}, {"app": "A"}, {"app": "zzz"}], []]}
                """), catalog: catalog)
        #expect(Board.draw(layout) == Board.normalize("H E F[F G]\ndock: A B C D"))
        #expect(layout.violations(catalog: catalog).isEmpty)
        #expect(
            notes.map(\.description) == [
                "dock[4]: the dock holds at most 4 apps; moved to the pages (now at page 1, row 1, column 2)",
                "dock[5]: the dock holds no folders; moved to the pages (now at page 1, row 1, column 3)",
                "pages[0][0].folder: a folder of one app; it became the app (now at page 1, row 1, column 1)",
                "pages[0][1].app: 'A' already at dock[0].app; kept there",
                "pages[0][2].app: unknown app 'zzz'; skipped",
            ])
    }

    @Test func overfullPagesCascadeAndMissingAppsAreAdded() throws {
        let many = Board.catalog(for: Board.parse((0..<30).map { "a\($0)" }.joined(separator: " ") + "\ndock:"))
        let items = (0..<26).map { "{\"app\": \"a\($0)\"}" }.joined(separator: ",")
        let (layout, notes) = LayoutRepair.repair(
            try document("{\"dock\": [], \"pages\": [[\(items)]]}"), catalog: many)
        #expect(layout.pages.map(\.count) == [24, 6])
        #expect(Set(layout.allApps) == Set(many.apps.keys))
        // The four apps the document left out are each named in their note.
        #expect(
            notes.filter { $0.message.hasPrefix("was missing") }.map(\.path) == ["a26", "a27", "a28", "a29"])
        #expect(layout.violations(catalog: many).isEmpty)
    }

    @Test func nestedFoldersAreFlattenedIntoTheOuterFolder() throws {
        let (layout, _) = LayoutRepair.repair(
            try document(
                """
                {"dock": [], "pages": [[{"folder": {"id": 3, "name": "Out", "pages": [[{"app": "A"},
                  {"folder": {"name": "In", "pages": [[{"app": "B"}, {"app": "C"}]]}}]]}}]]}
                """), catalog: Board.catalog(for: Board.parse("A B C\ndock:")))
        #expect(Board.draw(layout) == Board.normalize("Out[A B C]\ndock:"))
        #expect(layout.folders.first?.id == FolderID(3))
    }

    @Test func anEmptyDocumentGetsOnePageWithEveryApp() throws {
        let (layout, notes) = LayoutRepair.repair(try document("{\"dock\": [], \"pages\": []}"), catalog: catalog)
        #expect(layout.pages.count == 1 && layout.allApps.count == 8 && notes.count == 8)
    }

    @Test func aValidLayoutRepairsToItself() {
        let (layout, notes) = LayoutRepair.repair(HomeLayout.default, catalog: .default)
        #expect(layout == .default && notes.isEmpty)
    }
}
