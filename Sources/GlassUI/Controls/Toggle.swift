import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`. On iOS it is a switch at
/// the trailing end of its row (`.switch`): a 51 × 31 pt capsule, green when on, with a 27 pt
/// knob that slides across on a snappy spring. VoiceOver reads its label, "switch", and
/// "on" or "off". On tvOS and macOS it takes focus, as buttons do, and Space or Return
/// switches it.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style
    @Environment(\.platform) private var platform
    @Environment(\.isEnabled) private var isEnabled

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let isOn = self.isOn
        style.body(ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn))
            .modifier(
                FocusModifier(
                    isFocusable: (platform == .tvOS || platform == .macOS) && isEnabled,
                    keyHandler: { press in
                        guard press.phase == .down, press.key == .space || press.key == .return else { return .ignored }
                        isOn.wrappedValue.toggle()
                        return .handled
                    })
            )
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits([.isToggle, .isButton])
            .accessibilityValue(isOn.wrappedValue ? "on" : "off")
    }
}

extension Toggle where Label == Text {
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// How toggles look, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A toggle's label and state as a style sees them, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// iOS's switch.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule().fill(
                    configuration.isOn
                        ? Color.green : Color(.adaptive(light: .init(hex6: 0xE9E9EA), dark: .init(hex6: 0x39393D))))
                Circle().fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: .black.opacity(0.15), radius: 4, y: 3)
                    .padding(2)
            }
            .frame(width: 51, height: 31)
            .animation(.snappy(duration: 0.25), value: configuration.isOn)
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// A toggle drawn as a button that is tinted while on, as SwiftUI's `.button` toggle style.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
        }
        .buttonStyle(BorderedToggleLook(isOn: configuration.isOn))
    }

    private struct BorderedToggleLook: ButtonStyle {
        let isOn: Bool
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundStyle(isOn ? Color.white : Color.accentColor)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(Capsule().fill(isOn ? Color.accentColor : Color.accentColor.opacity(0.15)))
                .opacity(configuration.isPressed ? 0.6 : 1)
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

typealias AnyToggleStyle = AnyControlStyle<ToggleStyleConfiguration>

extension AnyControlStyle where Configuration == ToggleStyleConfiguration {
    @MainActor
    init<S: ToggleStyle>(_ style: S) {
        body = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private enum ToggleStyleKey: EnvironmentKey {
    static let defaultValue = MainActor.assumeIsolated { AnyToggleStyle(SwitchToggleStyle()) }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
