/// The environment values that models and scenes take as input (DESIGN §1), standing in for
/// SwiftUI's `@Environment`: appearance, accessibility and power settings, the platform and
/// the screen. Nothing reads them from the system; a caller (the CLI, a test, a script) sets
/// them, so every frame can be reproduced.
public struct GlassEnvironment: Sendable, Hashable {
    public var colorScheme: ColorScheme
    /// Reduce Motion: replace large movements with fades and drop parallax and wiggles.
    public var reduceMotion: Bool
    /// Low Power Mode: spec 003 turns blur off to save energy.
    public var lowPower: Bool
    /// The Dynamic Type size text is set at.
    public var contentSize: ContentSizeCategory
    public var platform: Platform
    public var screen: ScreenMetrics
    public var orientation: Orientation

    public init(
        colorScheme: ColorScheme = .light, reduceMotion: Bool = false, lowPower: Bool = false,
        contentSize: ContentSizeCategory = .large, platform: Platform = .iOS,
        screen: ScreenMetrics = .default, orientation: Orientation = .portrait
    ) {
        self.colorScheme = colorScheme
        self.reduceMotion = reduceMotion
        self.lowPower = lowPower
        self.contentSize = contentSize
        self.platform = platform
        self.screen = screen
        self.orientation = orientation
    }

    /// Light mode, no accessibility or power settings, default text size, an iPhone 15 Pro
    /// held upright.
    public static let `default` = GlassEnvironment()

    public var palette: Palette { Palette(for: colorScheme) }

    /// The screen in points as currently held.
    public var screenSize: Size { screen.size(in: orientation) }

    public var safeArea: EdgeInsets { screen.safeArea(in: orientation) }

    public var horizontalSizeClass: SizeClass { screen.horizontalSizeClass(in: orientation) }

    public var verticalSizeClass: SizeClass { screen.verticalSizeClass(in: orientation) }
}
