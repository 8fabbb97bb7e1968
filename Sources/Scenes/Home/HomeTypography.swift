import GlassCore

/// The home screen's text, each piece in one of Apple's text styles at the reader's Dynamic
/// Type size (`GlassEnvironment.contentSize`), from Apple's table (`TextStyle.pointSize(at:)`).
///
/// The home screen grows its text through the seven standard sizes and stops at the largest,
/// xxxLarge, as SpringBoard does: a label already fills the gap between rows there (18 pt),
/// and the alert card and the open folder keep their frames. The status bar and the Done
/// button that takes its place stay at the default size whatever the setting, as iOS's
/// status bar does.
struct HomeTypography: Hashable {
    /// Icon labels: caption 1 in medium (12 pt at the default size).
    let label: Font
    /// The open folder's name: title 1, bold (28 pt).
    let folderTitle: Font
    /// The delete alert's title, message and buttons: headline, footnote and body (17, 13, 17 pt).
    let alertTitle: Font
    let alertMessage: Font
    let alertButton: Font
    /// The line heights of the alert's title and message.
    let alertTitleLine: Double
    let alertMessageLine: Double

    /// The status bar's time and the Done button: headline (17 pt semibold), at the default
    /// size always.
    static let statusBar = TextStyle.headline.font(at: .large)

    /// The icon labels' font alone, for the icons, which draw a label each every frame.
    static func label(_ contentSize: ContentSizeCategory) -> Font {
        TextStyle.caption1.font(at: min(contentSize, .xxxLarge), weight: 500)
    }

    init(_ contentSize: ContentSizeCategory) {
        let size = min(contentSize, .xxxLarge)
        label = Self.label(contentSize)
        folderTitle = TextStyle.title1.font(at: size)
        alertTitle = TextStyle.headline.font(at: size)
        alertMessage = TextStyle.footnote.font(at: size)
        alertButton = TextStyle.body.font(at: size)
        alertTitleLine = TextStyle.headline.lineHeight(at: size)
        alertMessageLine = TextStyle.footnote.lineHeight(at: size)
    }
}
