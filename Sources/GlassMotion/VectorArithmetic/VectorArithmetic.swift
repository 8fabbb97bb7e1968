import GlassCore

/// A value a spring or a keyframe track can animate: SwiftUI's `VectorArithmetic` counterpart.
///
/// Animations only ever add, subtract and scale values, so anything that forms a vector space
/// can move: a scalar (`Double`), a displacement (`Vector`) or a position (`Point`).
/// `magnitudeSquared` measures how far a value is from `zero`, in the value's units squared;
/// springs use it to decide when a motion has settled.
public protocol VectorArithmetic: Sendable, Equatable {
    static var zero: Self { get }
    static func + (l: Self, r: Self) -> Self
    static func - (l: Self, r: Self) -> Self
    func scaled(by: Double) -> Self
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The inner product, recovered from `magnitudeSquared` by the polarization identity
    /// ⟨a, b⟩ = (|a + b|² − |a − b|²) / 4, since the protocol has no dot product of its own.
    func inner(_ other: Self) -> Double {
        ((self + other).magnitudeSquared - (self - other).magnitudeSquared) / 4
    }
}

extension Double: VectorArithmetic {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}

extension Vector: VectorArithmetic {
    public func scaled(by factor: Double) -> Vector { self * factor }
    public var magnitudeSquared: Double { dx * dx + dy * dy }
}
