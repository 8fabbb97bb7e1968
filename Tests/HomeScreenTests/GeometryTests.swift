import GlassCore
import Testing

@testable import HomeScreen

@Suite struct GeometryTests {
    let geometry = HomeGeometry.iPhone15Pro

    @Test func spacingIs33AtTheSpecWidth() {
        #expect(HomeScreenTokens.grid.spacing(screenWidth: 393) == 33)
        #expect(geometry.spacing == 33)
        #expect(geometry.margin == 27)
        #expect(393 - 2 * 27 == 339)
    }

    @Test func columnsFallWhereTheSpecSays() {
        #expect((0..<4).map { geometry.iconFrame(slot: $0).minX } == [27, 120, 213, 306])
        #expect(geometry.iconFrame(slot: 3).maxX == 393 - 27)
    }

    @Test func rowsAre99PointsApartFrom82() {
        for row in 0..<6 {
            #expect(geometry.iconFrame(slot: row * 4).minY == 82 + 99 * Double(row))
        }
        #expect(geometry.iconFrame(slot: 0).size == Size(width: 60, height: 60))
        #expect(geometry.topMargin == 82 && geometry.rowPitch == 99)
    }

    @Test func labelsSitUnderTheIcon() {
        let icon = geometry.iconFrame(slot: 5)
        let label = geometry.labelFrame(forIcon: icon)
        #expect(label.minY == icon.maxY + 5)
        #expect(label.height == 14 && label.width >= 60)
        #expect(label.midX == icon.midX)
    }

    @Test func dockIsTheBottom110PointsAndAlignsWithTheColumns() {
        #expect(geometry.dockArea == Rect(x: 0, y: 852 - 110, width: 393, height: 110))
        let frames = geometry.dockIconFrames(count: 4)
        #expect(frames.map(\.minX) == [27, 120, 213, 306])
        #expect(frames.allSatisfy { geometry.dockPlatter.contains($0.origin) && $0.maxY <= geometry.dockPlatter.maxY })
        #expect(geometry.dockIconFrames(count: 2).map(\.midX) == [196.5 - 46.5, 196.5 + 46.5])
    }

    @Test func pageIndicatorIsCentered30PointsAboveTheDock() {
        let frame = geometry.pageIndicatorFrame(pageCount: 3)
        #expect(frame.height == 20)
        #expect(frame.midY == 742 - 30)
        #expect(frame.midX == 196.5)
        let dots = geometry.pageDotFrames(pageCount: 3)
        #expect(dots.map(\.width) == [8, 8, 8])
        #expect(dots[1].midX - dots[0].midX == 17)
        #expect(dots[1].midX == 196.5)
        #expect(geometry.pageDot(at: Point(x: dots[2].midX, y: frame.midY), pageCount: 3) == 2)
        #expect(geometry.pageDot(at: Point(x: 20, y: frame.midY), pageCount: 3) == nil)
    }

    @Test func theLastRowClearsTheIndicator() {
        let lastLabel = geometry.labelFrame(forIcon: geometry.iconFrame(slot: 23))
        #expect(lastLabel.maxY <= geometry.pageIndicatorFrame(pageCount: 2).minY)
    }

    // Spec 000's (−6, −6) is the badge's center from the icon's visible corner (issue 14,
    // point 9), 13.5 × (1 − 1/√2) = 3.95 pt inside the frame's corner along the diagonal: for
    // the first icon, whose frame starts at (27, 82), the center is (24.95, 79.95), and the
    // badge reaches 10 pt into the frame, short of Calendar's MONDAY.
    @Test func deleteBadgeOverhangsTheCornerAndHasA44PointTarget() {
        let icon = geometry.iconFrame(slot: 0)
        let badge = geometry.deleteBadgeFrame(forIcon: icon)
        #expect(abs(badge.midX - 24.954) < 0.01 && abs(badge.midY - 79.954) < 0.01, "\(badge)")
        #expect(badge.width == 24 && badge.height == 24)
        #expect(abs(badge.maxX - icon.minX - 9.95) < 0.01)
        #expect(geometry.deleteBadgeHitFrame(forIcon: icon) == Rect(center: badge.center, size: .square(44)))
    }

