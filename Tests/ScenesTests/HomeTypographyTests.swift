import GlassCore
import GlassRaster
import HomeScreen
import Testing

@testable import Scenes

/// The home screen's text follows Dynamic Type through Apple's table (issue 14: the labels,
/// the alert and the folder's name were fixed sizes, so the setting changed nothing).
@Suite struct HomeTypographyTests {
    @Test func theDefaultSizeIsIOSs() {
        let type = HomeTypography(.large)
        #expect(type.label == Font(sizePoints: 12, weight: 500))
        #expect(type.folderTitle == Font(sizePoints: 28, weight: 700))
        #expect(type.alertTitle == Font(sizePoints: 17, weight: 600) && type.alertTitleLine == 22)
        #expect(type.alertMessage == Font(sizePoints: 13) && type.alertButton == Font(sizePoints: 17))
        #expect(HomeTypography.statusBar == Font(sizePoints: 17, weight: 600))
    }

    // Apple's table, not a proportion: at xxxLarge caption 1 is 18 pt (1.5×) while headline
    // is 23 pt (1.35×) and title 1 34 pt (1.21×).
    @Test func textGrowsByApplesTableToXXXLarge() {
        let type = HomeTypography(.xxxLarge)
        #expect(type.label.sizePoints == 18 && type.label.weight == 500)
        #expect(type.alertTitle.sizePoints == 23 && type.alertTitleLine == 29)
        #expect(type.folderTitle.sizePoints == 34 && type.alertMessage.sizePoints == 19)
        #expect(HomeTypography(.small).label.sizePoints == 11)
    }

    // Past xxxLarge the home screen stops growing (a label fills the gap between rows); the
    // status bar never grows.
    @Test func accessibilitySizesStopAtXXXLarge() {
        #expect(HomeTypography(.accessibility5) == HomeTypography(.xxxLarge))
        #expect(HomeTypography.statusBar.sizePoints == 17)
    }

    // Drawn, Calendar's label at xxxLarge inks a band half again as wide as at the default
    // size: the icons draw their labels in the environment's size.
    @Test func labelsAreDrawnAtTheReadersSize() throws {
        func inkWidth(_ size: ContentSizeCategory) throws -> Int {
            let state = HomeState()
            let icon = try #require(state.presentation(at: 1).icons.first { $0.label == "Calendar" })
            let label = try #require(icon.labelFrame)
            let canvas = try RasterCanvas(size: Size(width: 200, height: 200), scale: 2)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 200, height: 200)), with: .black)
            GlassIcon.Context(
                catalog: state.catalog, environment: GlassEnvironment(contentSize: size),
                labelStyle: .shared(.lightContent)
            ).draw(icon, on: canvas)
            return withExtendedLifetime(canvas) {
                let columns = (0..<400).filter { x in
                    (Int(label.minY * 2)..<Int(label.maxY * 2 + 8)).contains { y in canvas.pixels[x, y] & 0xFF > 128 }
                }
                return (columns.max() ?? 0) - (columns.min() ?? 0)
            }
        }
        let normal = try inkWidth(.large), large = try inkWidth(.xxxLarge)
        #expect(Double(large) > 1.35 * Double(normal), "\(normal) px wide at large, \(large) at xxxLarge")
    }
}
