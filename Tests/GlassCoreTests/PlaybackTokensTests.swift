import GlassCore
import Testing

@Suite struct PlaybackTokensTests {
    @Test func miniBar() {
        let bar = AppShellTokens.miniPlaybackBar
        #expect(bar.height == 64)
        #expect(bar.padding == 8)
        #expect(bar.albumArt == ArtworkStyle(side: 48, cornerRadius: 8))
        #expect(bar.infoLineCount == 2)
        #expect(bar.playButtonSize == 44)
        #expect(bar.background == .ultraThin)
        #expect(bar.borderTop == Stroke(ColorToken(.separator), width: 0.5))
        #expect(bar.appearDurationSeconds == 0.3)
    }

    @Test func fullBar() {
        let bar = AppShellTokens.fullPlaybackBar
        #expect(bar.height == 88)
        #expect(bar.padding == 16)
        #expect(bar.albumArt == ArtworkStyle(side: 64, cornerRadius: 10))
        #expect(bar.infoMinWidth == 200)
        #expect(bar.controlsWidth == 200)
        #expect(bar.volumeWidth == 120)
        #expect(bar.playButtonSize == 48)
        #expect(bar.skipButtonSize == 32)
        #expect(bar.volumeSlider.trackHeight == 4)
        #expect(bar.volumeSlider.thumbDiameter == 20)
        #expect(bar.background == .ultraThin)
        #expect(bar.separator.color == ColorToken(.separator, opacity: 0.2))
    }

    @Test func tvFullScreenPlayer() {
        let player = AppShellTokens.tvFullScreenPlayer
        #expect(player.darkOverlayOpacity == 0.4)
        #expect(player.backgroundBlurRadius == Material.thick.appearance(in: .dark).blurRadius)
        #expect(player.artwork == ArtworkStyle(side: 300, cornerRadius: 24, shadow: .elevated))
        #expect(player.artworkCenterOffsetY == -100)
        #expect(player.infoGap == 40)
        #expect(player.titleFont == SystemFont(.largeTitle))
        #expect(player.artistFont == SystemFont(.title2))
        #expect(player.controlsBottomOffset == 60)
        #expect(player.playButtonSize == 80)
        #expect(player.skipButtonSize == 60)
        #expect(player.controlSpacing == 60)
        #expect(player.progressBar.bottomOffset == 20)
        #expect(player.progressBar.height == 6)
        #expect(player.progressBar.roundedEndcaps)
    }

    @Test func glassButton() {
        let button = AppShellTokens.glassButton
        #expect(button.padding == EdgeInsets(horizontal: 20, vertical: 12))
        #expect(button.background == .regular)
        #expect(button.cornerRadius == 10)
        #expect(button.outline == Stroke(ColorToken(.label, opacity: 0.1), width: 0.5))
        #expect(button.pressedScale == 0.95)
        #expect(button.pressAnimation.response == 0.3)
        #expect(button.pressAnimation.dampingFraction == SpringParameters.defaultDampingFraction)
    }

    @Test func gridItemTransition() {
        let transition = AppShellTokens.gridItemTransition
        #expect(transition.insertionScale == 0.8)
        #expect(transition.removalScale == 1.2)
        #expect(transition.animation == SpringParameters(response: 0.4, dampingFraction: 0.8))
    }

    @Test func smoothSpringHasNoBounce() {
        #expect(SpringParameters.smooth(durationSeconds: 0.2) == SpringParameters(response: 0.2, dampingFraction: 1))
    }
}

@Suite struct PlatformAdaptationTests {
    @Test func iOSGridColumns() {
        let iOS = AppShellTokens.iOS
        #expect(iOS.gridColumns(horizontalSizeClass: .compact, orientation: .portrait) == 3...3)
        #expect(iOS.gridColumns(horizontalSizeClass: .compact, orientation: .landscape) == 4...5)
        #expect(iOS.gridColumns(horizontalSizeClass: .regular, orientation: .portrait) == 4...6)
        #expect(iOS.gridColumns(horizontalSizeClass: .regular, orientation: .landscape) == 4...6)
        #expect(iOS.additionalSafeAreaPadding == 0)
    }

    @Test func tvOSFocusAndMargins() {
        let tvOS = AppShellTokens.tvOS
        #expect(tvOS.focusScale == 1.1)
        #expect(tvOS.parallax)
        #expect(!tvOS.clipsToBounds)
        #expect(tvOS.focusAnimation == .smooth(durationSeconds: 0.2))
        #expect(tvOS.safeAreaMargin == 60)
        #expect(tvOS.betweenItems == 40)
    }

    @Test func macOSWindow() {
        let macOS = AppShellTokens.macOS
        #expect(macOS.windowMinSize == Size(width: 800, height: 600))
        #expect(macOS.titleBarHidden)
        #expect(macOS.sidebarWidth == 250)
        #expect(macOS.trafficLightInset == 20)
    }
}
