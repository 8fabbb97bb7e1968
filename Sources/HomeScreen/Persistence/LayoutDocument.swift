import Foundation
import GlassCore

/// The layout as JSON, shaped like Apple's HomeScreenLayout payload: a dock list and pages of
/// apps and folders, each icon an object with exactly one key.
///
///     {"dock": [{"app": "com.apple.mobilephone"}],
///      "pages": [[{"app": "com.apple.mobilecal"},
///                 {"folder": {"id": 1, "name": "Utilities",
///                             "pages": [[{"app": "com.apple.calculator"}, {"app": "com.apple.compass"}]]}}]]}
///
/// Folder pages hold the same icon objects, so a nested folder can be named as an error
/// instead of failing to parse. `id` is optional on import; export always writes it so that a
/// rename can name the folder after a round trip.
public struct LayoutDocument: Codable, Hashable, Sendable {
    public var dock: [ItemDocument]
    public var pages: [[ItemDocument]]

    public init(dock: [ItemDocument], pages: [[ItemDocument]]) {
        self.dock = dock
        self.pages = pages
    }
}

/// One icon: `{"app": "bundle.id"}` or `{"folder": {...}}`.
public struct ItemDocument: Codable, Hashable, Sendable {
    public var app: String?
    public var folder: FolderDocument?

    public init(app: String? = nil, folder: FolderDocument? = nil) {
        self.app = app
        self.folder = folder
    }
}

public struct FolderDocument: Codable, Hashable, Sendable {
    public var id: Int?
    public var name: String
    public var pages: [[ItemDocument]]

    public init(id: Int? = nil, name: String, pages: [[ItemDocument]]) {
        self.id = id
        self.name = name
        self.pages = pages
    }
}

extension HomeLayout {
    /// The document for this layout.
    public var document: LayoutDocument {
        LayoutDocument(
            dock: dock.map { ItemDocument(app: $0.rawValue) },
            pages: pages.map { page in
                page.map { item in
                    switch item {
                    case .app(let app):
                        ItemDocument(app: app.rawValue)
                    case .folder(let folder):
                        ItemDocument(
                            folder: FolderDocument(
                                id: folder.id.rawValue, name: folder.name,
                                pages: folder.pages.map { $0.map { ItemDocument(app: $0.rawValue) } }))
                    }
                }
            })
    }

    /// Pretty-printed JSON with sorted keys, so exports diff cleanly.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, ints and arrays cannot fail.
        return (try? encoder.encode(document)) ?? Data()
    }

    /// Reads and validates a layout. Nothing is half-imported: any problem throws, naming
    /// every field at fault.
    public init(json: Data, catalog: AppCatalog) throws(LayoutImportError) {
        do {
            try StrictJSON.check(json)
        } catch {
            throw LayoutImportError(problems: [LayoutProblem(path: "", message: "not valid JSON: \(error)")])
        }
        let document: LayoutDocument
        do {
            document = try JSONDecoder().decode(LayoutDocument.self, from: json)
        } catch let error as DecodingError {
            throw LayoutImportError(problems: [LayoutProblem(decoding: error)])
        } catch {
            throw LayoutImportError(problems: [LayoutProblem(path: "", message: "not valid JSON")])
        }
        try self.init(validating: document, catalog: catalog)
    }
}

/// Why an import failed: every problem found, each naming its field.
public struct LayoutImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [LayoutProblem]

    public var description: String { problems.map(\.description).joined(separator: "\n") }

    /// One line for a person: the first five problems, each cut to 160 characters, then how
    /// many more there are. (Every problem of a hostile file once made one line of 129 MB.)
    public var summary: String {
        let shown = problems.prefix(5).map { problem in
            let text = problem.description
            return text.count > 160 ? text.prefix(159) + "…" : text
        }
        let more = problems.count > 5 ? "; … and \(problems.count - 5) more" : ""
        return shown.joined(separator: "; ") + more
    }
}

/// One problem at a field path such as `pages[1][3].folder.pages`.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    init(decoding error: DecodingError) {
        let path = error.fieldPath
        switch error {
        case .keyNotFound: self.init(path: path, message: "is missing")
        case .typeMismatch(let type, _): self.init(path: path, message: "must be \(Self.describe(type))")
        case .valueNotFound(let type, _): self.init(path: path, message: "must be \(Self.describe(type)), got null")
        case .dataCorrupted: self.init(path: path, message: path.isEmpty ? "not valid JSON" : "is malformed")
        @unknown default: self.init(path: "", message: "could not be read")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is [Any].Type, is [ItemDocument].Type, is [[ItemDocument]].Type: "a list"
        default: "an object"
        }
    }
}
