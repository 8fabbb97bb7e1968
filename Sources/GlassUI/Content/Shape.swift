import Foundation
import GlassCore

/// An outline that fills the frame it is given, as SwiftUI's `Shape`. A shape on its own is
/// filled with the foreground style; `fill(_:)` and `stroke(_:lineWidth:)` choose the style.
public protocol Shape: Animatable, View, Sendable {
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal`: all of it, by default (10 × 10 where nothing
    /// is proposed).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil)
    }
}

extension Shape {
    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S = .foreground, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<
        Self, S
    > {
        _ShapeView(shape: self, style: style, stroke: nil, fillStyle: fillStyle)
    }

    /// The shape's outline, `lineWidth` points wide and centered on the edge, in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The outline drawn inside the shape's frame, so none of it is cut off at the edges.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape<Self>, S> {
        _ShapeView(
            shape: InsetShape(base: self, amount: lineWidth / 2), style: content,
            stroke: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape<Self>, S> {
        _ShapeView(shape: InsetShape(base: self, amount: style.lineWidth / 2), style: content, stroke: style)
    }
}

/// A shape drawn inset by `amount` points from its frame.
public struct InsetShape<Base: Shape>: Shape {
    let base: Base
    let amount: CGFloat
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A line's width, caps, joins and dashes, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var dash: [CGFloat]

    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dash = dash
    }

    var core: GlassCore.StrokeStyle {
        GlassCore.StrokeStyle(
            lineWidth: Double(lineWidth),
            lineCap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
            lineJoin: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel,
            dash: dash.map { Double($0) })
    }
}

/// A shape drawn with a style: what `fill` and `stroke` make.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let stroke: StrokeStyle?
    var fillStyle = FillStyle()

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ShapeBehavior() }
        behavior.set(
            ShapeBehavior.Drawing(
                shape: shape, style: style._resolve(in: node.environment), stroke: stroke,
                evenOdd: fillStyle.isEOFilled), node: node)
        node.setUnit(behavior, children: [])
    }
}

/// A shape's node: sizes by the shape, draws its path in its style.
@MainActor
final class ShapeBehavior: NodeBehavior {
    struct Drawing {
        var shape: any Shape
        var style: ResolvedShapeStyle
        var stroke: StrokeStyle?
        var evenOdd: Bool
    }

    private var drawing: Drawing?

    /// The material the shape is filled with, if it is filled with one.
    var material: GlassCore.Material? {
        guard drawing?.stroke == nil, case .material(let material, _) = drawing?.style.kind else { return nil }
        return material
    }

    func set(_ newDrawing: Drawing, node: ViewNode) {
        if let old = drawing, ViewValue.isSame(old.shape, newDrawing.shape), old.style == newDrawing.style,
            old.stroke == newDrawing.stroke, old.evenOdd == newDrawing.evenOdd
        {
            return
        }
        let sizingChanged = drawing.map { !ViewValue.isSame($0.shape, newDrawing.shape) } ?? true
        animateColor(to: newDrawing.style, node: node)
        drawing = newDrawing
        if sizingChanged { node.invalidateLayout() }
        node.setNeedsPaint()
    }

    /// A flat fill color as drawn, animating when the change that set it is animated.
    private var color: AnimatedValue<AnimatableVector>?

    private func animateColor(to style: ResolvedShapeStyle, node: ViewNode) {
        guard case .color(let c) = style.kind else {
            color = nil
            return
        }
        let target = AnimatableVector(c.red, c.green, c.blue, c.alpha)
        guard color != nil else {
            color = AnimatedValue(target)
            return
        }
        color!.set(target, animation: node.graph.animation(for: node), at: node.graph.time)
        if color!.isAnimating(at: node.graph.time) { node.graph.noteAnimating(node) }
    }

    override func isAnimating(at time: Double) -> Bool { color?.isAnimating(at: time) ?? false }

    override var forwardsTraits: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        drawing?.shape.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    override var spacing: ViewSpacing { ViewSpacing() }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        guard var drawing else { return }
        if let color, case .color = drawing.style.kind {
            let c = color.value(at: node.graph.time)
            drawing.style = ResolvedShapeStyle(
                kind: .color(GlassCore.Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
        }
        let bounds = CGRect(origin: .zero, size: node.presentedFrame.size)
        let path = drawing.shape.path(in: bounds)
        if let stroke = drawing.stroke {
            context.stroke(path, with: drawing.style, style: stroke, bounds: bounds)
        } else {
            context.fill(path, with: drawing.style, bounds: bounds, evenOdd: drawing.evenOdd)
        }
    }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }
}

/// A shape of a type known only at run time, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape {
    let base: any Shape

    public init<S: Shape>(_ shape: S) { base = (shape as? AnyShape)?.base ?? shape }

    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`; corners are continuous
/// (iOS's squircle) by default.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    nonisolated public var animatableData: CGFloat {
        get { cornerSize.width }
        set { cornerSize = CGSize(width: newValue, height: newValue) }
    }
}

/// A rectangle whose short sides are half circles, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    }
}

/// The largest circle centered in the frame, as SwiftUI's `Circle`.
public struct Circle: Shape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// The ellipse filling the frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    nonisolated public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A rectangle with a radius of its own at each corner, as SwiftUI's `UnevenRoundedRectangle`.
/// The corners are circular arcs, whatever the style.
public struct UnevenRoundedRectangle: Shape {
    public var topLeadingRadius: CGFloat
    public var bottomLeadingRadius: CGFloat
    public var bottomTrailingRadius: CGFloat
    public var topTrailingRadius: CGFloat
    public var style: RoundedCornerStyle

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.style = style
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        let tl = min(max(topLeadingRadius, 0), limit), tr = min(max(topTrailingRadius, 0), limit)
        let bl = min(max(bottomLeadingRadius, 0), limit), br = min(max(bottomTrailingRadius, 0), limit)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        path.addArc(
            center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90),
            endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        path.addArc(
            center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0),
            endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        path.addArc(
            center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90),
            endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        path.addArc(
            center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180),
            endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}
