import GlassCore
import HomeScreen

/// A piece of content drawn straight on the wallpaper, where legibility is the scene's job:
/// what WCAG calls text (4.5:1) or a graphical object (3:1).
public struct ForegroundElement: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case text, glyph

        /// WCAG 2.1 AA: 1.4.3 for text, 1.4.11 for graphical objects.
        public var requiredContrast: Double {
            switch self {
            case .text: 4.5
            case .glyph: 3
            }
        }
    }

    public var name: String
    public var kind: Kind
    /// Where it is drawn, in points.
    public var frame: Rect
}

extension HomeScene {
    /// The labels of the icons on screen, the status bar's time and symbols, and the current
    /// page dot, with their frames: what `drawsForeground` turns on and off.
    public var foregroundElements: [ForegroundElement] {
        let screen = Rect(origin: .zero, size: presentation.screen)
        let labels = presentation.icons.compactMap { icon in
            icon.labelFrame.flatMap { frame in
                frame.intersects(screen) && icon.opacity > 0
                    ? ForegroundElement(name: icon.label, kind: .text, frame: frame) : nil
            }
        }
        var elements = labels
        if !presentation.doneButton.isVisible {
            elements.append(
                ForegroundElement(name: "status bar time", kind: .text, frame: StatusBar.clockFrame(in: statusBarFrame))
            )
            elements.append(
                ForegroundElement(
                    name: "status bar symbols", kind: .glyph, frame: StatusBar.glyphsFrame(in: statusBarFrame)))
        }
        if presentation.pageDots.opacity > 0, let dot = presentation.pageDots.dots.first(where: \.isActive) {
            let frame = Rect(center: dot.center, size: Size(width: dot.diameter, height: dot.diameter))
            elements.append(ForegroundElement(name: "current page dot", kind: .glyph, frame: frame))
        }
        return elements
    }
}
