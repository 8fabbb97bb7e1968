import Foundation

/// iOS 26's glass button, as SwiftUI's `.glass` button style: the label in the primary color
/// on a capsule of interactive regular glass, 12 pt of room at the sides and 7 pt above and
/// below; pressed, the label dims.
public struct GlassButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .bezelPadding()
            .glassEffect(.regular.interactive())
            .opacity(configuration.isPressed ? 0.75 : 1)
    }
}

/// iOS 26's prominent glass button, as SwiftUI's `.glassProminent`: white text on glass tinted
/// by the accent color (red for a destructive role).
public struct GlassProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .bezelPadding()
            .glassEffect(.regular.tint(configuration.role == .destructive ? .red : .accentColor).interactive())
            .opacity(configuration.isPressed ? 0.75 : 1)
    }
}

/// Spec 002's floating action button (`.glassFloating`, not SwiftUI's own): the label (a
/// symbol) in white, centred on a 56 pt circle of interactive glass tinted by the accent
/// color, with a soft shadow that lifts it over the content it floats on.
public struct GlassFloatingButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title2.weight(.semibold))
            .foregroundStyle(Color.white)
            .frame(width: 56, height: 56)
            .glassEffect(.regular.tint(.accentColor).interactive(), in: Circle())
            .paneShadow(Circle(), color: Color.black.opacity(0.18), radius: 12, y: 4)
            .opacity(configuration.isPressed ? 0.75 : 1)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassFloatingButtonStyle {
    public static var glassFloating: GlassFloatingButtonStyle { GlassFloatingButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
