import Foundation
import GlassCore

/// Colors at locations along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One color at a location 0…1, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(n)) }
    }

    func resolve(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop($0.color.resolve(in: environment), at: Double(min(max($0.location, 0), 1))) }
    }
}

/// A gradient along a line between two unit points of the shape's bounds, as SwiftUI's
/// `LinearGradient`; also a view that fills the space offered.
public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .linear(gradient.resolve(in: environment), start: startPoint, end: endPoint))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles around a center, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(
            kind: .radial(
                gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient swept clockwise around a center, as SwiftUI's `AngularGradient` (a conic
/// gradient): equal angles (the default) sweep a full turn; a sweep of more than a turn shows
/// its last turn; a shorter one leaves a gap filled with the last color, then the first,
/// meeting halfway across it.
public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: a full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    nonisolated public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(
            kind: .angular(gradient.resolve(in: environment), center: center, start: startAngle, end: endAngle))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// The materials, as SwiftUI's `Material`: the backdrop blurred, saturated and tinted by the
/// raster backend's material kernel.
public struct Material: ShapeStyle, Hashable {
    let core: GlassCore.Material

    nonisolated public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .material(core, opacity: 1))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(core: .ultraThin) }
    public static var thinMaterial: Material { Material(core: .thin) }
    public static var regularMaterial: Material { Material(core: .regular) }
    public static var thickMaterial: Material { Material(core: .thick) }
    /// GlassCore has four materials; the ultra-thick one is drawn as thick.
    public static var ultraThickMaterial: Material { Material(core: .thick) }
    /// Bars' material: ultra-thin, as spec 003 puts navigation bars and sidebars on it.
    public static var bar: Material { Material(core: .ultraThin) }
}
