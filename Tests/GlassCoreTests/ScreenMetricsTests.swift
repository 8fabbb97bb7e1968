import GlassCore
import Testing

@Suite struct ScreenMetricsTests {
    @Test func defaultIsIPhone15Pro() {
        let screen = ScreenMetrics.default
        #expect(screen == .iPhone15Pro)
        #expect(screen.name == "iPhone 15 Pro")
        #expect(screen.portraitSize == Size(width: 393, height: 852))
        #expect(screen.scale == 3)
        #expect(screen.portraitSafeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(screen.displayCornerRadius == 55)
    }

    @Test func everyDeviceSizeScaleAndSafeArea() {
        let expected: [(ScreenMetrics, Size, Double, EdgeInsets, PixelSize)] = [
            (.iPhoneSE3, Size(width: 375, height: 667), 2, EdgeInsets(top: 20), PixelSize(width: 750, height: 1334)),
            (
                .iPhone15Pro, Size(width: 393, height: 852), 3, EdgeInsets(top: 59, bottom: 34),
                PixelSize(width: 1179, height: 2556)
            ),
            (
                .iPhone15ProMax, Size(width: 430, height: 932), 3, EdgeInsets(top: 59, bottom: 34),
                PixelSize(width: 1290, height: 2796)
            ),
            (
                .iPadPro11, Size(width: 834, height: 1194), 2, EdgeInsets(top: 24, bottom: 20),
                PixelSize(width: 1668, height: 2388)
            ),
            (
                .iPadPro13M4, Size(width: 1032, height: 1376), 2, EdgeInsets(top: 24, bottom: 20),
                PixelSize(width: 2064, height: 2752)
            ),
        ]
        #expect(expected.map(\.0) == ScreenMetrics.all)
        for (screen, size, scale, safeArea, pixels) in expected {
            #expect(screen.size(in: .portrait) == size, "\(screen.name)")
            #expect(screen.scale == scale, "\(screen.name)")
            #expect(screen.safeArea(in: .portrait) == safeArea, "\(screen.name)")
            #expect(screen.pixelSize(in: .portrait) == pixels, "\(screen.name)")
            #expect(screen.pixelSize(in: .landscape) == PixelSize(width: pixels.height, height: pixels.width))
        }
    }

    @Test func landscapeTransposesTheSize() {
        #expect(ScreenMetrics.iPhone15Pro.size(in: .landscape) == Size(width: 852, height: 393))
    }

    @Test func landscapeSafeAreas() {
        let faceID = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        #expect(ScreenMetrics.iPhone15Pro.safeArea(in: .landscape) == faceID)
        #expect(ScreenMetrics.iPhone15ProMax.safeArea(in: .landscape) == faceID)
        #expect(ScreenMetrics.iPhoneSE3.safeArea(in: .landscape) == .zero)
        #expect(ScreenMetrics.iPadPro11.safeArea(in: .landscape) == EdgeInsets(top: 24, bottom: 20))
        #expect(ScreenMetrics.iPadPro13M4.safeArea(in: .landscape) == EdgeInsets(top: 24, bottom: 20))
    }

    /// The sensor housing's side is where rotation puts the portrait top inset; iOS then
    /// mirrors it and shortens the home indicator band, which rotation alone does not.
    @Test func faceIDLandscapeDeviatesFromPlainRotationOnlyWhereIOSDoes() {
        let screen = ScreenMetrics.iPhone15Pro
        let rotated = screen.portraitSafeArea.rotatedCounterClockwise
        let landscape = screen.safeArea(in: .landscape)
        #expect(landscape.left == rotated.left)
        #expect(landscape.top == rotated.top)
        #expect(landscape.right == landscape.left)
        #expect(landscape.bottom == 21)
    }

    @Test func sizeClassesFollowApplesRules() {
        typealias Row = (ScreenMetrics, Orientation, SizeClass, SizeClass)
        let expected: [Row] = [
            (.iPhoneSE3, .portrait, .compact, .regular),
            (.iPhoneSE3, .landscape, .compact, .compact),
            (.iPhone15Pro, .portrait, .compact, .regular),
            (.iPhone15Pro, .landscape, .compact, .compact),
            (.iPhone15ProMax, .portrait, .compact, .regular),
            (.iPhone15ProMax, .landscape, .regular, .compact),
            (.iPadPro11, .portrait, .regular, .regular),
            (.iPadPro11, .landscape, .regular, .regular),
            (.iPadPro13M4, .portrait, .regular, .regular),
            (.iPadPro13M4, .landscape, .regular, .regular),
        ]
        for (screen, orientation, horizontal, vertical) in expected {
            #expect(screen.horizontalSizeClass(in: orientation) == horizontal, "\(screen.name) \(orientation)")
            #expect(screen.verticalSizeClass(in: orientation) == vertical, "\(screen.name) \(orientation)")
        }
    }

    @Test func cornerRadii() {
        #expect(ScreenMetrics.iPhoneSE3.displayCornerRadius == 0)
        #expect(ScreenMetrics.iPhone15ProMax.displayCornerRadius == 55)
        #expect(ScreenMetrics.iPadPro11.displayCornerRadius == 18)
        #expect(ScreenMetrics.iPadPro13M4.displayCornerRadius == nil)
    }

    @Test func lookupByIDOrName() throws {
        #expect(try ScreenMetrics.named("iphone-se-3") == .iPhoneSE3)
        #expect(try ScreenMetrics.named("iPad Pro 13-inch (M4)") == .iPadPro13M4)
        #expect(try ScreenMetrics.named("IPHONE-15-PRO-MAX") == .iPhone15ProMax)
        for screen in ScreenMetrics.all {
            #expect(try ScreenMetrics.named(screen.id) == screen)
        }
    }

    @Test func failedLookupListsTheValidNames() {
        let error = #expect(throws: UnknownScreenError.self) { try ScreenMetrics.named("pixel-8") }
        #expect(error?.validIDs == ScreenMetrics.all.map(\.id))
        let message = error?.description ?? ""
        #expect(message.contains("'pixel-8'"))
        for screen in ScreenMetrics.all {
            #expect(message.contains(screen.id))
        }
    }
}
