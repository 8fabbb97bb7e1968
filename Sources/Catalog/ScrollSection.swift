import GlassUI

/// Scroll views with iOS's physics: a carousel of cards that scrolls sideways inside the
/// section's vertical scroll and rests with a card at its leading edge (`.viewAligned`), and
/// sixty rows below it. Drag, flick or turn the wheel; past an
/// edge the content stretches on the rubber band and springs back.
struct ScrollSection: View {
    private let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Carousel").font(.headline).accessibilityAddTraits(.isHeader)
                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(0..<12) { index in
                            RoundedRectangle(cornerRadius: 16)
                                .fill(colors[index % colors.count])
                                .frame(width: 140, height: 100)
                                .overlay(Text("Card \(index + 1)").font(.headline).foregroundStyle(Color.white))
                                .accessibilityElement(children: .combine)
                                .accessibilityIdentifier("card\(index + 1)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .accessibilityIdentifier("carousel")
                Text("Rows").font(.headline).accessibilityAddTraits(.isHeader)
                ForEach(1...60, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Image(systemName: "circle.fill").foregroundStyle(colors[index % colors.count])
                            Text("Row \(index)")
                            Spacer()
                            Text("\(index * 60) pt").foregroundStyle(.secondary).monospacedDigit()
                        }
                        Divider()
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityIdentifier("row\(index)")
                }
            }
        }
        .accessibilityIdentifier("scrollSection")
    }
}
