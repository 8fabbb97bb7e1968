/// Sample maps by the optics they were worked out for. Glass that stays put over moving content
/// (a tab bar over a scrolling list, icons over the Dotfield) finds its map every frame and only
/// samples through it; glass that moves or changes shape works out a new one, and the least
/// recently used maps go once the cache holds more than its bound.
final class GlassSampleMapCache {
    /// Enough for every pane of a home screen (icons, dock, folders, platters) at 3× and more.
    static let byteLimit = 48 << 20

    private struct Entry {
        var map: GlassPaneMap
        var lastUse: Int
    }

    private var entries: [AnyHashable: Entry] = [:]
    private var bytes = 0
    private var clock = 0
    /// How many maps were worked out rather than found (for tests).
    private(set) var misses = 0

    /// The maps of `optics` over a box of `width` × `height` pixels, from the cache or made now.
    func map<Shape: GlassSDF>(
        for optics: GlassOptics<Shape>, width: Int, height: Int, profile: RefractionProfile?
    ) -> GlassPaneMap {
        clock += 1
        let key = AnyHashable(Key(optics: optics, width: width, height: height))
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            return entries.values[index].map
        }
        misses += 1
        let map = optics.paneMap(width: width, height: height, profile: profile)
        entries[key] = Entry(map: map, lastUse: clock)
        bytes += map.byteCount
        while bytes > Self.byteLimit, entries.count > 1,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            bytes -= oldest.value.map.byteCount
            entries.removeValue(forKey: oldest.key)
        }
        return map
    }

    private struct Key<Shape: GlassSDF>: Hashable {
        let optics: GlassOptics<Shape>
        let width: Int
        let height: Int
    }
}
