import Foundation

/// A label with − and + buttons, as SwiftUI's `Stepper`: iOS's 94 × 32 pt gray capsule of two
/// halves; a bound stops its button (dimmed) at the range's ends.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        self.increment = onIncrement
        self.decrement = onDecrement
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment =
            value.wrappedValue < bounds.upperBound
            ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        decrement =
            value.wrappedValue > bounds.lowerBound
            ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                half("minus", action: decrement, name: "Decrement")
                Rectangle().fill(Color.separator).frame(width: 1, height: 18)
                half("plus", action: increment, name: "Increment")
            }
            .frame(width: 94, height: 32)
            .background(
                RoundedRectangle(cornerRadius: 8).fill(
                    Color(.adaptive(light: .init(hex6: 0xEEEEEF), dark: .init(hex6: 0x2C2C2E)))))
        }
    }

    private func half(_ symbol: String, action: (() -> Void)?, name: String) -> some View {
        Button {
            action?()
        } label: {
            Image(systemName: symbol).font(.body).frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(
                Rectangle())
        }
        .buttonStyle(.plain)
        .foregroundStyle(action == nil ? Color(.hierarchical(2)) : Color.primary)
        .disabled(action == nil)
        .accessibilityLabel(name)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// An action that opens a URL, as SwiftUI's `OpenURLAction`. GlassUI opens nothing itself:
/// the host records the URL (the window prints it; tests read `ViewHost.openedURLs`).
public struct OpenURLAction: Sendable {
    let handler: @Sendable (URL) -> Void
    public init(handler: @escaping @Sendable (URL) -> Void) { self.handler = handler }
    public func callAsFunction(_ url: URL) { handler(url) }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

private enum OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in } }

/// Text that opens a URL, as SwiftUI's `Link`: tinted, read as a link.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button {
            openURL(destination)
        } label: {
            label
        }
        .accessibilityRemoveTraits(.isButton)
        .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