    @Test func slotsTileTheGrid() {
        #expect(geometry.slot(at: Point(x: 57, y: 112)) == 0)
        #expect(geometry.slot(at: Point(x: 0, y: 112)) == 0)
        #expect(geometry.slot(at: Point(x: 392, y: 82 + 99 * 5 + 30)) == 23)
        // Halfway between two icons belongs to the right one's cell.
        #expect(geometry.slot(at: Point(x: 87 + 16.5, y: 112)) == 1)
        #expect(geometry.slot(at: Point(x: 100, y: 20)) == nil)
    }

    @Test func everyKnownDeviceKeepsTheLastRowAboveTheIndicator() {
        for metrics in ScreenMetrics.all {
            let g = HomeGeometry(metrics: metrics)
            let label = g.labelFrame(forIcon: g.iconFrame(slot: 23))
            #expect(label.maxY <= g.pageIndicatorFrame(pageCount: 1).minY + 1e-9, "\(metrics.name)")
            #expect(g.spacing >= 12, "\(metrics.name)")
        }
        // The iPhone SE's 20 pt status bar lets its grid rise to fit 6 rows of 79 pt.
        let se = HomeGeometry(metrics: .iPhoneSE3)
        #expect(se.rowPitch == 79 && se.topMargin == 667 - 110 - 40 - 79 - 5 * 79)
    }

    @Test func widerScreensStretchTheSpacing() {
        let wide = HomeGeometry(screen: Size(width: 430, height: 932))
        #expect(wide.margin == 27)
        #expect(abs(wide.spacing - (430 - 54 - 240) / 3) < 1e-9)
    }

    @Test func narrowScreensShrinkTheMarginsNotTheSpacingBelow12() {
        let narrow = HomeGeometry(screen: Size(width: 320, height: 852))
        #expect(narrow.spacing == 12)
        #expect(narrow.margin == (320 - 240 - 36) / 2)
        let tiny = HomeGeometry(screen: Size(width: 200, height: 852))
        #expect(tiny.margin == 8 && tiny.spacing == 12)
    }

    @Test func shortScreensCompressTheRowsThenTheTopMargin() {
        let short = HomeGeometry(screen: Size(width: 393, height: 760))
        #expect(short.topMargin == 82 && short.rowPitch < 99 && short.rowPitch >= 79)
        let label = short.labelFrame(forIcon: short.iconFrame(slot: 23))
        #expect(abs(label.maxY - short.pageIndicatorFrame(pageCount: 1).minY) < 1e-9)
        let shorter = HomeGeometry(screen: Size(width: 393, height: 700))
        #expect(shorter.rowPitch == 79 && shorter.topMargin < 82 && shorter.topMargin >= 59)
        let tooShort = HomeGeometry(screen: Size(width: 393, height: 600))
        #expect(tooShort.topMargin == 59 && tooShort.rowPitch == 79)
    }

    @Test func openFolderPanelIsCenteredWithAThreeByThreeGrid() {
        let panel = geometry.folderPanel
        #expect(panel.center == Point(x: 196.5, y: 426))
        #expect(panel.width == 3 * 60 + 2 * 33 + 48)
        #expect(geometry.folderIconFrame(slot: 4).center.x == panel.midX)
        #expect(geometry.folderSlot(at: geometry.folderIconFrame(slot: 8).center) == 8)
    }

    @Test func folderPreviewIsA2x2MiniGridScaledIntoTheSlot() {
        let icon = geometry.iconFrame(slot: 0)
        let scale = 60.0 / 132
        let first = HomeGeometry.folderPreviewIconFrame(index: 0, inIcon: icon)
        let fourth = HomeGeometry.folderPreviewIconFrame(index: 3, inIcon: icon)
        // 40 pt icons 12 pt apart inside 20 pt of padding fill the 132 pt design.
        #expect(abs(first.width - 40 * scale) < 1e-9)
        #expect(abs((fourth.minX - first.minX) - 52 * scale) < 1e-9)
        #expect(abs(first.minX - icon.minX - 20 * scale) < 1e-9)
        #expect(abs(icon.maxX - fourth.maxX - 20 * scale) < 1e-9 && abs(icon.maxY - fourth.maxY - 20 * scale) < 1e-9)
        #expect(HomeScreenTokens.folder.cornerRadius == 132 * 0.35)
    }
}
