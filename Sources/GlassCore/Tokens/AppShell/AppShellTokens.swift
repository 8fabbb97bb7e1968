/// The component tokens of specs 002 and 003 (the glass app shells: tab bar, sidebar, album
/// grid, playback bars, buttons), in one place.
///
/// Each component is a value with the spec's numbers; those that differ by platform take one.
/// Lengths are in points, durations in seconds, opacities and scales are plain factors. Where
/// a spec is silent the doc comment of the token says what we chose and why. The AppShell
/// module takes its numbers from here rather than writing them inline.
public enum AppShellTokens {
    public static func albumGridCard(on platform: Platform) -> AlbumGridCard { AlbumGridCard(platform: platform) }
    public static func sidebar(on platform: Platform) -> GlassSidebar { GlassSidebar(platform: platform) }
    public static let tabBar = TabBar()
    public static let miniPlaybackBar = MiniPlaybackBar()
    public static let fullPlaybackBar = FullPlaybackBar()
    public static let tvFullScreenPlayer = TVFullScreenPlayer()
    public static let glassButton = GlassButton()
    public static let gridItemTransition = GridItemTransition()
    public static let iOS = IOSAdaptations()
    public static let tvOS = TVOSAdaptations()
    public static let macOS = MacOSAdaptations()
}
