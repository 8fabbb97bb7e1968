import GlassCore
import Testing

@Suite struct PaletteTests {
    /// iOS's values, light then dark, as `#RRGGBB` or `#RRGGBBAA`.
    static let expected: [(SemanticColor, String, String)] = [
        (.systemBackground, "#FFFFFF", "#000000"),
        (.secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
        (.tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
        (.label, "#000000", "#FFFFFF"),
        (.secondaryLabel, "#3C3C4399", "#EBEBF599"),
        (.separator, "#3C3C434A", "#54545899"),
        (.systemGray3, "#C7C7CC", "#48484A"),
        (.systemGray5, "#E5E5EA", "#2C2C2E"),
        (.accent, "#007AFF", "#0A84FF"),
        (.systemRed, "#FF3B30", "#FF453A"),
        (.glassTint, "#FFFFFFB3", "#0000004D"),
        (.albumPlaceholder, "#C7C7CC", "#2C2C2E"),
    ]

    @Test func everySemanticColorHasIOSValues() {
        #expect(Self.expected.map(\.0) == SemanticColor.allCases)
        for (color, light, dark) in Self.expected {
            #expect(Palette(for: .light)[color].hexString == light, "\(color) light")
            #expect(Palette(for: .dark)[color].hexString == dark, "\(color) dark")
        }
    }

    @Test func alphasAreExact() {
        #expect(Palette.light.secondaryLabel.alpha == 0.6)
        #expect(Palette.dark.secondaryLabel.alpha == 0.6)
        #expect(Palette.light.separator.alpha == 0.29)
        #expect(Palette.dark.separator.alpha == 0.6)
        #expect(Palette.light.glassTint == .white.opacity(0.7))
        #expect(Palette.dark.glassTint == .black.opacity(0.3))
    }

    @Test func namedPropertiesAgreeWithTheSubscript() {
        let dark = Palette(for: .dark)
        #expect(dark.secondaryLabel == dark[.secondaryLabel])
        #expect(dark.albumPlaceholder == dark.systemGray5)
        #expect(Palette.light.albumPlaceholder == Palette.light.systemGray3)
        #expect(SemanticColor.accent.resolved(in: .dark) == Color(rgb: 0x0A84FF))
    }

    @Test func tokensResolvePerScheme() {
        let border = SemanticColor.separator.opacity(0.3)
        #expect(border == ColorToken(.separator, opacity: 0.3))
        #expect(border.resolved(in: .light) == Color(rgb: 0x3C3C43, alpha: 0.29 * 0.3))
        #expect(border.resolved(in: .dark) == Color(rgb: 0x545458, alpha: 0.6 * 0.3))
        #expect(border.opacity(0.5) == ColorToken(.separator, opacity: 0.15))
    }
}

@Suite struct ContrastTests {
    /// The ratio of `color` drawn on `background` the way iOS draws translucent text.
    func contrast(_ color: SemanticColor, on background: SemanticColor, in scheme: ColorScheme) -> Double {
        let palette = Palette(for: scheme)
        return palette[color].displayed(over: palette[background]).contrastRatio(with: palette[background])
    }

    @Test func labelPassesAAAInBothSchemes() {
        for scheme in ColorScheme.allCases {
            #expect(contrast(.label, on: .systemBackground, in: scheme) >= 7)
        }
    }

    @Test func secondaryLabelPassesAAInDarkMode() {
        #expect(contrast(.secondaryLabel, on: .systemBackground, in: .dark) >= 4.5)
    }

    /// iOS's own light secondary label (#3C3C43 at 0.6, which shows as #8A8A8E on white) is
    /// 3.44:1: enough for WCAG AA's large-text and UI-component threshold of 3:1, short of the
    /// 4.5:1 body text needs. This pins the real value so that nobody "fixes" the palette by
    /// accident; spec 003's "WCAG AA minimum" is a decision for the app shell's text.
    @Test func secondaryLabelInLightModeMeetsOnlyTheLargeTextThreshold() {
        let ratio = contrast(.secondaryLabel, on: .systemBackground, in: .light)
        #expect(Palette.light.secondaryLabel.displayed(over: .white).hexString == "#8A8A8E")
        #expect(ratio >= 3 && ratio < 4.5)
        #expect(abs(ratio - 3.44) < 0.01)
    }

    @Test func displayedBlendsEncodedComponents() {
        #expect(Color.black.opacity(0.5).displayed(over: .white) == Color(white: 0.5))
        #expect(Color(rgb: 0x007AFF).displayed(over: .black) == Color(rgb: 0x007AFF))
    }
}

@Suite struct MaterialTests {
    @Test func hierarchyIsThinnestFirst() {
        #expect(Material.allCases == [.ultraThin, .thin, .regular, .thick])
        for scheme in ColorScheme.allCases {
            let looks = Material.allCases.map { $0.appearance(in: scheme) }
            #expect(looks.map(\.blurRadius) == [10, 15, 20, 30])
            #expect(looks.allSatisfy { $0.saturation == 1.8 })
            let tints = looks.map(\.tint.alpha)
            #expect(tints == tints.sorted(), "tints grow heavier in \(scheme)")
        }
    }

    @Test func specThreeTintIsUltraThinGlass() {
        #expect(Material.ultraThin.appearance(in: .light).tint == .white.opacity(0.3))
        #expect(Material.ultraThin.appearance(in: .dark).tint == .black.opacity(0.2))
    }

    @Test func specFourTintIsTheRegularMaterial() {
        #expect(Material.regular.appearance(in: .light).tint == .white.opacity(0.7))
        #expect(Material.regular.appearance(in: .dark).tint == .black.opacity(0.3))
        for scheme in ColorScheme.allCases {
            #expect(Material.regular.appearance(in: scheme).tint == Palette(for: scheme).glassTint)
        }
    }

    @Test func adaptiveFillIsSpecFour() {
        #expect(MaterialFill.adaptive(for: .dark) == MaterialFill(material: .ultraThin, opacity: 0.8))
        #expect(MaterialFill.adaptive(for: .light) == MaterialFill(material: .ultraThin, opacity: 0.9))
        #expect(Material.thick.opacity(0.5).opacity == 0.5)
    }
}
