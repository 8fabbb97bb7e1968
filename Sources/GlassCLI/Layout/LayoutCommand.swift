import ArgumentParser
import Foundation
import GlassCore
import GlassStore
import HomeScreen

/// `glass layout`: the home screen's geometry, and the stored layout as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Home screen geometry, and the stored layout as JSON.",
        subcommands: [LayoutGeometryCommand.self, LayoutExportCommand.self, LayoutImportCommand.self])
}

/// A frame in points, as `{"x", "y", "width", "height"}`.
struct FrameJSON: Encodable, Equatable {
    var x, y, width, height: Double

    init(_ rect: Rect) {
        x = rect.minX
        y = rect.minY
        width = rect.width
        height = rect.height
    }
}

/// `glass layout geometry`: every frame of the home screen for a screen size.
struct LayoutGeometryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geometry",
        abstract: "Print every grid slot, dock slot and the page indicator as JSON frames in points.")

    @Option(parsing: .unconditional, help: "The screen width in points (\(Int(HomeGeometry.minimumWidth))...2000).")
    var width: Double

    @Option(parsing: .unconditional, help: "The screen height in points (\(Int(HomeGeometry.minimumHeight))...3000).")
    var height: Double

    @Option(parsing: .unconditional, help: "The number of pages the indicator shows (1...15).")
    var pages = 2

    struct Output: Encodable {
        var screen: FrameJSON
        var grid: [FrameJSON]
        var labels: [FrameJSON]
        var dock: [FrameJSON]
        var dockPlatter: FrameJSON
        var pageIndicator: FrameJSON
        var pageDots: [FrameJSON]
    }

    func validate() throws {
        try Check.range(width, HomeGeometry.minimumWidth...2000, "--width")
        try Check.range(height, HomeGeometry.minimumHeight...3000, "--height")
        try Check.range(pages, 1...HomeLayout.homePageLimits.maximumPages, "--pages")
    }

    var output: Output {
        let g = HomeGeometry(screen: Size(width: width, height: height))
        let slots = 0..<HomeLayout.homePageLimits.capacity
        return Output(
            screen: FrameJSON(Rect(origin: .zero, size: g.screen)),
            grid: slots.map { FrameJSON(g.iconFrame(slot: $0)) },
            labels: slots.map { FrameJSON(g.labelFrame(forIcon: g.iconFrame(slot: $0))) },
            dock: g.dockIconFrames(count: HomeScreenTokens.dock.maximumApps).map(FrameJSON.init),
            dockPlatter: FrameJSON(g.dockPlatter),
            pageIndicator: FrameJSON(g.pageIndicatorFrame(pageCount: pages)),
            pageDots: g.pageDotFrames(pageCount: pages).map(FrameJSON.init))
    }

    func run() throws {
        try printJSON(output)
    }
}

/// `glass layout export`: the stored layout, shaped like Apple's HomeScreenLayout.
struct LayoutExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Print the stored layout as JSON.")

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let (_, layout) = try storeOptions.open()
        print(String(decoding: layout.jsonData(), as: UTF8.self))
    }
}

/// `glass layout import`: replaces the stored layout with a JSON file, all or nothing.
struct LayoutImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace the stored layout with FILE (JSON, as `layout export` writes it).",
        discussion:
            "A malformed file changes nothing; every problem is named by its field. Installed apps the file does not name are kept, at the end of the pages."
    )

    @Argument(help: "The layout JSON file.")
    var file: String

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let data = try readFile(file, what: "layout file")
        let imported: HomeLayout
        do {
            imported = try HomeLayout(json: data, catalog: .default)
        } catch {
            throw CLIError("\(file): " + error.summary)
        }
        let (store, current) = try storeOptions.open()
        let installed = Set(current.allApps).union(imported.allApps)
        let (layout, notes) = LayoutRepair.repair(
            imported, catalog: AppCatalog(installed.compactMap { AppCatalog.default[$0] }))
        for note in notes { warn("\(file): \(note)") }
        try store.saveLayout(layout)
    }
}
