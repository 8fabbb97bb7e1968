import Foundation

/// The floating tab bar's selection: a drop of glass under the chosen tab that flows to the
/// next one chosen as iOS 26's does, sliding and stretching on the way. It is the union
/// (`glassEffectUnion`) of two capsules, each the width of a tab, which set off together
/// toward the new tab on different springs: the leading one quick (0.28 s, damping 0.86), the
/// trailing one slower and critically damped (0.5 s). Whichever way the selection goes, the
/// quick one leads, so the drop stretches toward where it is going (to about 1.8 tabs' width
/// on a move of two tabs), barely overshoots, so that it stays inside the bar at its ends, and
/// gathers back into one tab's capsule.
///
/// Its glass is regular glass over the bar's with a faint tint, 6 % black in light mode and
/// 8 % white in dark: a grey pill on the light bar and a lighter one on the dark bar, as
/// iOS 26 marks the chosen tab, dark enough in dark mode that the accent color on it keeps
/// 4.5:1 (`glass audit contrast --app` measures 4.71:1; at 14 % white it was 4.14:1).
struct TabSelectionDroplet: View {
    let index: Int
    let count: Int

    /// The springs of the leading and trailing capsules.
    static let lead = Animation.spring(response: 0.28, dampingFraction: 0.86)
    static let trail = Animation.spring(response: 0.5, dampingFraction: 1)
    static let glass = Glass.regular.tint(
        Color(.adaptive(light: .init(white: 0, alpha: 0.06), dark: .init(white: 1, alpha: 0.08))))

    @Namespace private var namespace

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width / CGFloat(max(count, 1))
            GlassEffectContainer(spacing: 0) {
                ZStack(alignment: .leading) {
                    capsule(width: width).animation(Self.lead, value: index)
                    capsule(width: width).animation(Self.trail, value: index)
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
            }
        }
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }

    private func capsule(width: CGFloat) -> some View {
        Color.clear
            .frame(width: width)
            .glassEffect(Self.glass, in: Capsule())
            .glassEffectUnion(id: 0, namespace: namespace)
            .padding(.leading, CGFloat(index) * width)
    }
}
