import Foundation
import GlassCore

/// A text or a symbol drawn on glass or on a material, for the contrast audit (`glass audit
/// contrast --app`).
public struct GlassContentElement: Sendable {
    public enum Kind: Sendable {
        /// Text, which needs 4.5:1 against what is around it (WCAG AA).
        case text
        /// A symbol, which needs 3:1.
        case glyph
    }

    public let kind: Kind
    /// The text, or the symbol's name.
    public let name: String
    /// Where it is drawn, in screen points.
    public let frame: Rect
    /// What it is drawn on: "glass", or the material's name ("ultra thin material").
    public let surface: String
}

extension ViewGraph {
    /// The texts and symbols inside glass views (`glassEffect`) and in front of a material
    /// (`.background(.ultraThinMaterial)`, a playback bar's), with where they are drawn.
    public var glassContent: [GlassContentElement] {
        var seen = Set<ObjectIdentifier>()
        var elements: [GlassContentElement] = []
        // Glass inside a material is a surface of its own, found in its turn.
        func collect(under node: ViewNode, on name: String) {
            if name != "glass", node.behavior is GlassAdaptationBehavior { return }
            if seen.insert(ObjectIdentifier(node)).inserted, let element = Self.contentElement(node),
                let frame = GlassContainerBehavior.frame(of: node, in: root)
            {
                elements.append(
                    GlassContentElement(kind: element.kind, name: element.name, frame: Rect(frame), surface: name))
            }
            for child in node.children { collect(under: child, on: name) }
        }
        root.visit { node in
            if node.behavior is GlassAdaptationBehavior {
                collect(under: node, on: "glass")
            } else if let decoration = node.behavior as? DecorationBehavior,
                let material = decoration.material(behind: node)
            {
                for unit in node.units(ofChild: 0) { collect(under: unit, on: material.auditName) }
            }
        }
        return elements
    }

    private static func contentElement(_ node: ViewNode) -> (kind: GlassContentElement.Kind, name: String)? {
        if let text = node.behavior as? TextBehavior {
            let string = text.text.runs.map(\.string).joined()
            return string.isEmpty ? nil : (.text, string)
        }
        if let image = node.behavior as? ImageBehavior, let name = image.symbolName { return (.glyph, name) }
        return nil
    }
}

extension GlassCore.Material {
    /// How the audit names what content is on: "ultra thin material".
    fileprivate var auditName: String {
        switch self {
        case .ultraThin: "ultra thin material"
        case .thin: "thin material"
        case .regular: "regular material"
        case .thick: "thick material"
        }
    }
}

extension PaintContext {
    /// Paints the glass panes among `node`'s descendants and nothing else, each through the
    /// placements between: glass holding nothing, the contrast audit's reference picture. The
    /// panes of a container inside (the tab bar's droplet) are left out with what they hold.
    func paintGlassPanesOnly(under node: ViewNode) {
        paintGlassPanesOnly(node.children.indices.flatMap { node.units(ofChild: $0) })
    }

    /// `paintGlassPanesOnly(under:)` for `units` and what they hold.
    func paintGlassPanesOnly(_ units: [ViewNode]) {
        for unit in units {
            if unit.behavior is GlassPaneBehavior {
                paint(unit)
            } else {
                let (transform, opacity) = unit.presentedPlacement
                canvas.withLayer(opacity: opacity, transform: transform) { paintGlassPanesOnly(under: unit) }
            }
        }
    }
}
