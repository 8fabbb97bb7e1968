import Foundation
import GlassCore

/// Identifies a folder across edits, so that a rename or a store can name it.
public struct FolderID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    public static func < (lhs: FolderID, rhs: FolderID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "folder \(rawValue)" }

    /// The ids a folder may have: far more than a home screen can hold (15 pages of 24), and
    /// far from `Int.max`, so no arithmetic on an id can overflow.
    public static let validRange = 1...999_999

    /// The smallest valid id not in `used`: a new folder never needs a larger one than the
    /// number of folders plus one, whatever ids the others carry.
    public static func firstUnused(_ used: Set<Int>) -> FolderID {
        var candidate = validRange.lowerBound
        while used.contains(candidate) { candidate += 1 }
        return FolderID(candidate)
    }
}

/// A folder: a name and ordered apps in pages of their own (3 × 3 per page, as iOS).
///
/// Folders hold apps only, never folders. A valid folder holds at least 2 apps: one left with a
/// single app dissolves into it (see `HomeLayout.dissolvingSingleAppFolders()`).
public struct Folder: Hashable, Sendable, Identifiable {
    public var id: FolderID
    public var name: String

    /// The longest name a folder keeps, in characters: iOS shows about 15 under the icon and
    /// about 30 as the open folder's title; far longer names only cost memory and time.
    public static let maximumNameLength = 100

    /// `name` as a folder keeps it: without control characters (a NUL would cut it short where
    /// C strings end), spaces trimmed, at most `maximumNameLength` characters.
    public static func keptName(_ name: String) -> String {
        let printable = String(
            String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        return String(printable.trimmingCharacters(in: .whitespacesAndNewlines).prefix(maximumNameLength))
    }

    /// Why `name` cannot name a folder as given, or nil when it can.
    public static func nameProblem(_ name: String) -> String? {
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "must not be empty" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "must not hold control characters (such as NUL or a line break)"
        }
        if name.count > maximumNameLength { return "is \(name.count) characters long, at most \(maximumNameLength)" }
        return nil
    }
    /// Ordered apps per folder page; reflow works as on home pages.
    public var pages: [[AppID]] {
        didSet { previewApps = Self.preview(of: pages) }
    }
    /// The apps the 2 × 2 preview shows: the first four of the first page, as iOS. Kept as the
    /// pages change, so that presenting the folder every frame allocates nothing.
    public private(set) var previewApps: [AppID]

    public init(id: FolderID, name: String, pages: [[AppID]]) {
        self.id = id
        self.name = name
        self.pages = pages
        previewApps = Self.preview(of: pages)
    }

    private static func preview(of pages: [[AppID]]) -> [AppID] {
        Array(pages.joined().prefix(HomeScreenTokens.folder.maximumPreviewIcons))
    }

    /// Every app, page by page in reading order.
    public var apps: [AppID] { pages.flatMap { $0 } }

}
