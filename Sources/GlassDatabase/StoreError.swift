/// Why the store could not be used. Every case names the file; none loses data: a corrupt file
/// is moved aside, never overwritten, and a store written by a newer GlassKit is left alone.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The file is not a readable SQLite database; it was renamed to `movedTo`.
    case corrupt(path: String, movedTo: String, reason: String)
    /// The file or its folder cannot be opened or written (permissions, a directory, a full disk).
    case unreadable(path: String, reason: String)
    /// The store was written by a newer GlassKit whose schema this one does not know.
    case newerSchema(path: String)

    public var description: String {
        switch self {
        case .corrupt(let path, let movedTo, let reason):
            "the store '\(path)' is corrupt (\(reason)); it was moved aside to '\(movedTo)' and nothing was overwritten. Run again to start afresh, or move the file back to retry"
        case .unreadable(let path, let reason):
            "cannot open the store '\(path)': \(reason)"
        case .newerSchema(let path):
            "the store '\(path)' was written by a newer GlassKit; it was left untouched. Use that version, or pass --store with another path"
        }
    }
}
