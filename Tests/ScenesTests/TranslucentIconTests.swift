import GlassCore
import GlassRaster
import HomeScreen
import Testing

@testable import Scenes

/// A translucent icon fades as one picture (issue 14, point 8): its glass, badge and label
/// drawn whole, then the whole laid over the wallpaper at the icon's opacity.
@Suite struct TranslucentIconTests {
    /// Stocks (a dark icon) in edit mode, badge and label showing, over white, at `opacity`.
    func draw(opacity: Double) throws -> RasterCanvas {
        var state = HomeState()
        _ = state.reduce(.editHomeScreen, at: 0)
        var icon = try #require(state.presentation(at: 1).icons.first { $0.label == "Stocks" })
        icon.opacity = opacity
        #expect(icon.badgeOpacity == 1 && icon.labelFrame != nil)
        let canvas = try RasterCanvas(size: Size(width: 393, height: 400), scale: 2)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 393, height: 400)), with: .white)
        let context = GlassIcon.Context(
            catalog: state.catalog, environment: GlassEnvironment(), labelStyle: .shared(.lightContent))
        context.draw(icon, on: canvas)
        return canvas
    }

    // Every pixel of the icon at half opacity is the opaque icon's pixel half over white
    // (within rounding): where the badge covers the glass, the glass does not show through it.
    @Test func aHalfOpaqueIconIsTheWholeIconHalfFaded() throws {
        let halfCanvas = try draw(opacity: 0.5), wholeCanvas = try draw(opacity: 1)
        let half = halfCanvas.pixels, whole = wholeCanvas.pixels
        var worst = 0
        for y in 0..<half.height {
            for x in 0..<half.width {
                let a = half[x, y], b = whole[x, y]
                for shift in [16, 8, 0] as [UInt32] {
                    let expected = (Int(b >> shift & 0xFF) + 255) / 2
                    worst = max(worst, abs(Int(a >> shift & 0xFF) - expected))
                }
            }
        }
        withExtendedLifetime((halfCanvas, wholeCanvas)) {
            #expect(worst <= 2, "a channel differs from the whole icon half faded by \(worst) levels")
        }
    }
}
