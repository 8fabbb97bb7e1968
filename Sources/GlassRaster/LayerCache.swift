/// Rasterized layers by key, least recently used evicted first once they hold more than
/// `budgetBytes`. The budget is spec 000's icon cache, 100 MB: icons, labels and other
/// rasterized layers are what it caches.
final class LayerCache {
    static let budgetBytes = 100 * 1024 * 1024

    private struct Entry {
        let canvas: RasterCanvas
        var lastUse: Int
    }

    private var entries: [AnyHashable: Entry] = [:]
    private var clock = 0
    private(set) var bytes = 0

    var count: Int { entries.count }

    /// The layer cached under `key`, or the one `make` draws, cached from now on; nil when
    /// `make` cannot make one.
    func layer(for key: AnyHashable, make: () -> RasterCanvas?) -> RasterCanvas? {
        clock += 1
        // One lookup, the entry updated in place.
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            return entries.values[index].canvas
        }
        guard let canvas = make() else { return nil }
        entries[key] = Entry(canvas: canvas, lastUse: clock)
        bytes += Self.bytes(of: canvas)
        evict()
        return canvas
    }

    /// The layer cached under `key`, if any.
    func kept(_ key: AnyHashable) -> RasterCanvas? { entries[key]?.canvas }

    /// Lets go of the layer cached under `key`.
    func remove(_ key: AnyHashable) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        bytes -= Self.bytes(of: entry.canvas)
    }

    /// Lets go of every layer whose key `isDiscarded` accepts.
    func remove(where isDiscarded: (AnyHashable) -> Bool) {
        for (key, entry) in entries where isDiscarded(key) {
            entries[key] = nil
            bytes -= Self.bytes(of: entry.canvas)
        }
    }

    private func evict() {
        guard bytes > Self.budgetBytes else { return }
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse })
        where bytes > Self.budgetBytes / 2 {
            entries[key] = nil
            bytes -= Self.bytes(of: entry.canvas)
        }
    }

    private static func bytes(of canvas: RasterCanvas) -> Int { canvas.pixelWidth * canvas.pixelHeight * 4 }
}
