import Foundation
import GlassMotion

/// How a change moves from its old value to its new one over time, as SwiftUI's `Animation`:
/// a spring (GlassMotion's exact closed form) or a timing curve over a duration, with a delay,
/// a speed and repeats.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case springMotion(GlassMotion.Spring)
        case timing(TimingCurve, duration: Double)
    }

    var curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    /// Extra runs after the first (nil: forever), and whether odd runs go backwards.
    var repeats: (count: Int?, autoreverses: Bool)? {
        get { repeatCount.map { ($0 < 0 ? nil : $0, autoreverses) } }
        set {
            repeatCount = newValue.map { $0.count ?? -1 }
            autoreverses = newValue?.autoreverses ?? false
        }
    }
    private var repeatCount: Int?
    private var autoreverses = false

    init(_ curve: Curve) { self.curve = curve }

    /// SwiftUI's default: a spring of response 0.5 s, damping fraction 0.825.
    public static let `default` = Animation(.springMotion(.default))

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(.springMotion(GlassMotion.Spring(response: response, dampingFraction: dampingFraction)))
    }

    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.springMotion(GlassMotion.Spring(duration: duration, bounce: bounce)))
    }

    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }
    public static var smooth: Animation { Animation(.springMotion(.smooth)) }
    public static var snappy: Animation { Animation(.springMotion(.snappy)) }
    public static var bouncy: Animation { Animation(.springMotion(.bouncy)) }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        Animation(.springMotion(GlassMotion.Spring(stiffness: stiffness, damping: damping)))
    }

    public static var linear: Animation { .linear(duration: 0.35) }
    public static func linear(duration: Double) -> Animation { Animation(.timing(.linear, duration: duration)) }
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    public static func easeIn(duration: Double) -> Animation { Animation(.timing(.easeIn, duration: duration)) }
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    public static func easeOut(duration: Double) -> Animation { Animation(.timing(.easeOut, duration: duration)) }
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    public static func easeInOut(duration: Double) -> Animation {
        Animation(.timing(.easeInEaseOut, duration: duration))
    }

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)
        -> Animation
    {
        Animation(.timing(TimingCurve(c0x, c0y, c1x, c1y), duration: duration))
    }

    /// The same animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The same animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (max(count - 1, 0), autoreverses)
        return copy
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (nil, autoreverses)
        return copy
    }

    public static func == (a: Animation, b: Animation) -> Bool {
        a.curve == b.curve && a.delay == b.delay && a.speed == b.speed && a.repeatCount == b.repeatCount
            && a.autoreverses == b.autoreverses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
        hasher.combine(delay)
        hasher.combine(speed)
        hasher.combine(repeatCount)
    }
}

/// The context of a state change, as SwiftUI's `Transaction`: above all, the animation it
/// happens with.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the change being made now: `withAnimation` sets it for its body.
    nonisolated(unsafe) static var current = Transaction()
}

/// Runs `body`, animating the state changes it makes with `animation`, as SwiftUI's.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of its state changes.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// A type whose values animate by interpolating `animatableData`, as SwiftUI's `Animatable`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Animatable data for a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static let zero = EmptyAnimatableData()
    public static func + (l: Self, r: Self) -> Self { l }
    public static func - (l: Self, r: Self) -> Self { l }
    public func scaled(by: Double) -> Self { self }
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { AnimatablePair(.zero, .zero) }
    public static func + (l: Self, r: Self) -> Self { AnimatablePair(l.first + r.first, l.second + r.second) }
    public static func - (l: Self, r: Self) -> Self { AnimatablePair(l.first - r.first, l.second - r.second) }
    public func scaled(by factor: Double) -> Self {
        AnimatablePair(first.scaled(by: factor), second.scaled(by: factor))
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public typealias VectorArithmetic = GlassMotion.VectorArithmetic

extension CGFloat: GlassMotion.VectorArithmetic {
    public func scaled(by factor: Double) -> CGFloat { self * factor }
    public var magnitudeSquared: Double { Double(self * self) }
}
