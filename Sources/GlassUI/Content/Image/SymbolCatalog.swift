/// SF Symbol names drawn from Google's Material Icons font (Debian's
/// fonts-material-design-icons-iconfont, Apache 2.0): SF Symbols are Apple's and not on Linux.
/// Each name maps to the Material glyph that means the same; `.fill` variants take Material's
/// filled glyph where SF's plain one is an outline. Material has one weight, so symbols do not
/// follow `fontWeight`.
enum SymbolCatalog {
    static let fontFamily = "Material Icons"

    /// The Material Icons code point for an SF Symbol name, or nil if the catalog has none.
    static func codepoint(for name: String) -> UInt32? {
        table[name]
    }

    private static let table: [String: UInt32] = [
        "house": 0xE88A, "house.fill": 0xE9B2,
        "books.vertical": 0xE02F, "books.vertical.fill": 0xE02F, "book": 0xEA19, "book.fill": 0xEA19,
        "chart.bar": 0xE26B, "chart.bar.fill": 0xE26B, "chart.line.uptrend.xyaxis": 0xE8E5,
        "gearshape": 0xE8B8, "gearshape.fill": 0xE8B8, "gear": 0xE8B8,
        "play.fill": 0xE037, "play": 0xE037, "pause.fill": 0xE034, "pause": 0xE034,
        "play.circle": 0xE1C4, "play.circle.fill": 0xE1C4, "pause.circle": 0xE1A2, "pause.circle.fill": 0xE1A2,
        "backward.fill": 0xE020, "forward.fill": 0xE01F, "backward.end.fill": 0xE045, "forward.end.fill": 0xE044,
        "speaker.wave.2": 0xE050, "speaker.wave.2.fill": 0xE050, "speaker.wave.1": 0xE04D, "speaker.fill": 0xE04D,
        "speaker.slash": 0xE04F, "speaker.slash.fill": 0xE04F,
        "bell": 0xE7F5, "bell.fill": 0xE7F4,
        "magnifyingglass": 0xE8B6,
        "person": 0xE7FF, "person.fill": 0xE7FD, "person.circle": 0xE853, "person.circle.fill": 0xE853,
        "person.2": 0xE7EF, "person.2.fill": 0xE7EF, "person.crop.circle": 0xE853, "person.badge.plus": 0xE7FE,
        "pin": 0xF10D, "pin.fill": 0xF10D,
        "plus": 0xE145, "plus.circle": 0xE148, "minus": 0xE15B, "minus.circle.fill": 0xE15C, "minus.circle": 0xE15D,
        "line.3.horizontal": 0xE5D2,
        "sparkles": 0xE65F,
        "square.and.pencil": 0xE745, "pencil": 0xE3C9,
        "sidebar.left": 0xF114, "sidebar.leading": 0xF114,
        "heart": 0xE87E, "heart.fill": 0xE87D,
        "bubble.left": 0xE0CB, "bubble.left.fill": 0xE253, "bubble.left.and.bubble.right": 0xE0BF,
        "text.bubble": 0xE0D8, "pip.enter": 0xE911, "pip.exit": 0xE8AA, "quote.bubble.fill": 0xE244,
        "arrowshape.turn.up.left": 0xE15E,
        "arrow.2.squarepath": 0xE040, "arrow.triangle.2.circlepath": 0xE627, "arrow.clockwise": 0xE5D5,
        "repeat": 0xE040, "repeat.1": 0xE041, "shuffle": 0xE043,
        "ellipsis": 0xE5D3, "ellipsis.circle": 0xE5D3,
        "xmark": 0xE5CD, "checkmark": 0xE5CA, "checkmark.circle": 0xE86C, "checkmark.circle.fill": 0xE86C,
        "chevron.up.chevron.down": 0xE5D7, "chevron.left": 0xE5CB, "chevron.right": 0xE5CC, "chevron.down": 0xE5CF,
        "chevron.up": 0xE5CE,
        "arrow.left": 0xE5C4, "arrow.right": 0xE5C8, "arrow.up.arrow.down": 0xE8D5,
        "star": 0xE83A, "star.fill": 0xE838,
        "bookmark": 0xE867, "bookmark.fill": 0xE866,
        "photo": 0xE410, "photo.fill": 0xE410, "music.note": 0xE405, "music.note.list": 0xE03D,
        "opticaldisc": 0xE019, "square.stack": 0xE019, "mic": 0xE029, "mic.fill": 0xE029,
        "music.mic": 0xEF5A, "water.waves": 0xE176, "leaf.fill": 0xEA35,
        "calendar": 0xE935, "trash": 0xE872, "trash.fill": 0xE872,
        "square.and.arrow.up": 0xE6B8, "link": 0xE157, "globe": 0xE80B, "at": 0xE0E6, "number": 0xE9EF,
        "info.circle": 0xE88F, "exclamationmark.triangle": 0xE002, "exclamationmark.triangle.fill": 0xE002,
        "list.bullet": 0xE241, "square.grid.2x2": 0xE9B0, "slider.horizontal.3": 0xE429,
        "eye": 0xE8F4, "lock": 0xE897, "lock.fill": 0xE897, "rectangle.portrait.and.arrow.right": 0xE9BA,
        "sun.max": 0xE518, "moon": 0xE51C, "moon.fill": 0xE51C, "bolt": 0xEA0B, "bolt.fill": 0xEA0B,
        "textformat": 0xE262, "bold": 0xE238, "italic": 0xE23F, "underline": 0xE249, "timer": 0xE425, "flag": 0xE16E,
        "location": 0xE0C8, "mappin": 0xE0C8,
        "tv": 0xE333, "laptopcomputer": 0xE31E, "iphone": 0xE325, "ipad": 0xE32F,
        "circle": 0xE836, "circle.fill": 0xEF4A, "wand.and.stars": 0xE65F,
    ]
}
