import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`. Its look comes from the
/// `ButtonStyle` in the environment (`buttonStyle(_:)`); VoiceOver reads it as a button named
/// by its label.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false
    @Environment(\.buttonStyle) private var style
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.platform) private var platform

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(AnyView(label)),
            isPressed: isPressed, role: role)
        let pressed = $isPressed
        let action = self.action
        // On tvOS and macOS buttons take focus; Return presses the focused one, and Space too on
        // the Mac (on tvOS Space is the remote's Play/Pause, not select).
        let focusable = platform == .tvOS || platform == .macOS
        let presses: Set<KeyEquivalent> = platform == .tvOS ? [.return] : [.return, .space]
        style.body(configuration)
            .gesture(ButtonPressGesture(action: action, pressing: { pressed.wrappedValue = $0 }))
            .modifier(
                FocusModifier(
                    isFocusable: focusable,
                    keyHandler: { press in
                        guard focusable, press.phase == .down, presses.contains(press.key) else {
                            return .ignored
                        }
                        action()
                        return .handled
                    })
            )
            .modifier(OptionalShortcut(shortcut: shortcut, action: action))
            // One element, as SwiftUI makes every button: its label's texts read together.
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
    }
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == GlassUI.Label<Text, Image> {
    /// A button labelled with `title` and the SF Symbol `systemImage` (a menu or context menu
    /// shows both; a toolbar the symbol).
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { GlassUI.Label(title, systemImage: systemImage) }
    }

    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { GlassUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a title that is not localized (a name, a tag) and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { GlassUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// How buttons look, as SwiftUI's `ButtonStyle`: `makeBody` gets the label and whether the
/// button is pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A button's label and state as a style sees them, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// iOS's default borderless button: the label in the tint, dimmed while pressed.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

/// A button's style unless one is chosen, as SwiftUI's `DefaultButtonStyle` on iOS: borderless,
/// except that a button that is a list row's content (a Form's "Generate") spans the row and
/// takes a tap anywhere on it, as its row's accessibility frame says.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(configuration: configuration)
    }
}

private struct DefaultButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isListRow) private var inList

    var body: some View {
        let label = BorderlessButtonStyle().makeBody(configuration: configuration)
        if inList {
            label.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
        } else {
            label
        }
    }
}

/// The label as it is, with no tint or press feedback, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A tinted capsule-ish bezel behind the label, as SwiftUI's `.bordered` on iOS: the tint at
/// 15 % behind tinted text, a rounded rectangle of radius 8 (iOS 26: a capsule).
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.accentColor)
            .bezelPadding()
            .background(Capsule().fill(Color.accentColor.opacity(0.15)))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// White text on a capsule of the tint, as SwiftUI's `.borderedProminent` on iOS 26.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .bezelPadding()
            .background(Capsule().fill(Color.accentColor))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension View {
    /// The room a bezeled button leaves around its label: 12 pt at the sides, 7 pt above and below.
    func bezelPadding() -> some View { padding(.horizontal, 12).padding(.vertical, 7) }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A control style held in the environment (a button's, a toggle's): its body made through
/// the concrete style's `makeBody`.
struct AnyControlStyle<Configuration> {
    let body: @MainActor (Configuration) -> AnyView
}

typealias AnyButtonStyle = AnyControlStyle<ButtonStyleConfiguration>

extension AnyControlStyle where Configuration == ButtonStyleConfiguration {
    @MainActor
    init<S: ButtonStyle>(_ style: S) {
        body = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

private enum ButtonStyleKey: EnvironmentKey {
    static let defaultValue = MainActor.assumeIsolated { AnyButtonStyle(DefaultButtonStyle()) }
}

extension View {
    /// Sets how the buttons inside look.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// A keyboard shortcut for a button when the environment holds one.
struct OptionalShortcut: ViewModifier {
    let shortcut: KeyboardShortcut?
    let action: () -> Void

    func body(content: Content) -> some View {
        if let shortcut {
            content.modifier(ShortcutModifier(shortcut: shortcut, action: action))
        } else {
            content
        }
    }
}
