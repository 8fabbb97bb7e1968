import Foundation
import GlassCore

/// How a view enters and leaves when it is inserted or removed in an animated change, as
/// SwiftUI's `AnyTransition`. A transition maps progress (0 = gone, 1 = as laid out) to an
/// opacity, an offset and a scale.
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case move(Edge)
        case offset(CGSize)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
    }

    let kind: Kind

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    public static var scale: AnyTransition { .scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(kind: .scale(scale, anchor))
    }
    /// In from the leading edge, out to the trailing edge.
    public static var slide: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    /// In from `edge` and out the opposite edge, fading, as SwiftUI's `push(from:)`.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return .asymmetric(insertion: .move(edge: edge), removal: .move(edge: opposite)).combined(with: .opacity)
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(self, other))
    }

    /// Under Reduce Motion, iOS turns movement into a fade: anything but a fade or nothing
    /// becomes `.opacity`.
    var reducedMotion: AnyTransition {
        switch kind {
        case .identity, .opacity: self
        default: .opacity
        }
    }

    /// What the transition does at `progress` (0 gone … 1 in place) to a view of `size`.
    func effect(progress: Double, insertion: Bool, size: CGSize, rightToLeft: Bool) -> TransitionEffect {
        var effect = TransitionEffect()
        apply(progress: progress, insertion: insertion, size: size, rightToLeft: rightToLeft, to: &effect)
        return effect
    }

    private func apply(
        progress p: Double, insertion: Bool, size: CGSize, rightToLeft: Bool, to effect: inout TransitionEffect
    ) {
        let away = 1 - p
        switch kind {
        case .identity:
            break
        case .opacity:
            effect.opacity *= p
        case .scale(let scale, let anchor):
            let s = scale + (1 - scale) * p
            effect.scale *= s
            effect.scaleAnchor = anchor
        case .move(let edge):
            let leading: CGFloat = rightToLeft ? 1 : -1
            switch edge {
            case .leading: effect.offset.width += leading * size.width * away
            case .trailing: effect.offset.width -= leading * size.width * away
            case .top: effect.offset.height -= size.height * away
            case .bottom: effect.offset.height += size.height * away
            }
        case .offset(let offset):
            effect.offset.width += offset.width * away
            effect.offset.height += offset.height * away
        case .asymmetric(let insertionTransition, let removalTransition):
            (insertion ? insertionTransition : removalTransition)
                .apply(progress: p, insertion: insertion, size: size, rightToLeft: rightToLeft, to: &effect)
        case .combined(let a, let b):
            a.apply(progress: p, insertion: insertion, size: size, rightToLeft: rightToLeft, to: &effect)
            b.apply(progress: p, insertion: insertion, size: size, rightToLeft: rightToLeft, to: &effect)
        }
    }
}

/// A transition's effect on a view at one moment.
struct TransitionEffect {
    var opacity: Double = 1
    var offset: CGSize = .zero
    var scale: CGFloat = 1
    var scaleAnchor: UnitPoint = .center

    func transform(size: CGSize) -> AffineTransform {
        let anchor = scaleAnchor.point(in: CGRect(origin: .zero, size: size))
        return AffineTransform.scale(Double(scale)).about(Point(anchor))
            .concatenating(.translation(Vector(dx: Double(offset.width), dy: Double(offset.height))))
    }
}

/// `transition(_:)`: how this view enters and leaves.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { TransitionBehavior() }
        behavior.transition = transition
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class TransitionBehavior: NodeBehavior {
    var transition = AnyTransition.opacity
}

extension View {
    /// How the view enters and leaves when inserted or removed in an animated change.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }
}

/// `animation(_:value:)`: changes inside animate with `animation` whenever `value` changed.
struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: Value

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { AnimationValueBehavior() }
        if let old = behavior.value as? Value, old != value {
            node.animationScope = .some(animation)
            node.graph.animationScopes.append(node)
        }
        behavior.value = value
        node.setUnit(behavior, children: [content])
    }
}

/// Holds the last value an `animation(_:value:)` saw.
@MainActor
final class AnimationValueBehavior: NodeBehavior {
    var value: Any?
}

/// `animation(_:)` (deprecated in SwiftUI, used by spec 003): every change inside animates.
struct ImplicitAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?

    func _update(_ node: ViewNode, content: any View) {
        node.implicitAnimation = animation
        node.setList([content])
    }
}

extension View {
    /// Animates every change inside with `animation`. SwiftUI deprecates this form for
    /// `animation(_:value:)`; spec 003 uses it, so GlassUI keeps it.
    public func animation(_ animation: Animation?) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation))
    }

    /// Animates the changes inside with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value))
    }
}
