import Foundation
import GlassCore

/// The environment values GlassUI itself reads and the host sets: appearance, accessibility,
/// size classes, the platform and its version.
extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Increase Contrast, as SwiftUI's `colorSchemeContrast`.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }

    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Pixels per point of the screen.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether controls respond (`disabled(_:)` sets it to false).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The device family the app runs on. Not in SwiftUI, where it is a compile-time `#if os()`;
    /// GlassUI runs one binary for every platform, so views ask at run time.
    public var platform: Platform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }

    /// The major version of the operating system the app behaves as (26 by default). Not in
    /// SwiftUI, where `#available` asks the system; spec 002 falls back to the standard tab bar
    /// before 26, and this lets one binary show both.
    public var operatingSystemVersion: Int {
        get { self[OSVersionKey.self] }
        set { self[OSVersionKey.self] = newValue }
    }

    /// Whether the app is in front and taking input, as SwiftUI's `scenePhase`: the host sets
    /// it when its window goes to the background and comes back.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The axis of the stack around a view, if any: a `Spacer` or `Divider` orients itself by it.
    var stackOrientation: Axis? {
        get { self[StackOrientationKey.self] }
        set { self[StackOrientationKey.self] = newValue }
    }
}

/// An app's place, as SwiftUI's `ScenePhase`: in front (`active`), visible but not taking
/// input (`inactive`), or not visible (`background`).
public enum ScenePhase: Hashable, Sendable, CaseIterable {
    case active, inactive, background
}

/// Increase Contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact, regular
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum PlatformKey: EnvironmentKey { static let defaultValue = Platform.iOS }
private enum OSVersionKey: EnvironmentKey { static let defaultValue = 26 }
private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private enum StackOrientationKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension View {
    /// Disables the controls inside when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}
