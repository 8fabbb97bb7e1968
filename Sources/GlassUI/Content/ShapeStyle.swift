import Foundation
import GlassCore

/// What fills a shape or colors text, as SwiftUI's `ShapeStyle`: a color, a gradient, a
/// material, or a level of the foreground hierarchy (`.primary`, `.secondary` …).
public protocol ShapeStyle: Sendable {
    /// The style made concrete for drawing where `environment` holds.
    func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle
}

/// A style made concrete: a paint in the unit square of the shape's bounds, or a material.
public struct ResolvedShapeStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case color(GlassCore.Color)
        /// Stops, and the start and end in unit points of the bounds.
        case linear([GradientStop], start: UnitPoint, end: UnitPoint)
        /// Stops, the center in unit points, radii in points.
        case radial([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angular([GradientStop], center: UnitPoint, start: Angle, end: Angle)
        case material(GlassCore.Material, opacity: Double)
    }

    let kind: Kind

    /// A flat color that stands for the style where only one color can be used (text).
    var representativeColor: GlassCore.Color {
        switch kind {
        case .color(let c): c
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _):
            stops.first?.color ?? .black
        case .material(let material, let opacity): material.appearance(in: .light).tint.opacity(opacity)
        }
    }
}

extension Color: ShapeStyle {
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .color(resolve(in: environment)))
    }
}

/// The levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        if let written = environment.foregroundStyle as? ForegroundLevel {
            // A level inside a level: counted from the foreground around the one written.
            var outer = environment
            outer.foregroundStyle = written.outer
            return HierarchicalShapeStyle(level: min(written.level + level, 3))._resolve(in: outer)
        }
        if level == 0, let style = environment.foregroundStyle { return style._resolve(in: environment) }
        if let style = environment.foregroundStyle, case .color(let base) = style._resolve(in: environment).kind {
            // A custom foreground keeps its hue down the hierarchy, fading as iOS's do.
            let fades: [Double] = [1, 0.6, 0.3, 0.18]
            return ResolvedShapeStyle(kind: .color(base.opacity(fades[min(level, 3)])))
        }
        return ResolvedShapeStyle(kind: .color(Color.hierarchy(level, in: environment)))
    }
}

/// The foreground style in the environment, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        HierarchicalShapeStyle.primary._resolve(in: environment)
    }
}

/// The tint in the environment (the accent color by default), as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        Color.accentColor._resolve(in: environment)
    }
}

/// A type-erased style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle { base._resolve(in: environment) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
    public static var separator: Color { Color.separator }
}

extension ShapeStyle {
    /// The style at `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityStyle(base: self, opacity: opacity)
    }
}

struct OpacityStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let resolved = base._resolve(in: environment)
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop($0.color.opacity(opacity), at: $0.location) }
        }
        switch resolved.kind {
        case .color(let c): return ResolvedShapeStyle(kind: .color(c.opacity(opacity)))
        case .linear(let s, let a, let b): return ResolvedShapeStyle(kind: .linear(fade(s), start: a, end: b))
        case .radial(let s, let c, let r0, let r1):
            return ResolvedShapeStyle(kind: .radial(fade(s), center: c, startRadius: r0, endRadius: r1))
        case .angular(let s, let c, let a, let b):
            return ResolvedShapeStyle(kind: .angular(fade(s), center: c, start: a, end: b))
        case .material(let m, let o): return ResolvedShapeStyle(kind: .material(m, opacity: o * opacity))
        }
    }
}

extension EnvironmentValues {
    /// The style text and symbols are drawn in (`foregroundStyle(_:)`); nil for `.primary`.
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The accent of controls (`tint(_:)`); nil for the system blue.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

private enum ForegroundStyleKey: EnvironmentKey { static let defaultValue: (any ShapeStyle)? = nil }
private enum TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension View {
    /// Draws text, symbols and shapes inside in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleWriter(style: style))
    }

    /// Draws text and shapes inside in `color`.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundStyleWriter(style: color.map { AnyShapeStyle($0) }))
    }

    /// Tints controls inside with `tint`.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}

struct ForegroundStyleWriter<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
    let style: S?
    func _update(_ node: ViewNode, content: any View) {
        node.writeEnvironment(ViewValueBox(style)) { environment in
            // `.secondary` and the other levels are relative to the foreground around them.
            if let level = style.flatMap(ForegroundLevel.level(of:)) {
                environment.foregroundStyle = ForegroundLevel(level: level, outer: environment.foregroundStyle)
            } else {
                environment.foregroundStyle = style
            }
        }
        node.setList([content])
    }
}

/// A hierarchical level (`.secondary` …) written as the foreground: it resolves against the
/// foreground style around the view that wrote it, not against itself.
struct ForegroundLevel: ShapeStyle {
    let level: Int
    let outer: (any ShapeStyle)?

    func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        HierarchicalShapeStyle(level: 0)._resolve(in: environment.with(foregroundStyle: self))
    }

    /// The level `style` stands for, if it is one (through `AnyShapeStyle`).
    static func level(of style: any ShapeStyle) -> Int? {
        if let level = style as? HierarchicalShapeStyle { return level.level }
        if let any = style as? AnyShapeStyle { return level(of: any.base) }
        return nil
    }
}

extension EnvironmentValues {
    func with(foregroundStyle: (any ShapeStyle)?) -> EnvironmentValues {
        var environment = self
        environment.foregroundStyle = foregroundStyle
        return environment
    }
}

/// Wraps a value for `ViewValue.isSame`, which compares Equatable and plain-data values.
struct ViewValueBox<T>: Equatable {
    let value: T
    init(_ value: T) { self.value = value }
    static func == (a: Self, b: Self) -> Bool { ViewValue.isSame(a.value, b.value) }
}
