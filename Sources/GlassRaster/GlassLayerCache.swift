import Foundation

/// Glass pictures (`drawGlassLayer`), one per key, each with what it was drawn from: a
/// signature of its content and place, and a copy of the backdrop pixels it read. Comparing
/// that copy with the pixels there now (`memcmp`, a few microseconds an icon) tells exactly
/// whether the glass would look different; no fingerprint can collide. A picture that must
/// change is redrawn into the same surface when the size allows, so glass over a moving
/// backdrop costs a redraw a frame but no allocation.
final class GlassLayerCache {
    /// More keys than any screen shows (icons, dock, platters) but a bound all the same.
    static let capacity = 256

    private struct Entry {
        var canvas: RasterCanvas
        /// Nil until the picture is first drawn.
        var signature: Int?
        /// The backdrop box it read, row after row.
        var backdrop: [UInt32]
        var lastUse: Int
    }

    private var entries: [AnyHashable: Entry] = [:]
    private var clock = 0

    var count: Int { entries.count }

    /// The picture kept under `key` at this size (a new, blank one when there is none), with
    /// the backdrop it was drawn over if it was drawn for `signature`.
    func picture(
        for key: AnyHashable, signature: Int, pixelWidth: Int, pixelHeight: Int, scale: Double
    ) -> KeptPicture {
        clock += 1
        if let index = entries.index(forKey: key), entries.values[index].canvas.pixelWidth == pixelWidth,
            entries.values[index].canvas.pixelHeight == pixelHeight
        {
            entries.values[index].lastUse = clock
            let entry = entries.values[index]
            return KeptPicture(canvas: entry.canvas, backdrop: entry.signature == signature ? entry.backdrop : nil)
        }
        // Positive pixel sizes at this canvas's own scale: creation cannot fail.
        let canvas = try! RasterCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        entries[key] = Entry(canvas: canvas, signature: nil, backdrop: [], lastUse: clock)
        if entries.count > Self.capacity {
            for (key, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }).prefix(Self.capacity / 2) {
                entries[key] = nil
            }
        }
        return KeptPicture(canvas: canvas, backdrop: nil)
    }

    /// Notes that `key`'s picture is now drawn for `signature` over the pixels of `backdrop`
    /// in `read`. The stored backdrop is overwritten in place, never reallocated.
    func markDrawn(_ key: AnyHashable, signature: Int, backdrop: PixelView, read: PixelBox) {
        guard let index = entries.index(forKey: key) else { return }
        entries.values[index].signature = signature
        Self.copy(backdrop, read, into: &entries.values[index].backdrop)
    }

    /// A kept picture, and the backdrop it was drawn over when its content and place are the
    /// ones asked for (nil: it must be drawn). Comparing may run on any thread.
    struct KeptPicture {
        let canvas: RasterCanvas
        let backdrop: [UInt32]?

        func wasDrawn(over view: PixelView, _ box: PixelBox) -> Bool {
            backdrop.map { GlassLayerCache.matches($0, view, box) } ?? false
        }
    }

    fileprivate static func matches(_ stored: [UInt32], _ view: PixelView, _ box: PixelBox) -> Bool {
        guard stored.count == box.width * box.height else { return false }
        guard !stored.isEmpty else { return true }
        return stored.withUnsafeBufferPointer { stored in
            (0..<box.height).allSatisfy { row in
                memcmp(stored.baseAddress! + row * box.width, view.row(box.y + row) + box.x, box.width * 4) == 0
            }
        }
    }

    private static func copy(_ view: PixelView, _ box: PixelBox, into stored: inout [UInt32]) {
        if stored.count != box.width * box.height { stored = [UInt32](repeating: 0, count: box.width * box.height) }
        stored.withUnsafeMutableBufferPointer { stored in
            for row in 0..<box.height {
                (stored.baseAddress! + row * box.width).update(from: view.row(box.y + row) + box.x, count: box.width)
            }
        }
    }
}
