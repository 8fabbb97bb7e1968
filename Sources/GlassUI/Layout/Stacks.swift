import Foundation

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views on top of one another, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Flexible empty space, as SwiftUI's `Spacer`: in a stack it grows along the stack's axis
/// only, never below `minLength` (8 points, the standard spacing, by default); elsewhere it
/// grows both ways.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { SpacerBehavior() }
        behavior.set(minLength: minLength ?? ViewSpacing.standard, axis: node.environment.stackOrientation, node: node)
        node.setUnit(behavior, children: [])
    }
}

@MainActor
final class SpacerBehavior: NodeBehavior {
    private var minLength: CGFloat = 0
    private var axis: Axis?

    func set(minLength: CGFloat, axis: Axis?, node: ViewNode) {
        guard minLength != self.minLength || axis != self.axis else { return }
        self.minLength = minLength
        self.axis = axis
        node.invalidateLayout()
    }

    override var forwardsTraits: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        func grow(_ length: CGFloat?) -> CGFloat { max(length ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}
}

/// A hairline between views, as SwiftUI's `Divider`: across a vertical stack (or outside any
/// stack) it is a horizontal line; in a horizontal stack it is vertical. It takes the stack's
/// full cross length and one pixel-wide line of the separator color.
public struct Divider: View {
    @Environment(\.stackOrientation) private var orientation
    @Environment(\.displayScale) private var scale

    public init() {}

    public var body: some View {
        let thickness = 1 / max(scale, 1)
        if orientation == .horizontal {
            Rectangle().fill(Color.separator).frame(width: thickness).frame(maxHeight: .infinity)
        } else {
            Rectangle().fill(Color.separator).frame(height: thickness).frame(maxWidth: .infinity)
        }
    }
}
