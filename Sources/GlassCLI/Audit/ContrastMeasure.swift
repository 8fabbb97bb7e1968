import Foundation
import GlassCore

/// The contrast of one element measured from pixels, as a person would judge it: the element's
/// ink against the pixels right around its strokes.
///
/// Two renderings of the same frame are compared: `full`, and `reference` without the
/// foreground. Pixels whose luminance the foreground changed are its marks. The ink is the one
/// of the possible ink colors (the legibility styles' content colors) whose marks, those within
/// 0.08 of it in luminance, moved furthest on average: those marks are the ink's core
/// (anti-aliased edges and the shadow's halo fall outside), and the ink is their median. The background is the full picture
/// 2 px to 1.5 pt away from the core, halo included, as the eye sees it, but not the element's
/// own strokes that moved toward the ink (a battery's translucent outline). The element's
/// ratio is the 10th percentile of ink-to-background ratios over those pixels: a few stray
/// pixels do not fail a label, a bright patch under a tenth of its outline does.
struct ContrastMeasure {
    let full: Bitmap
    let reference: Bitmap
    /// Pixels per point.
    let scale: Double
    /// The luminances foreground ink can have.
    let inks: [Double]

    /// WCAG relative luminance of each 8-bit sRGB value's linear part, weighted per channel below.
    private static let linear: [Double] = (0..<256).map { Color(white: Double($0) / 255).linear.red }

    /// The ratio for the element drawn in `frame` (points), or nil when the frame shows no ink.
    func ratio(in frame: Rect) -> Double? {
        let reach = Int((1.5 * scale).rounded(.up))
        let x0 = max(0, Int((frame.minX * scale).rounded(.down)) - reach)
        let y0 = max(0, Int((frame.minY * scale).rounded(.down)) - reach)
        let x1 = min(full.width, Int((frame.maxX * scale).rounded(.up)) + reach)
        let y1 = min(full.height, Int((frame.maxY * scale).rounded(.up)) + reach)
        guard x1 > x0, y1 > y0 else { return nil }
        let w = x1 - x0, h = y1 - y0
        var lumA = [Double](repeating: 0, count: w * h), lumRef = lumA, change = lumA
        for y in 0..<h {
            for x in 0..<w {
                let i = (y0 + y) * full.width + x0 + x
                let a = Self.luminance(full.pixels[i]), r = Self.luminance(reference.pixels[i])
                lumA[y * w + x] = a
                lumRef[y * w + x] = r
                change[y * w + x] = abs(a - r)
            }
        }
        func core(_ ink: Double) -> [Bool] { lumA.indices.map { change[$0] > 0.05 && abs(lumA[$0] - ink) < 0.08 } }
        /// How far the marks of this ink moved from the reference, on average: text moves the
        /// pixels under it all the way to its color, a shadow's halo only part of the way.
        func strength(_ ink: Double) -> Double {
            let mask = core(ink)
            let marks = mask.indices.filter { mask[$0] }
            return marks.count < 4 ? 0 : marks.map { change[$0] }.reduce(0, +) / Double(marks.count)
        }
        guard let candidate = inks.max(by: { strength($0) < strength($1) }), strength(candidate) > 0 else {
            return nil
        }
        let core = core(candidate)
        // The ink is what its core is, not the candidate that found it (within 0.08 of it).
        let marks = lumA.indices.filter { core[$0] }.map { lumA[$0] }.sorted()
        let ink = marks[marks.count / 2]
        let near = dilate(core, width: w, height: h, by: 1)
        let around = dilate(core, width: w, height: h, by: reach)
        var ratios: [Double] = []
        // The element's own lighter strokes (a battery's outline) moved toward the ink and are
        // not its background; a shadow's halo moved away from it and is.
        let inkward = lumA.indices.map { change[$0] > 0.05 && (lumA[$0] - lumRef[$0]) * (ink - lumRef[$0]) > 0 }
        for i in lumA.indices where around[i] && !near[i] && !inkward[i] {
            ratios.append((max(ink, lumA[i]) + 0.05) / (min(ink, lumA[i]) + 0.05))
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[ratios.count / 10]
    }

    private static func luminance(_ argb: UInt32) -> Double {
        0.2126 * linear[Int(argb >> 16 & 0xFF)] + 0.7152 * linear[Int(argb >> 8 & 0xFF)] + 0.0722
            * linear[Int(argb & 0xFF)]
    }

    /// `mask` grown by `radius` pixels in each direction (a square, Chebyshev distance).
    private func dilate(_ mask: [Bool], width: Int, height: Int, by radius: Int) -> [Bool] {
        var rows = [Bool](repeating: false, count: mask.count)
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] {
                for dx in max(0, x - radius)...min(width - 1, x + radius) { rows[y * width + dx] = true }
            }
        }
        var grown = [Bool](repeating: false, count: mask.count)
        for y in 0..<height {
            for x in 0..<width where rows[y * width + x] {
                for dy in max(0, y - radius)...min(height - 1, y + radius) { grown[dy * width + x] = true }
            }
        }
        return grown
    }
}
