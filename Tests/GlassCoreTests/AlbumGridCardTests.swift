import GlassCore
import Testing

@Suite struct AlbumGridCardTests {
    let iOS = AppShellTokens.albumGridCard(on: .iOS)
    let tv = AppShellTokens.albumGridCard(on: .tvOS)

    @Test func containerAndArtwork() {
        #expect(iOS.minWidth == 150)
        #expect(iOS.maxWidth == 250)
        #expect(iOS.spacing == 8)
        #expect(iOS.artworkAspectRatio == 1)
        #expect(iOS.artworkCornerRadius == 12)
        #expect(tv.artworkCornerRadius == 16)
        #expect(AppShellTokens.albumGridCard(on: .macOS).artworkCornerRadius == 12)
        #expect(iOS.artworkShadow == Shadow(color: .black.opacity(0.15), radius: 8, offset: Vector(dx: 0, dy: 4)))
    }

    @Test func titleAndArtist() {
        #expect(iOS.title == TextSpec(font: SystemFont(.title3), color: ColorToken(.label), lineLimit: 2))
        #expect(tv.title.font == SystemFont(.title2))
        #expect(
            iOS.artist
                == TextSpec(
                    font: SystemFont(.subheadline),
                    color: ColorToken(.secondaryLabel, opacity: 0.8), lineLimit: 1))
        #expect(tv.artist == iOS.artist)
    }

    @Test func states() {
        #expect(iOS.default == .init(scale: 1, opacity: 1, shadow: .standard, parallax: false))
        #expect(iOS.hover == .init(scale: 1.02, opacity: 1, shadow: .elevated, parallax: false))
        #expect(iOS.hoverAnimation == SpringParameters(response: 0.3, dampingFraction: 0.825))
        #expect(iOS.pressed.scale == 0.98)
        #expect(iOS.pressed.opacity == 0.8)
        #expect(tv.focused.scale == 1.1)
        #expect(tv.focused.shadow.radius == 20)
        #expect(tv.focused.shadow.offset == Vector(dx: 0, dy: 10))
        #expect(tv.focused.parallax)
    }
}

@Suite struct SidebarAndTabBarTests {
    @Test func sidebarWidthsFollowTheSizeClass() {
        let sidebar = AppShellTokens.sidebar(on: .iPadOS)
        #expect(sidebar.compactWidth == 68)
        #expect(sidebar.regularWidth == 220)
        #expect(sidebar.width(for: .compact) == 68)
        #expect(sidebar.width(for: .regular) == 220)
        #expect(AppShellTokens.sidebar(on: .macOS).width(for: .regular) == 250)
        #expect(AppShellTokens.sidebar(on: .macOS).width(for: .compact) == 68)
    }

    @Test func sidebarAppearanceAndItems() {
        let sidebar = AppShellTokens.sidebar(on: .iOS)
        #expect(sidebar.background == .ultraThin)
        #expect(sidebar.borderRight.color == ColorToken(.separator, opacity: 0.3))
        #expect(sidebar.item.height == 44)
        #expect(sidebar.item.padding == EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        #expect(sidebar.item.cornerRadius == 8)
        #expect(sidebar.item.selectedBackground == ColorToken(.accent, opacity: 0.15))
        #expect(sidebar.item.selectedFontWeight == .semibold)
        #expect(sidebar.item.hoverBackground == ColorToken(.label, opacity: 0.05))
    }

    @Test func tabBarIsSpecTwo() {
        let tabBar = AppShellTokens.tabBar
        #expect(tabBar.background == .ultraThin)
        #expect(tabBar.symbolWeight == .regular)
        #expect(tabBar.selectedTint == ColorToken(.accent))
        #expect(tabBar.unselectedTint == ColorToken(.secondaryLabel))
    }
}
