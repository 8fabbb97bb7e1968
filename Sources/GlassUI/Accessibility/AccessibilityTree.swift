import Foundation
import GlassCore

/// One element of the accessibility tree, as VoiceOver and XCUITest see it: frames are in
/// points in the screen's space.
public struct AccessibilityNode: Hashable, Sendable {
    public var label: String
    public var identifier: String
    public var value: String
    public var hint: String
    public var traits: AccessibilityTraits
    public var frame: CGRect
    public var children: [AccessibilityNode]
    /// `accessibilitySortPriority`: siblings with higher priority are read first.
    var sortPriority: Double = 0

    /// Trait names as the element tree prints them.
    public var traitNames: [String] {
        AccessibilityTraits.names.filter { traits.contains($0.0) }.map(\.1)
    }

    /// The element as VoiceOver reads it: its label, its role, its value, then whether it is
    /// selected ("Home, tab, 1 of 4, selected").
    public var spoken: String {
        let roles: [(AccessibilityTraits, String)] = [
            (.isTab, "tab"), (.isButton, "button"), (.isHeader, "heading"), (.isLink, "link"),
            (.isSearchField, "search field"), (.isImage, "image"), (.isToggle, "switch button"),
            (.isAdjustable, "adjustable"),
        ]
        let role = roles.first { traits.contains($0.0) }?.1
        let words = [label, role, value.isEmpty ? nil : value, traits.contains(.isSelected) ? "selected" : nil]
        return words.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// This element and all below it, depth first.
    public var flattened: [AccessibilityNode] {
        [self] + children.flatMap(\.flattened)
    }
}

/// Builds the tree SwiftUI builds: a `Text` is an element labelled with its string; a view
/// with accessibility modifiers is an element with what they say (inheriting a lone text
/// label); `accessibilityElement(children:)` ignores, contains or combines what is inside;
/// hidden views and their contents are left out. Siblings are ordered by sort priority
/// (higher first), then as laid out.
@MainActor
enum AccessibilityTree {
    /// While a presentation covers the app (a sheet, a cover, an alert, a dialog, a context
    /// menu), VoiceOver reads only the presentations, as iOS makes them modal.
    static func build(_ graph: ViewGraph) -> [AccessibilityNode] {
        if graph.presentations.coversApp, let layer = graph.root.first(where: { $0.view is PresentationLayer }) {
            return sortedByPriority(elements(of: layer, transform: .identity))
        }
        return sortedByPriority(elements(of: graph.root, transform: .identity))
    }

    /// What the views inside `node` read as together ("New Post"), hidden or not.
    static func label(of node: ViewNode) -> String {
        node.children.flatMap { elements(of: $0, transform: .identity) }.flatMap(\.flattened).map(\.label)
            .filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private static func elements(of node: ViewNode, transform: AffineTransform) -> [AccessibilityNode] {
        guard let behavior = node.behavior else {
            return node.children.flatMap { elements(of: $0, transform: transform) }
        }
        var local = AffineTransform.translation(Vector(dx: Double(node.frame.minX), dy: Double(node.frame.minY)))
        if let extra = behavior.transform(size: node.frame.size) {
            local = extra.concatenating(local)
        }
        let full = local.concatenating(transform)
        let frame = drawnFrame(of: node, through: full)
        var inner: [AccessibilityNode] = node.children.flatMap { child -> [AccessibilityNode] in
            var units: [ViewNode] = []
            child.appendUnits(to: &units)
            return units.filter { behavior.shows($0) }.flatMap { unit -> [AccessibilityNode] in
                let given = behavior.traits(forChild: unit)
                return elements(of: unit, transform: full).map { element in
                    guard !given.isEmpty else { return element }
                    var element = element
                    if !given.isDisjoint(with: .interactive) { element.traits.remove(.isStaticText) }
                    element.traits.formUnion(given)
                    return element
                }
            }
        }

        if let text = behavior as? TextBehavior {
            return [
                // The words as written: VoiceOver reads "Fruits", not the letters of a header
                // shown in upper case.
                AccessibilityNode(
                    label: (node.view as? Text)?.string ?? text.text.string, identifier: "", value: "", hint: "",
                    traits: .isStaticText,
                    frame: frame, children: [])
            ]
        }
        guard let properties = (behavior as? AccessibilityBehavior)?.properties ?? behavior.accessibility else {
            return inner
        }
        if properties.hidden { return [] }
        inner = sortedByPriority(inner)
        var element = AccessibilityNode(
            label: properties.label ?? "", identifier: properties.identifier ?? "",
            value: properties.value ?? "", hint: properties.hint ?? "",
            traits: properties.addedTraits, frame: frame, children: [])
        switch properties.children?.kind {
        case .ignore?:
            break
        case .combine?:
            if element.label.isEmpty {
                element.label = inner.flatMap(\.flattened).map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            }
            element.traits.formUnion(
                inner.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting(.isStaticText))
        case .contain?:
            element.children = inner
        case nil:
            // A modifier on a lone element refines that element (a text's label, a button's traits).
            if inner.count == 1 {
                // The modifier applies to the whole view it wraps, padding and all.
                var merged = inner[0]
                merged.frame = frame
                if let label = properties.label { merged.label = label }
                if let value = properties.value { merged.value = value }
                if let hint = properties.hint { merged.hint = hint }
                if let identifier = properties.identifier { merged.identifier = identifier }
                if !properties.addedTraits.isDisjoint(with: .interactive) { merged.traits.remove(.isStaticText) }
                merged.traits.formUnion(properties.addedTraits)
                merged.traits.subtract(properties.removedTraits)
                merged.sortPriority = properties.sortPriority
                return [merged]
            }
            if properties.label == nil && properties.identifier == nil && properties.value == nil {
                return inner
            }
            element.children = inner
        }
        element.traits.subtract(properties.removedTraits)
        element.sortPriority = properties.sortPriority
        return [element]
    }

    /// The box `node` covers on screen as drawn: through the views it wraps exactly (modifiers
    /// on the same frame), with their offsets, scales and turns, as SwiftUI reads a modified
    /// view where it is drawn (`.offset(x: 40).accessibilityIdentifier("card")` is 40 pt over).
    private static func drawnFrame(of node: ViewNode, through full: AffineTransform) -> CGRect {
        var current = node, transform = full
        while current.children.count == 1, let child = current.loneUnit,
            child.frame == CGRect(origin: .zero, size: current.frame.size)
        {
            if let extra = child.behavior?.transform(size: child.frame.size) {
                transform = extra.concatenating(transform)
            }
            current = child
        }
        return ViewNode.boundingBox(of: current.frame.size, through: transform)
    }

    /// A stable sort: higher priority first, layout order among equals.
    private static func sortedByPriority(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        nodes.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority
                ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }
}

extension AccessibilityTraits {
    /// Traits of controls: an element that is one is not also read as static text.
    static let interactive: AccessibilityTraits = [.isButton, .isLink, .isToggle, .isSearchField, .isKeyboardKey]
}

extension ViewGraph {
    /// The accessibility elements of the laid-out views.
    public func accessibilityTree() -> [AccessibilityNode] {
        AccessibilityTree.build(self)
    }
}
