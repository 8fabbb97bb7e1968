import Foundation

/// How tall a sheet may rest, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How a pushed view enters a navigation stack, as SwiftUI's `NavigationTransition`.
/// `.slide` (spec 003's `.navigationTransition(.slide)`) is the classic push from the trailing
/// edge; SwiftUI itself has only `.automatic` and `.zoom`.
public struct NavigationTransition: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationTransition(name: "automatic")
    public static let slide = NavigationTransition(name: "slide")
}

/// What a view asks of the sheet or stack that presents it. Views set these with the
/// presentation modifiers; the presenting container reads them from the presented view.
struct PresentationOptions: Equatable {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    var hasBackground = false
    var navigationTransition: NavigationTransition?
    var backgroundInteraction: PresentationBackgroundInteraction?
}

/// Whether the view behind a sheet takes touches, as SwiftUI's
/// `PresentationBackgroundInteraction`: by default it does not, and it dims; `enabled` lets
/// it (undimmed) at every height of the sheet, `enabled(upThrough:)` up to a detent's.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disabled
        case enabled(upThrough: PresentationDetent?)
    }

    let kind: Kind

    public static let automatic = PresentationBackgroundInteraction(kind: .disabled)
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

enum PresentationOptionsKey: PreferenceKey {
    static let defaultValue = PresentationOptions()
    static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
        let next = nextValue()
        value.detents = value.detents ?? next.detents
        value.dragIndicator = value.dragIndicator ?? next.dragIndicator
        value.hasBackground = value.hasBackground || next.hasBackground
        value.navigationTransition = value.navigationTransition ?? next.navigationTransition
        value.backgroundInteraction = value.backgroundInteraction ?? next.backgroundInteraction
    }
}

/// Adds one option to what the view's subtree asks of its presenter.
struct PresentationOptionWriter: ViewModifier, PrimitiveModifier {
    let change: (inout PresentationOptions) -> Void
    let background: AnyShapeStyle?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { PreferenceBehavior() }
        var options = PresentationOptions()
        node.setUnit(behavior, children: [content])
        if let inner = node.children.first?.preference(PresentationOptionsKey.self) { options = inner }
        change(&options)
        behavior.values[ObjectIdentifier(PresentationOptionsKey.self)] = options
        if let background { behavior.values[ObjectIdentifier(PresentationBackgroundKey.self)] = Optional(background) }
    }
}

/// The style a presented sheet is drawn on (`presentationBackground`).
enum PresentationBackgroundKey: PreferenceKey {
    static let defaultValue: AnyShapeStyle? = nil
    static func reduce(value: inout AnyShapeStyle?, nextValue: () -> AnyShapeStyle?) { value = value ?? nextValue() }
}

extension View {
    /// The heights a sheet showing this view rests at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationOptionWriter(change: { $0.detents = detents }, background: nil))
    }

    /// Whether a sheet showing this view shows its grabber.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationOptionWriter(change: { $0.dragIndicator = visibility }, background: nil))
    }

    /// What a sheet showing this view is drawn on (a material, a color).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(PresentationOptionWriter(change: { $0.hasBackground = true }, background: AnyShapeStyle(style)))
    }

    /// Whether the view behind a sheet showing this view takes touches and shows undimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(PresentationOptionWriter(change: { $0.backgroundInteraction = interaction }, background: nil))
    }

    /// How this view enters when pushed onto a navigation stack.
    public func navigationTransition(_ transition: NavigationTransition) -> some View {
        modifier(PresentationOptionWriter(change: { $0.navigationTransition = transition }, background: nil))
    }
}
