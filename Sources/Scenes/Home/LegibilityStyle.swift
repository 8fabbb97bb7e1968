import Foundation
import GlassCore

/// How content drawn straight on the wallpaper (labels, the status bar) stays legible, the way
/// SpringBoard's legibility settings do it: the wallpaper under the content picks light content
/// with a dark shadow or dark content with a light shadow, whichever contrasts more, and the
/// shadow separates the glyphs from a busy wallpaper either way.
public enum LegibilityStyle: Hashable, Sendable {
    /// White content, dark shadow: for dark and mid-tone wallpapers (iOS's usual look).
    case lightContent
    /// White content in a dark halo of `darkness` twentieths: an icon's label where the
    /// wallpaper alone would leave white glyphs short of WCAG AA (a mid-tone gradient, pale
    /// sky, white, a bright patch of a photo). Labels stay white on every wallpaper, as on
    /// iOS; the halo, only as dark as the wallpaper needs, carries the contrast.
    case haloedLightContent(darkness: Int)
    /// Near-black content, light shadow: the status bar over light wallpapers, which iOS turns
    /// dark there.
    case darkContent

    /// The style for what is drawn under `rect` (and `other`) on `canvas` now: of the two, the
    /// one whose content contrasts more with the worst tenth of the pixels there, so a label
    /// over a busy photo is judged by its hardest patch, not by the photo's most common color.
    /// It works in a 1 KB stack buffer (128 samples as `Float`): a label styled every frame
    /// allocates nothing.
    static func sampling(_ canvas: Canvas, under rect: Rect, and other: Rect? = nil) -> LegibilityStyle {
        canvas.sampleColors(in: rect, columns: 16, rows: 4) { first in
            guard let other else { return choosing(over: first, UnsafeBufferPointer(start: nil, count: 0)) }
            return canvas.sampleColors(in: other, columns: 16, rows: 4) { second in choosing(over: first, second) }
        }
    }

    /// An icon label's style for what is drawn under `rect` on `canvas` now: white always, in
    /// the soft shadow where the brightest tenth of the pixels there already give white 5:1,
    /// else in a halo just dark enough to bring that tenth to 5:1 (WCAG AA asks 4.5:1; the
    /// margin covers the glyphs' own anti-aliasing, which the samples do not see).
    ///
    /// White reaches 5:1 over relative luminance 1.05 / 5 − 0.05 = 0.16. A black halo of
    /// opacity a, covering about `haloCoverage` of the pixels 1.5 pt from a stroke, scales
    /// encoded sRGB by 1 − a·c, so luminance by about (1 − a·c)^2.2: the halo needs
    /// a = (1 − (0.16 / L)^(1 / 2.2)) / c over luminance L.
    static func label(_ canvas: Canvas, under rect: Rect) -> LegibilityStyle {
        canvas.sampleColors(in: rect, columns: 16, rows: 4) { samples in
            guard !samples.isEmpty else { return .lightContent }
            return withUnsafeTemporaryAllocation(of: Float.self, capacity: samples.count) { luminances in
                for (i, color) in samples.enumerated() { luminances[i] = -Float(color.relativeLuminance) }
                let bright = Double(-luminances.smallest(samples.count / 10))
                let needed = 1.05 / 5 - 0.05
                guard bright > needed else { return .lightContent }
                let opacity = (1 - Foundation.pow(needed / bright, 1 / 2.2)) / haloCoverage
                return .haloedLightContent(darkness: min(19, max(6, Int((opacity * 20).rounded(.up)))))
            }
        }
    }

    /// How much of the pixels 1.5 pt from a stroke the halo (2 pt spread, σ 1 pt) covers, at
    /// the least: its spread's edge, blurred (0.7 left labels over the sky and dune wallpapers
    /// at 4.2–4.5:1 in the contrast audit).
    static let haloCoverage = 0.6

    private static func choosing(over first: UnsafeBufferPointer<Color>, _ second: UnsafeBufferPointer<Color>)
        -> LegibilityStyle
    {
        let count = first.count + second.count
        guard count > 0 else { return .lightContent }
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * count) { buffer in
            let luminances = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            let ratios = UnsafeMutableBufferPointer(rebasing: buffer[count...])
            for (i, color) in first.enumerated() { luminances[i] = Float(color.relativeLuminance) }
            for (i, color) in second.enumerated() { luminances[first.count + i] = Float(color.relativeLuminance) }
            func worst(_ style: LegibilityStyle) -> Float {
                let ink = Float(style.content.relativeLuminance)
                for i in 0..<count { ratios[i] = (max(ink, luminances[i]) + 0.05) / (min(ink, luminances[i]) + 0.05) }
                return ratios.smallest(count / 10)
            }
            return worst(.lightContent) >= worst(.darkContent) ? .lightContent : .darkContent
        }
    }

    public var content: Color {
        switch self {
        case .lightContent, .haloedLightContent: .white
        case .darkContent: Color(rgb: 0x111113)
        }
    }

    /// How far the halo reaches beyond the glyphs, in points: its spread and 3σ (σ = radius / 2),
    /// and a point more; a rasterized label or status bar leaves this much room around itself.
    var shadowReach: Double { 1.5 * shadow.radius + shadow.spread + 1 }

    /// A dense halo hugging the glyphs (spread 0.75 pt, σ 1.5 pt, 0.5 pt down), like SpringBoard's
    /// label shadow: thin strokes keep a dark rim over bright patches of a photo.
    public var shadow: Shadow {
        switch self {
        case .lightContent:
            Shadow(color: Color(white: 0, alpha: 0.7), radius: 3, offset: Vector(dx: 0, dy: 0.5), spread: 0.75)
        case .haloedLightContent(let darkness):
            // Dark to 1.5 pt from every stroke, where the eye (and the contrast audit) looks.
            Shadow(
                color: Color(white: 0, alpha: Double(darkness) / 20), radius: 2, offset: Vector(dx: 0, dy: 0.5),
                spread: 2)
        case .darkContent:
            Shadow(color: Color(white: 1, alpha: 0.8), radius: 3, offset: Vector(dx: 0, dy: 0.5), spread: 0.75)
        }
    }

}

extension UnsafeMutableBufferPointer<Float> {
    /// The k-th smallest value (from 0), found by selecting the k + 1 smallest to the front.
    fileprivate func smallest(_ k: Int) -> Float {
        for i in 0...k {
            var least = i
            for j in (i + 1)..<count where self[j] < self[least] { least = j }
            swapAt(i, least)
        }
        return self[k]
    }
}
