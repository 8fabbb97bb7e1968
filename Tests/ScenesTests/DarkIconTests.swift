import GlassCore
import GlassRaster
import HomeScreen
import Testing

@testable import Scenes

/// Dark mode draws iOS 26's dark icons (issue 14: it kept the light artwork): every app on a
/// near-black background, a white glyph in the app's own color, dark ink on a white icon
/// turned light, and an icon that is dark already left as it is.
@Suite struct DarkIconTests {
    /// The color at unit point (`x`, `y`) of `name`'s icon body, drawn at 2× over black.
    func color(of name: String, at x: Double, _ y: Double, dark: Bool) throws -> (red: Int, green: Int, blue: Int) {
        let app = try #require(HomeState().catalog.apps.values.first { $0.name == name })
        let canvas = try RasterCanvas(size: .square(60), scale: 2)
        canvas.fill(Path(rect: AppIconBody.frame), with: .black)
        AppIconBody(app: app, shadowRadius: 0, specular: false, dark: dark).draw(on: canvas)
        let pixel = withExtendedLifetime(canvas) { canvas.pixels[Int(x * 120), Int(y * 120)] }
        return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    @Test(arguments: ["Calendar", "Mail", "Notes", "Phone", "Books", "Clock"])
    func theBackgroundIsNearBlack(app: String) throws {
        // The top-left, inside the squircle, where no glyph reaches.
        let corner = try color(of: app, at: 0.12, 0.12, dark: true)
        #expect(max(corner.red, corner.green, corner.blue) <= 50, "\(app): \(corner)")
    }

    @Test func aWhiteGlyphTakesTheAppsColor() throws {
        // Mail's envelope, white in light mode, is Mail's blue in dark mode.
        let light = try color(of: "Mail", at: 0.5, 0.6, dark: false)
        let dark = try color(of: "Mail", at: 0.5, 0.6, dark: true)
        #expect(light.red > 230 && light.green > 230 && light.blue > 230)
        #expect(dark.blue > 200 && dark.red < 120, "\(dark)")
    }

    @Test func darkInkOnAWhiteIconTurnsLight() throws {
        // The darkest point of Calendar's "9" in light mode is light in dark mode.
        var darkest = (x: 0.5, y: 0.5, level: 255)
        for y in stride(from: 0.35, through: 0.8, by: 0.025) {
            for x in stride(from: 0.35, through: 0.65, by: 0.025) {
                let level = try color(of: "Calendar", at: x, y, dark: false).red
                if level < darkest.level { darkest = (x, y, level) }
            }
        }
        let dark = try color(of: "Calendar", at: darkest.x, darkest.y, dark: true)
        #expect(darkest.level < 60 && dark.red > 180, "light \(darkest), dark \(dark)")
    }

    @Test func aDarkIconKeepsItsArtwork() throws {
        // Clock's white face stays white.
        let face = try color(of: "Clock", at: 0.3, 0.5, dark: true)
        #expect(min(face.red, face.green, face.blue) > 220, "\(face)")
    }
}
