import GlassUI

/// Stacks with alignment and priority, a grid, an adaptive lazy grid, ViewThatFits and a
/// GeometryReader.
struct LayoutSection: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text("Baseline").font(.title2)
                Text("aligned").font(.footnote)
                Spacer()
                Text("Priority 1 is sized first").lineLimit(1).layoutPriority(1)
            }
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                GridRow {
                    Text("Album").bold()
                    Text("Year").bold()
                }
                GridRow {
                    Text("Midnight City")
                    Text("2011")
                }
                GridRow {
                    Text("Random Access Memories")
                    Text("2013")
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 8) {
                ForEach(0..<8) { i in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(hue: Double(i) / 8, saturation: 0.6, brightness: 0.9))
                        .frame(height: 44)
                        .overlay(Text("\(i + 1)").font(.headline).foregroundStyle(.white))
                }
            }
            ViewThatFits(in: .horizontal) {
                Text("ViewThatFits shows this whole sentence when it fits the width")
                Text("…or this shorter one")
            }
            GeometryReader { proxy in
                Capsule().fill(Color.accentColor.opacity(0.2))
                    .overlay(
                        Text("GeometryReader: \(Int(proxy.size.width)) × \(Int(proxy.size.height)) pt").font(.footnote))
            }
            .frame(height: 32)
        }
    }
}
