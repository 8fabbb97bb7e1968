/// One icon on a home page: an app or a folder. The dock and folders hold apps only.
public enum HomeItem: Hashable, Sendable {
    case app(AppID)
    case folder(Folder)

    /// The item's identity, stable across edits.
    public var id: ItemID {
        switch self {
        case .app(let app): .app(app)
        case .folder(let folder): .folder(folder.id)
        }
    }

    /// The apps this item carries: itself, or the folder's contents.
    public var apps: [AppID] {
        switch self {
        case .app(let app): [app]
        case .folder(let folder): folder.apps
        }
    }

    /// How many apps `apps` holds.
    public var appCount: Int {
        switch self {
        case .app: 1
        case .folder(let folder): folder.pages.reduce(0) { $0 + $1.count }
        }
    }

    public var folder: Folder? {
        if case .folder(let folder) = self { folder } else { nil }
    }

    public var app: AppID? {
        if case .app(let app) = self { app } else { nil }
    }
}

/// The identity of an icon, app or folder.
public enum ItemID: Hashable, Sendable, CustomStringConvertible {
    case app(AppID)
    case folder(FolderID)

    public var description: String {
        switch self {
        case .app(let app): app.rawValue
        case .folder(let folder): folder.description
        }
    }
}

/// Where an icon sits. Indices are 0-based positions in the ordered lists.
public enum ItemLocation: Hashable, Sendable {
    /// Item `index` (reading order) of home page `page`.
    case page(Int, index: Int)
    /// Slot `index` of the dock, left to right.
    case dock(index: Int)
    /// App `index` of page `page` inside the folder `folder`.
    case folder(FolderID, page: Int, index: Int)
}
