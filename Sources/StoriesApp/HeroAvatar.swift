import GlassUI
import Stories

/// A hero's avatar, drawn from its parameters: a circle in the hero's hue with the first letter
/// of the name; the face, hair and accessory come with the avatar editor.
struct HeroAvatar: View {
    let hero: Hero
    var size: Double = 72

    var body: some View {
        ZStack {
            Circle().fill(Color(hue: hero.avatar.hue, saturation: 0.55, brightness: 0.9))
            Text(String(hero.name.prefix(1)).uppercased())
                .font(.system(size: size * 0.45, weight: .bold))
                .foregroundStyle(.white)
        }
        .frame(width: size, height: size)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(hero.name)
    }
}
