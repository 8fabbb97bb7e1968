import Foundation
import GlassCore

@testable import HomeScreen

/// ASCII pictures of layouts, so reflow fixtures read like the screen.
///
///     A B C D        apps are words; four a row, rows in reading order
///     E Tools[F G]   a folder: name, then its apps ("|" between folder pages)
///     ---            next page (an empty page is a lone ".")
///     H . . .        "." fills a row for the eye and means nothing
///     dock: P Q
///
/// Folder ids count up from 1 in reading order.
enum Board {
    static func parse(_ text: String) -> HomeLayout {
        var pages: [[HomeItem]] = [[]]
        var dock: [AppID] = []
        var nextFolder = 1
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line == "---" {
                pages.append([])
                continue
            }
            if line.hasPrefix("dock:") {
                dock = line.dropFirst(5).split(separator: " ").filter { $0 != "." }.map { AppID(String($0)) }
                continue
            }
            var rest = Substring(line)
            while let token = nextToken(&rest) {
                if token == "." { continue }
                if let open = token.firstIndex(of: "[") {
                    let name = String(token[..<open])
                    let inside = token[token.index(after: open)..<token.index(before: token.endIndex)]
                    let folderPages = inside.split(separator: "|").map {
                        $0.split(separator: " ").map { AppID(String($0)) }
                    }
                    pages[pages.count - 1].append(
                        .folder(Folder(id: FolderID(nextFolder), name: name, pages: folderPages)))
                    nextFolder += 1
                } else {
                    pages[pages.count - 1].append(.app(AppID(String(token))))
                }
            }
        }
        return HomeLayout(dock: dock, pages: pages)
    }

    /// The picture of `layout`: four icons a row, "." padding the last row, "---" between pages.
    static func draw(_ layout: HomeLayout) -> String {
        let pages = layout.pages.map { page -> String in
            if page.isEmpty { return "." }
            let tokens = page.map(token)
            return stride(from: 0, to: tokens.count, by: 4).map { start in
                let row = Array(tokens[start..<min(start + 4, tokens.count)])
                return (row + Array(repeating: ".", count: 4 - row.count)).joined(separator: " ")
            }.joined(separator: "\n")
        }
        return (pages.joined(separator: "\n---\n") + "\ndock: " + layout.dock.map(\.rawValue).joined(separator: " "))
            .trimmingCharacters(in: .whitespaces)
    }

    /// The same picture normalized, for comparing against a hand-written fixture.
    static func normalize(_ text: String) -> String { draw(parse(text)) }

    /// A catalog knowing every app of `layout`, all "utilities" except those named in `categories`.
    static func catalog(for layout: HomeLayout, categories: [String: AppCategory] = [:]) -> AppCatalog {
        AppCatalog(
            layout.allApps.map { app in
                App(
                    id: app, name: app.rawValue, category: categories[app.rawValue] ?? .utilities,
                    gradient: GradientPair(0x808080, 0x404040), glyph: "app")
            })
    }

    private static func token(_ item: HomeItem) -> String {
        switch item {
        case .app(let app): app.rawValue
        case .folder(let folder):
            folder.name + "[" + folder.pages.map { $0.map(\.rawValue).joined(separator: " ") }.joined(separator: " | ")
                + "]"
        }
    }

    /// Splits off the next space-separated token; a bracketed folder is one token.
    private static func nextToken(_ rest: inout Substring) -> Substring? {
        rest = rest.drop { $0 == " " }
        guard !rest.isEmpty else { return nil }
        var depth = 0
        var end = rest.startIndex
        while end < rest.endIndex {
            let c = rest[end]
            if c == "[" { depth += 1 }
            if c == "]" { depth -= 1 }
            if c == " " && depth == 0 { break }
            end = rest.index(after: end)
        }
        let token = rest[rest.startIndex..<end]
        rest = rest[end...]
        return token
    }
}
