import Foundation
import GlassCore
import GlassRaster
import SnapshotTesting
import Testing

/// Golden images, shared by the test targets that keep them: a canvas is compared, as PNG, with the reference under `__Snapshots__/`
/// (swift-snapshot-testing's layout) by our own pixel diff. Set SNAPSHOT_TESTING_RECORD=all to
/// record anew after a deliberate change, then look at every changed picture before committing.
public enum Golden {
    /// Two pixels match when every premultiplied channel is within `tolerance` (of 255);
    /// pictures match when at most `maximumMismatch` of their pixels do not.
    public static func png(tolerance: Int = 3, maximumMismatch: Double = 0.002) -> Snapshotting<RasterCanvas, Data> {
        let diffing = Diffing<Data>.diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { reference, rendered in
                compare(reference, rendered, tolerance: tolerance, maximumMismatch: maximumMismatch).map { ($0, []) }
            })
        return Snapshotting(pathExtension: "png", diffing: diffing) { canvas in
            // A canvas that cannot be encoded fails the comparison with an empty picture.
            (try? canvas.pngData()) ?? Data()
        }
    }

    /// The channels of `drawn` (a canvas drawn frame by frame) that differ by more than
    /// `tolerance` (of 255) from `fresh` (the same moment drawn afresh): 0 when drawing only
    /// what changed left nothing stale.
    public static func channelsDiffering(_ drawn: RasterCanvas, from fresh: RasterCanvas, tolerance: Int = 2) -> Int {
        var differing = 0
        for (a, b) in zip(drawn.bitmap().pixels, fresh.bitmap().pixels) where a != b {
            for shift in stride(from: 0, through: 24, by: 8) {
                if abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > tolerance {
                    differing += 1
                }
            }
        }
        return differing
    }

    /// nil when the pictures match; otherwise why not, with the path of a diff image that shows
    /// mismatched pixels in red over a faded copy of the reference.
    static func compare(_ referenceData: Data, _ renderedData: Data, tolerance: Int, maximumMismatch: Double) -> String?
    {
        guard let reference = try? Bitmap(pngData: referenceData) else { return "the reference is not a readable PNG" }
        guard let rendered = try? Bitmap(pngData: renderedData) else { return "the rendering is not a readable PNG" }
        guard reference.width == rendered.width, reference.height == rendered.height else {
            return
                "size \(rendered.width)×\(rendered.height) px differs from the reference's \(reference.width)×\(reference.height) px"
        }
        var mismatched = 0, worst = 0
        var diff = [UInt32](repeating: 0, count: reference.pixels.count)
        for i in reference.pixels.indices {
            let a = reference.pixels[i], b = rendered.pixels[i]
            let delta = largestChannelDelta(a, b)
            worst = max(worst, delta)
            if delta > tolerance {
                mismatched += 1
                diff[i] = 0xFFFF_0000
            } else {
                let sum = (a >> 16 & 0xFF) + (a >> 8 & 0xFF) + (a & 0xFF)
                let gray = sum / 9
                diff[i] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
            }
        }
        let fraction = Double(mismatched) / Double(reference.pixels.count)
        guard fraction > maximumMismatch else { return nil }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-diff-\(UUID().uuidString).png")
            .path
        let written =
            (try? canvas(of: Bitmap(width: reference.width, height: reference.height, pixels: diff)).writePNG(to: path))
            != nil
        return String(
            format: "%d pixels (%.3f%%) differ by more than %d, the largest by %d", mismatched, 100 * fraction,
            tolerance, worst)
            + (written ? "; diff image: \(path)" : "")
    }

    private static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    private static func canvas(of bitmap: Bitmap) throws -> RasterCanvas {
        let canvas = try RasterCanvas(size: Size(width: Double(bitmap.width), height: Double(bitmap.height)), scale: 1)
        canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)))
        return canvas
    }
}
