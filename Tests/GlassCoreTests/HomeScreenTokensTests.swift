import Testing

@testable import GlassCore

/// Spec 000's component numbers, one by one.
@Suite struct HomeScreenTokensTests {
    @Test func grid() {
        let grid = HomeScreenTokens.grid
        #expect(grid.margin == 27 && grid.iconSize == 60 && grid.iconsPerRow == 4)
        #expect(grid.topMargin == 82 && grid.statusBarClearance == 59)
        #expect(grid.rowsPerPage == 6 && grid.rowHeight == 99 && grid.rowHeight == 60 + 39)
        #expect(grid.iconsPerPage == 24 && grid.maximumPages == 15)
        #expect(grid.spacing(screenWidth: 393) == 33)
    }

    @Test func appIconLayers() {
        let icon = HomeScreenTokens.appIcon
        #expect(icon.size == 60 && icon.cornerRadius == 13.5)
        #expect(icon.shadow == Shadow(color: Color(white: 0, alpha: 0.2), radius: 4, offset: Vector(dx: 0, dy: 2)))
        #expect(icon.shadowOpacity == 0.6)
        #expect(icon.baseColorOpacity == 0.95 && icon.lensOpacity == 0.3)
        #expect(icon.specularTopColor == Color(white: 1, alpha: 0.4) && icon.specularHeight == 1)
        #expect(icon.refractionIntensity == 0.15 && icon.dynamicTintIntensity == 0.2)
        #expect(icon.border == .init(color: Color(white: 1, alpha: 0.1), width: 0.5))
        #expect(icon.innerShadow == .init(color: Color(white: 0, alpha: 0.05), width: 1))
    }

    @Test func deleteButton() {
        let badge = HomeScreenTokens.deleteButton
        #expect(badge.diameter == 24 && badge.color.hexString == "#FF3B30")
        #expect(badge.shadow.color == Color(red: 1, green: 0, blue: 0, alpha: 0.3))
        #expect(badge.shadow.radius == 2 && badge.shadow.offset == Vector(dx: 0, dy: 1))
        #expect(badge.glyphSize == 14 && badge.glyphStrokeWidth == 3 && badge.glyphColor == .white)
        #expect(badge.offsetFromIconCorner == Vector(dx: -6, dy: -6) && badge.hitSize == 44)
    }

    @Test func folder() {
        let folder = HomeScreenTokens.folder
        #expect(folder.size == 132 && folder.size == 2.2 * 60)
        #expect(abs(folder.cornerRadius - 46.2) < 1e-9)
        #expect(folder.materialWhite == 0.4 && folder.blurRadius == 30)
        #expect(folder.innerShadow == .init(color: Color(white: 1, alpha: 0.2), width: 2))
        #expect(folder.border == .init(color: Color(white: 1, alpha: 0.1), width: 0.5))
        #expect(folder.miniGridPadding == 20 && folder.miniIconSize == 40 && folder.miniGridSpacing == 12)
        #expect(folder.maximumPreviewIcons == 4 && folder.appsPerPage == 9 && folder.openScale == 1.05)
    }

    @Test func pageIndicatorDockAndDrag() {
        let dots = HomeScreenTokens.pageIndicator
        #expect(dots.dotSize == 8 && dots.dotGap == 9 && dots.dotPitch == 17 && dots.bottomOffset == 30)
        #expect(dots.containerHeight == 20)
        #expect(dots.activeColor == Color(white: 1) && dots.inactiveColor == Color(white: 1, alpha: 0.3))
        #expect(HomeScreenTokens.dock.height == 110 && HomeScreenTokens.dock.maximumApps == 4)
        #expect(HomeScreenTokens.drag.pushbackRadius == 80 && HomeScreenTokens.drag.pushbackForce == 20)
    }

    @Test func hapticCatalogKinds() {
        let expected: [HapticEvent.Reason: HapticEvent.Kind] = [
            .longPressStart: .mediumImpact, .enterEditMode: .mediumImpact, .iconPickup: .mediumImpact,
            .hoverOverIcon: .lightImpact, .dropSuccess: .lightImpact, .dropFailure: .heavyImpact,
            .folderCreate: .mediumImpact, .pageSwipe: .selectionChanged, .deleteTap: .lightImpact,
            .deleteConfirm: .heavyImpact, .autoScroll: .lightImpact, .dotfieldFirstTouch: .lightImpact,
        ]
        for reason in HapticEvent.Reason.allCases {
            #expect(HapticEvent(reason, at: 1).kind == expected[reason])
        }
    }
}
