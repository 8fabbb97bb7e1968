/// Glass pictures (`drawGlassLayer`), one per key, each with the signature of what it was drawn
/// from. A changed signature redraws into the same surface when the size allows, so glass over a
/// moving backdrop costs a redraw a frame but no allocation.
final class GlassLayerCache {
    /// More keys than any screen shows (icons, dock, platters) but a bound all the same.
    static let capacity = 256

    private struct Entry {
        var canvas: RasterCanvas
        var signature: Int
        var lastUse: Int
    }

    private var entries: [AnyHashable: Entry] = [:]
    private var clock = 0

    var count: Int { entries.count }

    /// The picture under `key`, redrawn by `draw` unless it was drawn for `signature` at this size.
    func layer(for key: AnyHashable, signature: Int, pixelWidth: Int, pixelHeight: Int, scale: Double,
               draw: (RasterCanvas) -> Void) -> RasterCanvas {
        clock += 1
        if var entry = entries[key], entry.canvas.pixelWidth == pixelWidth, entry.canvas.pixelHeight == pixelHeight {
            entry.lastUse = clock
            if entry.signature != signature {
                draw(entry.canvas)
                entry.signature = signature
            }
            entries[key] = entry
            return entry.canvas
        }
        // Positive pixel sizes at this canvas's own scale: creation cannot fail.
        let canvas = try! RasterCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        draw(canvas)
        entries[key] = Entry(canvas: canvas, signature: signature, lastUse: clock)
        if entries.count > Self.capacity {
            for (key, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }).prefix(Self.capacity / 2) {
                entries[key] = nil
            }
        }
        return canvas
    }
}
