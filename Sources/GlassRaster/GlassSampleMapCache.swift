/// Sample maps by the optics they were worked out for. Glass that stays put over moving content
/// (a tab bar over a scrolling list, icons over the Dotfield) finds its map every frame and only
/// samples through it; glass that moves or changes shape works out a new one, and the least
/// recently used maps go once the cache holds more than its bound. Maps are filed by the hash
/// of their optics and found by comparing the optics themselves, so a lookup allocates nothing.
final class GlassSampleMapCache {
    /// The most the maps may hold; 48 MB is enough for every pane of a home screen (icons,
    /// dock, folders, platters) at 3× and more.
    let byteLimit: Int

    init(byteLimit: Int = 48 << 20) {
        self.byteLimit = byteLimit
    }

    private struct Entry {
        /// The optics, any shape's.
        var optics: Any
        var width: Int
        var height: Int
        var map: GlassPaneMap
        var lastUse: Int
    }

    private var buckets: [Int: [Entry]] = [:]
    private var bytes = 0
    private var clock = 0
    /// How many maps were worked out rather than found (for tests).
    private(set) var misses = 0

    /// The maps of `optics` over a box of `width` × `height` pixels, from the cache or made now.
    func map<Shape: GlassSDF>(
        for optics: GlassOptics<Shape>, width: Int, height: Int, profile: RefractionProfile?
    ) -> GlassPaneMap {
        clock += 1
        var hasher = Hasher()
        hasher.combine(optics)
        hasher.combine(width)
        hasher.combine(height)
        let key = hasher.finalize()
        if let index = buckets[key]?.firstIndex(where: {
            $0.width == width && $0.height == height && ($0.optics as? GlassOptics<Shape>) == optics
        }) {
            buckets[key]![index].lastUse = clock
            return buckets[key]![index].map
        }
        misses += 1
        let map = optics.paneMap(width: width, height: height, profile: profile)
        buckets[key, default: []].append(Entry(optics: optics, width: width, height: height, map: map, lastUse: clock))
        bytes += map.byteCount
        while bytes > byteLimit, evictOldest() {}
        return map
    }

    /// Drops the least recently used map, unless it is the only one; whether one went.
    private func evictOldest() -> Bool {
        var oldest: (key: Int, index: Int, lastUse: Int)?
        var count = 0
        for (key, entries) in buckets {
            for (index, entry) in entries.enumerated() {
                count += 1
                if entry.lastUse < oldest?.lastUse ?? .max { oldest = (key, index, entry.lastUse) }
            }
        }
        guard count > 1, let oldest else { return false }
        bytes -= buckets[oldest.key]![oldest.index].map.byteCount
        buckets[oldest.key]!.remove(at: oldest.index)
        if buckets[oldest.key]!.isEmpty { buckets[oldest.key] = nil }
        return true
    }
}
