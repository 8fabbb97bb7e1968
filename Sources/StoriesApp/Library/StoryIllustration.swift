import GlassUI
import Stories

import struct GlassCore.SplitMix64

/// A story's picture, drawn by code: a landscape under a day or night sky whose colors, hills,
/// sun or moon and stars all come from the story's seed and the page, so that the same page
/// always shows the same picture and different stories look different.
struct StoryIllustration: View {
    let scene: Scene

    init(story: Story, page: Int = 0) {
        scene = Scene(seed: story.seed &+ UInt64(page) &* 0x9E37_79B9_7F4A_7C15)
    }

    var body: some View {
        let scene = scene
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            context.fill(
                Path(rect),
                with: .style(LinearGradient(colors: [scene.sky.0, scene.sky.1], startPoint: .top, endPoint: .bottom)))
            var stars = UnitPath(rect: rect)
            for star in scene.stars { stars.circle(star.x, star.y, radius: 0.006) }
            context.fill(stars.path, with: .color(Color.white.opacity(0.9)))
            context.fill(
                UnitPath.path({ $0.circle(scene.light.x, scene.light.y, radius: 0.09) }, in: rect),
                with: .color(scene.lightColor))
            for hill in scene.hills {
                context.fill(UnitPath.path(Self.hill(hill), in: rect), with: .color(hill.color))
            }
        }
        .accessibilityHidden(true)
    }

    /// A range of hills from the left edge to the right at `hill.base`, with two crests.
    static func hill(_ hill: Scene.Hill) -> @Sendable (inout UnitPath) -> Void {
        { p in
            p.move(0, 1)
            p.line(0, hill.base)
            p.curve(0.5, hill.base, via: 0.25, hill.base - hill.height)
            p.curve(1, hill.base - hill.height * 0.4, via: 0.75, hill.base + hill.height * 0.5)
            p.line(1, 1)
            p.close()
        }
    }

    /// What the picture holds, chosen from a seed.
    struct Scene: Sendable {
        struct Hill: Sendable {
            var base: Double
            var height: Double
            var color: Color
        }

        var sky: (Color, Color)
        var light: (x: Double, y: Double)
        var lightColor: Color
        var stars: [(x: Double, y: Double)]
        var hills: [Hill]

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            let hue = random.unit()
            let night = random.unit() < 0.3
            sky =
                night
                ? (
                    Color(hue: 0.65, saturation: 0.6, brightness: 0.25),
                    Color(hue: hue, saturation: 0.5, brightness: 0.45)
                )
                : (
                    Color(hue: 0.55 + hue * 0.1, saturation: 0.45, brightness: 0.95),
                    Color(hue: hue, saturation: 0.25, brightness: 1)
                )
            light = (0.15 + 0.7 * random.unit(), 0.18 + 0.2 * random.unit())
            lightColor = night ? Color(white: 0.95) : Color(hue: 0.12, saturation: 0.7, brightness: 1)
            stars = night ? (0..<24).map { _ in (random.unit(), 0.55 * random.unit()) } : []
            let ground = (hue + 0.25 + 0.2 * random.unit()).truncatingRemainder(dividingBy: 1)
            hills = (0..<3).map { layer in
                Hill(
                    base: 0.62 + 0.13 * Double(layer) + 0.05 * random.unit(),
                    height: 0.12 + 0.12 * random.unit(),
                    color: Color(
                        hue: ground, saturation: 0.45 + 0.1 * Double(layer),
                        brightness: (night ? 0.45 : 0.85) - 0.15 * Double(layer)))
            }
        }
    }
}
