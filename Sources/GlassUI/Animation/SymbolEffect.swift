import Foundation
import GlassCore
import GlassMotion

/// An animation a symbol plays, as SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that plays once each time a value changes, as SwiftUI's `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: Sendable {}

/// `.bounce`: the symbol dips, springs past its size and settles, as SF Symbols' bounce.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, Hashable {
    public init() {}
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// Options of a symbol effect, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable {
    var speed: Double = 1
    public static let `default` = SymbolEffectOptions()
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
}

extension View {
    /// Plays `effect` on the symbols inside each time `value` changes.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default,
        value: U
    ) -> some View {
        modifier(BounceModifier(value: value, speed: options.speed))
    }
}

struct BounceModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let speed: Double

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { BounceBehavior(graph: node.graph) }
        if let old = behavior.value as? Value, old != value, !node.environment.accessibilityReduceMotion {
            behavior.start = node.graph.time
            behavior.speed = max(speed, 0.01)
            node.graph.noteAnimating(node)
            node.setNeedsPaint()
        }
        behavior.value = value
        node.setUnit(behavior, children: [content])
    }
}

/// The bounce's scale over time: down to 0.85 in 0.1 s, up to 1.12 by 0.25 s, back to 1 by
/// 0.5 s, each leg eased in and out.
@MainActor
final class BounceBehavior: NodeBehavior {
    var value: Any?
    var start: Double?
    var speed = 1.0
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) {
        self.graph = graph
    }

    static let keys: [(time: Double, scale: Double)] = [(0, 1), (0.1, 0.85), (0.25, 1.12), (0.5, 1)]

    static func scale(at elapsed: Double) -> Double {
        guard elapsed > 0, elapsed < keys.last!.time else { return 1 }
        let i = keys.lastIndex { $0.time <= elapsed }!
        let a = keys[i], b = keys[i + 1]
        let x = (elapsed - a.time) / (b.time - a.time)
        return a.scale + (b.scale - a.scale) * GlassMotion.TimingCurve.easeInEaseOut.value(at: x)
    }

    override func isAnimating(at time: Double) -> Bool {
        guard let start else { return false }
        return (time - start) * speed < Self.keys.last!.time
    }

    override func transform(size: CGSize) -> AffineTransform? {
        guard let start else { return nil }
        let s = Self.scale(at: (graph.time - start) * speed)
        return s == 1
            ? nil : AffineTransform.scale(s).about(Point(x: Double(size.width) / 2, y: Double(size.height) / 2))
    }
}
