import Foundation
import GlassCore

/// The scroll indicators, as iOS draws them: a 3 pt capsule 3 pt inside the trailing (and
/// bottom) edge, as long as the share of the content the viewport shows (at least 36 pt),
/// shortened by how far the rubber band is stretched. Black at 35 % in light mode, white at
/// 35 % in dark mode. They show while the content moves and fade out over 0.25 s starting
/// 0.5 s after it rests, so a still scroll view shows none.
struct ScrollIndicators {
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let holdTime = 0.5
    static let fadeTime = 0.25

    /// How opaque the indicators are at `time`, for content last moved at `lastMoved`
    /// (nil: never) and still moving when `moving`.
    static func opacity(at time: Double, lastMoved: Double?, moving: Bool) -> Double {
        if moving { return 1 }
        guard let lastMoved else { return 0 }
        let since = time - lastMoved - holdTime
        return since <= 0 ? 1 : max(0, 1 - since / fadeTime)
    }

    /// The indicator along one axis: `viewport` and `content` lengths, and the offset along it
    /// with its largest value `limit`; nil when the content fits.
    static func span(viewport: CGFloat, content: CGFloat, offset: CGFloat, limit: CGFloat) -> (
        start: CGFloat, length: CGFloat
    )? {
        guard limit > 0, content > 0, viewport > 4 * inset else { return nil }
        let track = viewport - 2 * inset
        let overshoot = offset < 0 ? -offset : max(offset - limit, 0)
        let length = max(max(track * viewport / content, minimumLength) - overshoot, 2 * thickness)
        let progress = min(max(offset / limit, 0), 1)
        return (inset + (track - length) * progress, length)
    }

    /// Draws the indicators of a scroll view of `size` with `opacity`.
    static func draw(
        on canvas: any GlassCore.Canvas, size: CGSize, content: CGSize, offset: CGPoint, limit: CGPoint, axes: Axis.Set,
        dark: Bool, opacity: Double
    ) {
        guard opacity > 0 else { return }
        let color = (dark ? GlassCore.Color.white : GlassCore.Color.black).opacity(0.35 * opacity)
        if axes.contains(.vertical),
            let span = span(viewport: size.height, content: content.height, offset: offset.y, limit: limit.y)
        {
            let rect = CGRect(x: size.width - inset - thickness, y: span.start, width: thickness, height: span.length)
            canvas.fill(GlassCore.Path(capsuleIn: Rect(rect)), with: color)
        }
        if axes.contains(.horizontal),
            let span = span(viewport: size.width, content: content.width, offset: offset.x, limit: limit.x)
        {
            let rect = CGRect(x: span.start, y: size.height - inset - thickness, width: span.length, height: thickness)
            canvas.fill(GlassCore.Path(capsuleIn: Rect(rect)), with: color)
        }
    }
}
