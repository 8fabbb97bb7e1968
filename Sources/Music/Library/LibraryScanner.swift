import Foundation
import GlassDatabase

/// Reads a music folder into the library cache, incrementally: a file whose size and date are
/// unchanged is not read again, a file gone is forgotten, and only new or changed files have
/// their tags read. Files are walked lazily and written in batches, so a folder of any size
/// scans in constant memory (beyond one stamp per file).
public struct LibraryScanner: Sendable {
    public var folder: String
    public var store: MusicStore
    /// Files written to the store in one transaction.
    public var batchSize = 200

    public init(folder: String, store: MusicStore) {
        self.folder = folder
        self.store = store
    }

    /// Where a scan is, for the progress shown while it runs and its summary at the end.
    public struct Progress: Equatable, Sendable {
        /// Audio files looked at, of `total` found.
        public var done = 0
        public var total = 0
        /// What this scan changed: files read for the first time, read again, gone, and read
        /// but unreadable (an unchanged file skipped before stays in `MusicStore.skipped()`).
        public var added = 0
        public var updated = 0
        public var removed = 0
        public var skipped = 0
        public var fraction: Double { total == 0 ? 1 : Double(done) / Double(total) }

        public init(done: Int = 0, total: Int = 0, added: Int = 0, updated: Int = 0, removed: Int = 0, skipped: Int = 0)
        {
            (self.done, self.total, self.added, self.updated, self.removed, self.skipped) =
                (done, total, added, updated, removed, skipped)
        }
    }

    /// Scans the folder, calling `progress` after every batch (and once at the end).
    /// - Throws: `ScanError` when the folder is missing or unreadable, or the store fails.
    @discardableResult
    public func scan(progress: (Progress) -> Void = { _ in }) throws(ScanError) -> Progress {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw .missingFolder(folder)
        }
        guard isFolder.boolValue else { throw .notAFolder(folder) }
        guard FileManager.default.isReadableFile(atPath: folder) else { throw .unreadableFolder(folder) }
        do {
            return try run(progress: progress)
        } catch {
            throw .store(error)
        }
    }

    private func run(progress report: (Progress) -> Void) throws(StoreError) -> Progress {
        // The folder is walked twice, lazily each time: once to count its files for the progress.
        var progress = Progress(total: Self.audioFiles(in: folder).reduce(0) { count, _ in count + 1 })
        var known = try store.known()
        var covers = CoverFinder()
        var batch: [MusicStore.Entry] = []
        for (path, stamp) in Self.audioFiles(in: folder) {
            progress.done += 1
            let cover = covers.cover(besides: path)
            let before = known.removeValue(forKey: path)
            if let before, before.stamp == stamp, before.isSkipped || before.cover == cover { continue }
            do {
                batch.append(.track(path: path, stamp: stamp, cover: cover, tags: try AudioTags.read(path: path)))
                if before == nil { progress.added += 1 } else { progress.updated += 1 }
            } catch {
                batch.append(.skipped(path: path, stamp: stamp, reason: error.description))
                progress.skipped += 1
            }
            if batch.count >= batchSize {
                try store.apply(batch)
                batch.removeAll(keepingCapacity: true)
                report(progress)
            }
        }
        progress.removed = known.count
        try store.apply(batch, removing: Array(known.keys))
        report(progress)
        return progress
    }

    /// The audio files under `folder` (by extension), with size and modification time, walked
    /// lazily; hidden files and folders are passed over, and only regular files count.
    static func audioFiles(in folder: String) -> some Sequence<(String, MusicStore.Stamp)> {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        let walk = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        return (walk.map { AnySequence($0) } ?? AnySequence([])).lazy.compactMap { item in
            guard let url = item as? URL, AudioFormat.extensions.contains(url.pathExtension.lowercased()),
                let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
            else { return nil }
            let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
            return (url.path, MusicStore.Stamp(size: values.fileSize ?? 0, modified: modified))
        }
    }
}

/// The picture beside a track (`cover.jpg`, `cover.png`, `folder.jpg`…, any case), looked up
/// once for each folder.
struct CoverFinder {
    private var found: [String: String?] = [:]
    static let names = ["cover.jpg", "cover.jpeg", "cover.png", "folder.jpg", "folder.jpeg", "folder.png"]

    mutating func cover(besides path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        if let known = found[folder] { return known }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let cover = Self.names.lazy.compactMap { name in files.first { $0.lowercased() == name } }.first
        let result = cover.map { folder + "/" + $0 }
        found[folder] = result
        return result
    }
}

/// Why the music folder could not be scanned.
public enum ScanError: Error, CustomStringConvertible {
    case missingFolder(String)
    case notAFolder(String)
    case unreadableFolder(String)
    case store(StoreError)

    public var description: String {
        switch self {
        case .missingFolder(let path): "the music folder '\(path)' does not exist"
        case .notAFolder(let path): "the music folder '\(path)' is a file, not a folder"
        case .unreadableFolder(let path): "the music folder '\(path)' cannot be read (check its permissions)"
        case .store(let error): "\(error)"
        }
    }
}
