import Foundation
import GlassUI

/// Shapes filled and stroked, the system colors, the three gradients, the materials over a
/// picture, symbols, a shadow, and pictures from a JPEG and a PNG file.
struct ShapesSection: View {
    private let colors: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    ]
    private let symbols = [
        "house", "books.vertical", "chart.bar", "gearshape", "play.fill", "pause.fill", "backward.fill",
        "forward.fill", "speaker.wave.2", "bell", "magnifyingglass", "person", "pin", "plus", "sparkles",
        "square.and.pencil", "sidebar.left", "heart", "bubble.left", "arrow.2.squarepath", "ellipsis",
        "xmark", "chevron.left", "chevron.right",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12).fill(Color.blue)
                Capsule().fill(Color.green)
                Circle().stroke(Color.orange, lineWidth: 4)
                Ellipse().fill(Color.purple)
                Rectangle().strokeBorder(Color.pink, lineWidth: 3)
            }
            .frame(height: 44)
            HStack(spacing: 4) {
                ForEach(colors, id: \.self) { color in Circle().fill(color).frame(width: 24, height: 24) }
            }
            HStack(spacing: 12) {
                LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)
                AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
            }
            .frame(height: 60)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            ZStack {
                LinearGradient(colors: [.blue, .purple, .pink], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 8) {
                    Text("Ultra thin").padding(8).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("Regular").padding(8).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("Thick").padding(8).background(.thickMaterial, in: RoundedRectangle(cornerRadius: 8))
                }
                .font(.footnote)
            }
            .frame(height: 70)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 8), spacing: 10) {
                ForEach(symbols, id: \.self) { Image(systemName: $0).font(.title3) }
            }
            .foregroundStyle(Color.accentColor)
            RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(height: 36)
                .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                .overlay(Text("Shadow").font(.footnote).foregroundStyle(.black))
            HStack(spacing: 12) {
                Self.sunset
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 220, height: 90)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .accessibilityLabel("Sunset")
                Self.star.accessibilityLabel("Star")
            }
        }
    }

    /// The pictures, decoded once, on first use (a host has set the decoder by then).
    private static let sunset = picture(PackageResources.sunset_jpg, scale: 2)
    private static let star = picture(PackageResources.star_png, scale: 2)

    /// A picture compiled into the catalog, decoded by the host (a JPEG through libjpeg-turbo, a
    /// PNG through Cairo) at `scale` pixels per point; the photo symbol if it does not decode
    /// (the fault is reported).
    private static func picture(_ bytes: [UInt8], scale: CGFloat) -> Image {
        UIImage(data: Data(bytes), scale: scale).map { Image(uiImage: $0) } ?? Image(systemName: "photo")
    }
}
