import GlassUI

/// The eleven text styles of the type scale, weights, designs, and how text wraps and truncates.
struct TextSection: View {
    private let styles: [(String, Font)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(styles, id: \.0) { style in
                Text(style.0).font(style.1)
            }
            Divider().padding(.vertical, 4)
            Text("**Bold**, *italic* and `code` inline, ") + Text("secondary").foregroundColor(.secondary)
            Text("3:42 · 12:07").font(.system(.footnote, design: .monospaced))
            Text("A long line of text that wraps onto a second line and is then cut short with an ellipsis at the end")
                .lineLimit(2)
            Text("مرحبا بالعالم · שלום עולם · 👩‍👩‍👧 e\u{301}").lineLimit(1)
        }
    }
}
