import Foundation

/// `alignmentGuide(_:computeValue:)`: sets where a guide lies in the view, computed from the
/// view's own dimensions.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) -> CGFloat

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { AlignmentGuideBehavior() }
        behavior.horizontal = horizontal
        behavior.vertical = vertical
        behavior.compute = compute
        node.invalidateLayout()
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class AlignmentGuideBehavior: NodeBehavior {
    var horizontal: HorizontalAlignment?
    var vertical: VerticalAlignment?
    var compute: (ViewDimensions) -> CGFloat = { _ in 0 }

    private func childDimensions(_ size: CGSize, _ node: ViewNode) -> ViewDimensions {
        node.loneUnit?.dimensions(in: ProposedViewSize(size)) ?? ViewDimensions(size: size)
    }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guide == horizontal
            ? compute(childDimensions(size, node)) : super.explicitAlignment(guide, size: size, node: node)
    }

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guide == vertical
            ? compute(childDimensions(size, node)) : super.explicitAlignment(guide, size: size, node: node)
    }
}

extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(AlignmentGuideModifier(horizontal: g, vertical: nil, compute: computeValue))
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        modifier(AlignmentGuideModifier(horizontal: nil, vertical: g, compute: computeValue))
    }
}
