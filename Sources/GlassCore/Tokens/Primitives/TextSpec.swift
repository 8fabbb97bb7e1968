/// How one line of text in a component is set: font, color and how many lines it may wrap to
/// before it is cut with a tail ellipsis (the only truncation the specs use).
public struct TextSpec: Hashable, Sendable {
    public var font: SystemFont
    public var color: ColorToken
    public var lineLimit: Int

    public init(font: SystemFont, color: ColorToken, lineLimit: Int) {
        self.font = font
        self.color = color
        self.lineLimit = lineLimit
    }
}
