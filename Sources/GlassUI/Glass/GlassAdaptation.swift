import Foundation
import GlassCore

/// Regular, untinted glass takes the appearance that keeps what it holds legible, as iOS 26's
/// does: over dark content it turns to dark glass and the text and symbols on it to their
/// dark-mode colors (white `.primary`), over light content to light glass and dark text,
/// whatever the app's color scheme. What the glass stands on is read as it is drawn: the mean
/// CIE lightness L* (0 black … 100 white, mid grey 53) of an 8 × 4 grid of the backdrop's
/// pixels under the pane, so that saturated colors count as light as they look (pure red is
/// 53, pure blue 32). Glass goes dark below 40 and light above 60; between the two it keeps
/// the appearance it has (the app's, at first), so content of middling lightness scrolling
/// under it does not make it flicker. The glass of one container takes one appearance, from
/// the mean over its panes, so that panes that melt together look alike. Presented panels
/// (sheets, popovers, alerts, menus: thick glass) keep the app's scheme, as iOS's do: only
/// controls and bars flip.
///
/// Apple gives no thresholds: these are ours. The backdrop is read as the glass is drawn, so
/// the content takes the new appearance in the next frame (a host drawing a still picture
/// draws again); iOS fades it, we switch. Tinted and clear glass keep the app's scheme (their
/// content is styled for them), and so does glass drawn opaque for Reduce Transparency. A
/// color scheme set on the content inside the glass is kept.
struct AdaptiveGlassContent<Content: View>: View, PrimitiveView {
    let glass: Glass
    let content: Content

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { GlassAdaptationBehavior() }
        behavior.adapts =
            glass.look == .regular && glass.tintColor == nil && glass.thickness == nil
            && !node.environment.accessibilityReduceTransparency
        behavior.container = node.environment.glassContainer
        behavior.inherit(node.environment.colorScheme)
        // What the glass holds is drawn on glass (vibrant labels), in the scheme it took.
        let scheme = behavior.adapts ? behavior.scheme : nil
        let onGlass = glass.look != nil
        node.writeEnvironment(GlassContentLook(scheme: scheme, onGlass: onGlass)) {
            if let scheme { $0.colorScheme = scheme }
            $0.isOnGlass = onGlass
        }
        node.setUnit(behavior, children: [content])
    }
}

/// How the glass shows its content: in the scheme it took (nil: the app's), on glass or not.
private struct GlassContentLook: Hashable {
    let scheme: ColorScheme?
    let onGlass: Bool
}

extension EnvironmentValues {
    /// Whether views are drawn on glass, where label colors are vibrant (`Color.hierarchy`).
    var isOnGlass: Bool {
        get { self[OnGlassKey.self] }
        set { self[OnGlassKey.self] = newValue }
    }
}

private enum OnGlassKey: EnvironmentKey { static let defaultValue = false }

@MainActor
final class GlassAdaptationBehavior: NodeBehavior {
    /// The lightnesses (L*) below and above which glass turns dark and light.
    static let darkBelow = 40.0
    static let lightAbove = 60.0

    var adapts = false
    /// The container that draws this view's glass, which reads the backdrop for it before the
    /// glass covers it.
    weak var container: GlassContainerLink?
    /// The appearance the glass has taken, nil until it has read its backdrop.
    private(set) var scheme: ColorScheme?
    /// The app's scheme around the glass; when it changes, the glass reads its backdrop anew.
    private var inherited: ColorScheme?
    /// Whether the container read the backdrop for this frame.
    private var wasRead = false

    func inherit(_ scheme: ColorScheme) {
        guard scheme != inherited else { return }
        inherited = scheme
        self.scheme = nil
    }

    /// Takes the appearance a backdrop of mean lightness `lightness` (L*, nil: unknown) calls
    /// for; a change updates `node`, whose content then shows it.
    func take(_ lightness: Double?, node: ViewNode) {
        wasRead = true
        guard let lightness else { return }
        let current = scheme ?? node.environment.colorScheme
        let new = lightness < Self.darkBelow ? ColorScheme.dark : (lightness > Self.lightAbove ? .light : current)
        if new != current { node.graph.setNeedsBody(node) }
        scheme = new
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        if adapts && container == nil && !wasRead {
            take(context.meanLightness(under: CGRect(origin: .zero, size: node.presentedFrame.size)), node: node)
        }
        wasRead = false
        if node.graph.hidesGlassContent {
            context.paintGlassPanesOnly(under: node)
        } else {
            context.paintChildren(of: node)
        }
    }
}

extension PaintContext {
    /// The mean CIE lightness L* (0…100) of an 8 × 4 grid of what is drawn under `rect` now,
    /// or nil for a rectangle of no finite area.
    func meanLightness(under rect: CGRect) -> Double? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        return canvas.sampleColors(in: Rect(rect), columns: 8, rows: 4) { colors in
            guard !colors.isEmpty else { return nil }
            return colors.reduce(0.0) { $0 + $1.lightness } / Double(colors.count)
        }
    }
}
