import Foundation

/// A modifier that lays out the view it modifies with a `Layout` (padding, frames …). Unlike a
/// container it passes on the modified view's traits (layout priority).
struct LayoutModifier<L: Layout>: ViewModifier, PrimitiveModifier {
    let layout: L

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { LayoutBehavior(layout, forwardsTraits: true) }
        behavior.setLayout(layout, node: node)
        node.setUnit(behavior, children: [content])
    }
}

extension View {
    /// A frame of fixed `width` and/or `height` points, the view aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            LayoutModifier(
                layout: FixedFrameLayout(
                    width: width.map(LayoutInput.length),
                    height: height.map(LayoutInput.length), alignment: alignment)))
    }

    /// A frame whose size follows the proposal within the given bounds, the view aligned inside.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            LayoutModifier(
                layout: FlexibleFrameLayout(
                    minWidth: minWidth.map(LayoutInput.length), idealWidth: idealWidth.map(LayoutInput.length),
                    maxWidth: maxWidth.map(LayoutInput.flexibleLength), minHeight: minHeight.map(LayoutInput.length),
                    idealHeight: idealHeight.map(LayoutInput.length),
                    maxHeight: maxHeight.map(LayoutInput.flexibleLength),
                    alignment: alignment)))
    }

    /// Space around the view: `length` points on `edges` (16, SwiftUI's default on iOS, when nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(LayoutModifier(layout: PaddingLayout(insets: EdgeInsets(edges, LayoutInput.length(length ?? 16)))))
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(LayoutModifier(layout: PaddingLayout(insets: insets)))
    }

    /// The view at its ideal size on both axes, whatever is proposed.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(LayoutModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// The view at the aspect ratio `width / height` (its own ideal ratio when nil).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(LayoutModifier(layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// The view's center at `position` in the space of its parent, taking all the space offered.
    public func position(_ position: CGPoint) -> some View {
        modifier(LayoutModifier(layout: PositionLayout(position: position)))
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// Lengths from app code are made safe before layout: not finite or negative lengths would
/// poison every frame above them, so they become 0 (SwiftUI logs "Invalid frame dimension").
enum LayoutInput {
    static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }

    /// A maximum may be infinite (`.infinity` means "as large as offered").
    static func flexibleLength(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : max(value, 0)
    }
}

/// `layoutPriority(_:)`: the priority a stack sizes this view by.
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    let priority: Double

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { TraitBehavior() }
        if behavior.priority != priority {
            behavior.priority = priority
            node.invalidateLayout()
        }
        node.setUnit(behavior, children: [content])
    }
}

/// A unit that only carries traits for its container, laid out and drawn as its content.
@MainActor
final class TraitBehavior: NodeBehavior {
    var priority: Double?
    override var layoutPriority: Double? { priority }
}

/// A unit that hands its container a `LayoutValueKey` value.
@MainActor
final class LayoutValueBehavior: NodeBehavior {
    var values: [ObjectIdentifier: Any] = [:]
    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value? { values[ObjectIdentifier(key)] as? K.Value }
}

struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { LayoutValueBehavior() }
        behavior.values[ObjectIdentifier(K.self)] = value
        node.invalidateLayout()
        node.setUnit(behavior, children: [content])
    }
}

extension View {
    /// Stacks give space to higher priorities first (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value.isFinite ? value : 0))
    }

    /// Hands the layout around the view a value for `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}
