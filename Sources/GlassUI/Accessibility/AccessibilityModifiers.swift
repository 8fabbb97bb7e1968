import Foundation

/// What a view tells VoiceOver about itself, as SwiftUI's accessibility modifiers set it. A
/// view with any of these becomes an element of the tree (`AccessibilityTree`).
struct AccessibilityProperties: Hashable {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var hidden = false
    var sortPriority: Double = 0
    var children: AccessibilityChildBehavior?

    mutating func merge(_ other: AccessibilityProperties) {
        label = label ?? other.label
        value = value ?? other.value
        hint = hint ?? other.hint
        identifier = identifier ?? other.identifier
        addedTraits.formUnion(other.addedTraits)
        removedTraits.formUnion(other.removedTraits)
        hidden = hidden || other.hidden
        if sortPriority == 0 { sortPriority = other.sortPriority }
        children = children ?? other.children
    }
}

/// Traits VoiceOver speaks, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// An item of a tab bar, which VoiceOver reads as "tab" (UIKit's tab bar buttons carry it;
    /// SwiftUI gives it no public name).
    static let isTab = AccessibilityTraits(rawValue: 1 << 18)

    /// The names the element tree prints: SwiftUI's names without `is`, lower camel case.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"),
        (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
        (.isAdjustable, "adjustable"), (.isTab, "tab"),
    ]
}

/// How an element's children appear to VoiceOver, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable { case ignore, contain, combine }
    let kind: Kind
    /// The children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels join into this element's label.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// A unit carrying accessibility properties for the view it modifies.
@MainActor
final class AccessibilityBehavior: NodeBehavior {
    var properties = AccessibilityProperties()
}

struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    let change: (inout AccessibilityProperties) -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { AccessibilityBehavior() }
        var properties = AccessibilityProperties()
        change(&properties)
        behavior.properties = properties
        node.setUnit(behavior, children: [content])
    }
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier { $0.label = label.string })
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityModifier { $0.label = String(label) })
    }

    public func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityModifier { $0.value = value.string })
    }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(AccessibilityModifier { $0.value = String(value) })
    }

    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier { $0.hint = hint.string })
    }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(AccessibilityModifier { $0.hint = String(hint) })
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier { $0.identifier = identifier })
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { $0.addedTraits = traits })
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { $0.removedTraits = traits })
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier { $0.hidden = hidden })
    }

    public func accessibilitySortPriority(_ priority: Double) -> some View {
        modifier(AccessibilityModifier { $0.sortPriority = priority })
    }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier { $0.children = children })
    }
}
