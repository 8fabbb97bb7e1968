/// How large controls are drawn, as SwiftUI's `ControlSize`. Sliders honour it: the thumb is
/// 27 pt at `.regular` (and larger), 20 pt at `.small` (the small knob of spec 003's volume
/// slider) and 16 pt at `.mini`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension View {
    /// Draws the controls inside at `size`.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
