import Foundation
import GlassUI

/// Liquid Glass over a busy backdrop (stripes, a gradient and large type, so that the blur and
/// the bending at the rims show): regular and clear glass, tinted glass, glass in a circle and
/// a rounded rectangle, three circles and a capsule melted together in a container, and the
/// glass button styles.
struct GlassSection: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Text("Regular").padding(.horizontal, 16).padding(.vertical, 10).glassEffect()
                Text("Clear").padding(.horizontal, 16).padding(.vertical, 10).glassEffect(.clear)
                Text("Tinted").foregroundStyle(Color.white).padding(.horizontal, 16).padding(.vertical, 10)
                    .glassEffect(.regular.tint(.blue))
            }
            HStack(spacing: 12) {
                Image(systemName: "heart").font(.title2).frame(width: 56, height: 56)
                    .glassEffect(in: Circle())
                Text("Rounded").padding(20).glassEffect(in: RoundedRectangle(cornerRadius: 20))
                Image(systemName: "play.fill").font(.title2).frame(width: 56, height: 56)
                    .glassEffect(.clear, in: Circle())
            }
            GlassEffectContainer(spacing: 16) {
                HStack(spacing: 10) {
                    ForEach(["sun.max", "moon", "sparkles"], id: \.self) { symbol in
                        Image(systemName: symbol).font(.title3).frame(width: 44, height: 44)
                            .glassEffect(in: Circle())
                    }
                    Text("Melted").padding(.horizontal, 14).frame(height: 44).glassEffect()
                }
            }
            HStack(spacing: 12) {
                Button("Glass") {}.buttonStyle(.glass)
                Button("Prominent") {}.buttonStyle(.glassProminent)
                Button {
                } label: {
                    Image(systemName: "plus")
                }
                .buttonStyle(.glassFloating)
                .accessibilityLabel("New")
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 360)
        .background { backdrop }
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }

    /// Diagonal-ish stripes of color under a gradient and a line of large type.
    private var backdrop: some View {
        ZStack {
            LinearGradient(
                colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            HStack(spacing: 10) {
                ForEach(0..<24) { index in
                    Rectangle().fill(index % 2 == 0 ? Color.white.opacity(0.55) : Color.black.opacity(0.25))
                        .frame(width: 8)
                }
            }
            Text("Liquid Glass").font(.system(size: 56, weight: .heavy)).foregroundStyle(Color.white.opacity(0.9))
                .accessibilityHidden(true)
        }
    }
}
