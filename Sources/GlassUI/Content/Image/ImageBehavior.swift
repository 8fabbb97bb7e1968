import Foundation
import GlassCore

extension Image: View, PrimitiveView {
    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ImageBehavior() }
        behavior.set(self, environment: node.environment, node: node)
        node.setUnit(behavior, children: [])
    }
}

/// An image's node: a bitmap at its own size (or stretched when resizable), a symbol set in
/// the icon font at the size of the text style around it, or the placeholder of a missing
/// picture.
@MainActor
final class ImageBehavior: NodeBehavior {
    enum Content {
        case picture(ImageLibrary.Picture)
        case symbol(StyledText, side: CGFloat)
        case placeholder
    }

    private var image: Image?
    /// The system symbol's name, for an image of one.
    var symbolName: String? {
        if case .system(let name) = image?.source { return name }
        return nil
    }
    private(set) var content = Content.placeholder
    private var symbolLayout: (any TextLayout)?
    private var templateColor: GlassCore.Color?

    /// The side of a missing picture's placeholder, in points.
    static let placeholderSide: CGFloat = 44

    func set(_ newImage: Image, environment: EnvironmentValues, node: ViewNode) {
        let foreground = (environment.foregroundStyle ?? HierarchicalShapeStyle.primary)._resolve(in: environment)
            .representativeColor
        let color = environment.isEnabled ? foreground : foreground.opacity(0.35)
        switch newImage.source {
        case .bitmap(let picture):
            content = .picture(picture)
        case .named(let name, let bundle):
            content =
                ImageLibrary.shared.picture(named: name, in: bundle.map { [$0] }).map(Content.picture) ?? .placeholder
        case .system(let name):
            if let codepoint = SymbolCatalog.codepoint(for: name), let scalar = Unicode.Scalar(codepoint) {
                let font = (environment.font ?? .body).resolve(at: environment.dynamicTypeSize).font
                let scale: CGFloat =
                    switch newImage.scale ?? environment.imageScale {
                    case .small: 0.8
                    case .medium: 1
                    case .large: 1.3
                    }
                // Material glyphs fill 20/24 of the em: an em of 1.2 × the text size draws a
                // symbol as tall as the text's capitals and descenders, as SF Symbols are.
                let side = (CGFloat(font.sizePoints) * 1.2 * scale).rounded()
                let glyphFont = GlassCore.Font(family: SymbolCatalog.fontFamily, sizePoints: Double(side))
                content = .symbol(
                    StyledText(runs: [StyledText.Run(String(Character(scalar)), font: glyphFont, color: color)]),
                    side: side)
            } else {
                ImageLibrary.shared.report("symbol '\(name)': not in GlassUI's symbol catalog")
                content = .placeholder
            }
        }
        symbolLayout = nil
        templateColor = newImage.isTemplate == true ? color : nil
        image = newImage
        node.invalidateLayout()
        node.setNeedsPaint()
    }

    override var forwardsTraits: Bool { false }

    private var naturalSize: CGSize {
        switch content {
        case .picture(let picture): picture.size
        case .symbol(_, let side): CGSize(width: side, height: side)
        case .placeholder: CGSize(width: Self.placeholderSide, height: Self.placeholderSide)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard image?.isResizable == true else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        // A symbol sits on the text baseline as a glyph would: its bottom fifth descends.
        guard case .symbol = content, guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        return size.height * 0.8
    }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? { nil }

    override var drawsInsideFrame: Bool { true }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let size = node.presentedFrame.size
        let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        switch content {
        case .picture(let picture):
            if let templateColor {
                context.canvas.withLayer(isolated: true) {
                    context.canvas.draw(picture.bitmap, in: bounds)
                    context.canvas.withLayer(blendMode: .sourceAtop) {
                        context.canvas.fill(GlassCore.Path(rect: bounds), with: templateColor)
                    }
                }
            } else {
                context.canvas.draw(picture.bitmap, in: bounds)
            }
        case .symbol(let text, _):
            let layout = symbolLayout ?? node.graph.textEngine.layout(text, width: nil)
            symbolLayout = layout
            context.canvas.draw(
                layout,
                at: Point(x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2))
        case .placeholder:
            let scheme = node.environment.colorScheme.core
            context.canvas.fill(
                GlassCore.Path(roundedRect: bounds, cornerRadius: min(bounds.width, bounds.height) * 0.12),
                with: SemanticColor.systemGray5.resolved(in: scheme))
            let mark = min(bounds.width, bounds.height) * 0.4
            context.canvas.stroke(
                GlassCore.Path(rect: Rect(center: bounds.center, size: .square(mark))),
                with: SemanticColor.systemGray3.resolved(in: scheme), lineWidth: max(mark / 12, 1))
        }
    }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }

    /// An image is an element VoiceOver reads as an image, by its label if it has one, as
    /// SwiftUI's are; a decorative one is not.
    override var accessibility: AccessibilityProperties? {
        guard let image, !image.isDecorative else { return nil }
        var properties = AccessibilityProperties()
        properties.label = image.label ?? ""
        properties.addedTraits = .isImage
        return properties
    }
}
