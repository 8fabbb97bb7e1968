import Foundation
import GlassCore
import Testing

@testable import HomeScreen

/// Thousands of seeded random gesture sequences; after every input the invariants hold. A
/// failure names the seed, which replays it exactly.
@Suite struct PropertyTests {
    static let gesturesPerSequence = 12

    struct Start: Sendable {
        var name: String
        var layout: HomeLayout
        var catalog: AppCatalog
        /// How many sequences start here.
        var sequences: Int
    }

    /// The default screen; small ones where the last app, folders of two and one-icon pages
    /// matter; 300 apps over 13 pages, where pages overflow; and the cap itself: 15 full
    /// pages, where no page can be added and a drop that would push an icon off the last page
    /// must be refused, and 14 full pages with a short 15th.
    static let starts: [Start] = [
        Start(name: "default", layout: .default, catalog: .default, sequences: 800),
        board("small", "A Two[B C]\n---\nD\ndock: P", sequences: 1000),
        board("tiny", "A\n---\nB\ndock:", sequences: 1000),
        crowded(),
        atCapacity("full", lastPage: 24, sequences: 150),
        atCapacity("nearly full", lastPage: 3, sequences: 150),
    ]

    static func board(_ name: String, _ text: String, sequences: Int) -> Start {
        let layout = Board.parse(text)
        return Start(name: name, layout: layout, catalog: Board.catalog(for: layout), sequences: sequences)
    }

    static func crowded() -> Start {
        let names: [String] = (0..<300).map { "a\($0)" }
        var rows: [String] = []
        for start in stride(from: 0, to: 290, by: 24) {
            rows.append(names[start..<min(start + 24, 290)].joined(separator: " "))
        }
        let board = Board.parse(rows.joined(separator: "\n---\n") + "\ndock: a290 a291 a292")
        let folder = Folder(id: FolderID(1), name: "F", pages: [names[293..<300].map { AppID($0) }])
        let layout = HomeLayout(dock: board.dock, pages: board.pages + [[.folder(folder)]])
        return Start(name: "crowded", layout: layout, catalog: Board.catalog(for: layout), sequences: 250)
    }

    /// 14 full pages of apps (a folder of three on the first), a 15th holding `lastPage`
    /// icons, and a full dock.
    static func atCapacity(_ name: String, lastPage: Int, sequences: Int) -> Start {
        let count = 14 * 24 + lastPage
        var pages: [[HomeItem]] = stride(from: 0, to: count, by: 24).map { start in
            (start..<min(start + 24, count)).map { .app(AppID("c\($0)")) }
        }
        pages[0][5] = .folder(Folder(id: FolderID(1), name: "F", pages: [["f0", "f1", "f2"].map { AppID($0) }]))
        let layout = HomeLayout(dock: ["d0", "d1", "d2", "d3"].map { AppID($0) }, pages: pages)
        return Start(name: name, layout: layout, catalog: Board.catalog(for: layout), sequences: sequences)
    }

    @Test(arguments: starts.indices)
    func invariantsHoldOverRandomGestures(start: Int) {
        for seed in 0..<UInt64(Self.starts[start].sequences) {
            run(seed: seed &+ UInt64(start) << 32, start: Self.starts[start])
        }
    }

    /// Checks after every input: the layout changes only through commits, and each commit and
    /// each new drag preview keeps every app exactly once. (Unchanged values are not re-checked:
    /// equal copies compare in constant time, which keeps a million inputs under the budget.)
    private func run(seed: UInt64, start: Start) {
        var state = HomeState(layout: start.layout, catalog: start.catalog)
        var fuzzer = GestureFuzzer(seed: seed)
        var apps = start.layout.allApps.sorted()
        var lastLayout = state.layout
        var lastSolution: ReorderSolution?
        for _ in 0..<Self.gesturesPerSequence {
            for input in fuzzer.gesture(for: state) {
                let effects: [HomeEffect] =
                    switch input {
                    case .touch(let event): state.reduce(event)
                    case .action(let action, let time): state.reduce(action, at: time)
                    case .advance(let time): state.advance(to: time)
                    }
                var committed = false
                for case .commit(let change) in effects {
                    committed = true
                    if case .delete(let app) = change.kind { apps.removeAll { $0 == app } }
                }
                let broken: String? =
                    if committed {
                        brokenInvariant(state.layout, catalog: state.catalog, apps: apps)
                    } else if state.drag == nil && state.currentPage >= state.layout.pages.count {
                        "the pager shows page \(state.currentPage) of \(state.layout.pages.count)"
                    } else if state.layout != lastLayout {
                        "the layout changed without a commit"
                    } else if let solution = state.drag?.solution, solution != lastSolution {
                        brokenInvariant(solution.layout, catalog: state.catalog, apps: apps, preview: true)
                    } else {
                        nil
                    }
                if let broken {
                    Issue.record("\(start.name) seed \(seed) at t=\(state.time): \(broken)")
                    return
                }
                lastLayout = state.layout
                lastSolution = state.drag?.solution
            }
        }
        let roundTrip = try? HomeLayout(json: state.layout.jsonData(), catalog: start.catalog)
        #expect(roundTrip == state.layout, "\(start.name) seed \(seed): JSON round trip")
    }

    /// The first invariant `layout` breaks, or nil. A preview may still hold empty pages and
    /// the temporary page, which the drop strips; everything else must hold already.
    private func brokenInvariant(_ layout: HomeLayout, catalog: AppCatalog, apps: [AppID], preview: Bool = false)
        -> String?
    {
        let problems = layout.violations(catalog: catalog)
        if !problems.isEmpty { return "\(preview ? "preview: " : "")\(problems)" }
        let present = layout.allApps.sorted()
        if present != apps { return "apps lost or duplicated: \(present) != \(apps)" }
        if present.isEmpty { return "the last app was deleted" }
        return nil
    }
}
