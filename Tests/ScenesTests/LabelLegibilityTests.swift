import GlassCore
import GlassRaster
import Testing

@testable import Scenes

/// Icon labels are white over every wallpaper, as on iOS (issue 14, point 1); their halo, not
/// their ink, answers a bright wallpaper.
@Suite struct LabelLegibilityTests {
    func style(over color: Color) throws -> LegibilityStyle {
        let canvas = try RasterCanvas(size: Size(width: 80, height: 20), scale: 2)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 80, height: 20)), with: color)
        return LegibilityStyle.label(canvas, under: Rect(x: 0, y: 0, width: 80, height: 20))
    }

    // Over black the soft shadow is enough; over a mid-tone blue and over white the halo grows
    // with the wallpaper's brightness, and the ink stays white throughout.
    @Test func labelsStayWhiteAndTheirHaloDarkensWithTheWallpaper() throws {
        let dark = try style(over: .black), mid = try style(over: Color(rgb: 0x6A6FE0)), light = try style(over: .white)
        #expect(dark == .lightContent)
        #expect([dark, mid, light].allSatisfy { $0.content == .white })
        guard case .haloedLightContent(let midDarkness) = mid, case .haloedLightContent(let lightDarkness) = light
        else {
            Issue.record("a mid-tone and a white wallpaper need a halo: \(mid), \(light)")
            return
        }
        #expect(midDarkness < lightDarkness)
        #expect(light.shadow.color.alpha >= 0.75, "over white the halo must hide the wallpaper around the strokes")
    }
}
