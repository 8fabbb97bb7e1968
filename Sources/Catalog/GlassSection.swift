import Foundation
import GlassUI

/// Liquid Glass over a busy backdrop (stripes, a gradient and large type, so that the blur and
/// the bending at the rims show): regular and clear glass, tinted glass, glass in a circle and
/// a rounded rectangle, three circles and a capsule melted together in a container, a button
/// whose actions flow out of its glass and back (`glassEffectID`), two buttons joined into one
/// pane (`glassEffectUnion`), glass that adapts to what it stands on (dark glass and white text
/// over black, light glass and black text over white, whatever the app's scheme), and the
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
            HStack(spacing: 24) {
                GlassMorphRow()
                GlassUnionRow()
            }
            HStack(spacing: 0) {
                ForEach([(Color.black, "On dark"), (Color.white, "On light")], id: \.1) { ground, title in
                    Text(title).padding(.horizontal, 16).padding(.vertical, 10).glassEffect()
                        .frame(maxWidth: .infinity).frame(height: 60).background(ground)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .padding(.horizontal, 16)
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
        .frame(height: 496)
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

/// A button whose three actions, when it opens, grow out of its glass and, when it closes,
/// melt back into it.
struct GlassMorphRow: View {
    @State private var isOpen = false
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 10) {
                Button {
                    withAnimation { isOpen.toggle() }
                } label: {
                    Image(systemName: isOpen ? "xmark" : "ellipsis").frame(width: 44, height: 44)
                }
                .accessibilityLabel(isOpen ? "Close" : "Actions")
                .glassEffect(.regular.interactive(), in: Circle())
                .glassEffectID("toggle", in: glass)
                if isOpen {
                    ForEach(["pencil", "square.and.arrow.up", "trash"], id: \.self) { symbol in
                        Image(systemName: symbol).frame(width: 44, height: 44)
                            .glassEffect(in: Circle())
                            .glassEffectID(symbol, in: glass)
                    }
                }
            }
        }
    }
}

/// Bold and italic, two buttons on one pane of glass.
struct GlassUnionRow: View {
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer {
            HStack(spacing: 4) {
                ForEach(["bold", "italic"], id: \.self) { symbol in
                    Button {
                    } label: {
                        Image(systemName: symbol).frame(width: 40, height: 40)
                    }
                    .accessibilityLabel(symbol.capitalized)
                    .glassEffect()
                    .glassEffectUnion(id: "style", namespace: glass)
                }
            }
        }
    }
}
