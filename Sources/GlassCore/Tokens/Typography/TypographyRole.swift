/// What a piece of text is, in spec 004's "Platform Adaptations": the style it uses depends on
/// the platform because tvOS is read from across the room.
///
/// iOS and iPadOS use Title 3 for album titles and Subheadline for artists; tvOS uses Title
/// (`title1`) and Headline. The spec names no macOS style; macOS here is Mac Catalyst, which
/// takes the iOS styles. The album grid card follows spec 003 instead (Title 2 on tvOS): see
/// `AppShellTokens.AlbumGridCard`.
public enum TypographyRole: String, CaseIterable, Sendable, Hashable {
    case albumTitle
    case artistName
    /// Track lengths and elapsed time: Footnote in the monospaced design on every platform.
    case duration

    public func font(on platform: Platform) -> SystemFont {
        let tv = platform == .tvOS
        switch self {
        case .albumTitle: return SystemFont(tv ? .title1 : .title3)
        case .artistName: return SystemFont(tv ? .headline : .subheadline)
        case .duration: return SystemFont(.footnote, design: .monospaced)
        }
    }
}
