import GlassCore
import Testing

@Suite struct TypographyTests {
    @Test func typeScaleIsSpecFour() {
        let expected: [(TextStyle, Double, FontWeight, Double)] = [
            (.largeTitle, 34, .bold, 41),
            (.title1, 28, .bold, 34),
            (.title2, 22, .semibold, 28),
            (.title3, 20, .semibold, 24),
            (.headline, 17, .semibold, 22),
            (.body, 17, .regular, 22),
            (.callout, 16, .regular, 21),
            (.subheadline, 15, .regular, 20),
            (.footnote, 13, .regular, 18),
            (.caption1, 12, .regular, 16),
            (.caption2, 11, .regular, 13),
        ]
        #expect(expected.map(\.0) == TextStyle.allCases)
        for (style, size, weight, lineHeight) in expected {
            #expect(style.pointSize == size, "\(style)")
            #expect(style.weight == weight, "\(style)")
            #expect(style.lineHeight == lineHeight, "\(style)")
        }
    }

    @Test func weightsMapToOpenTypeNumbers() {
        #expect(FontWeight.regular.numericWeight == 400)
        #expect(FontWeight.semibold.numericWeight == 600)
        #expect(FontWeight.bold.numericWeight == 700)
    }

    @Test func systemFontTakesTheStyleWeightUnlessOverridden() {
        #expect(SystemFont(.title3).weight == .semibold)
        #expect(SystemFont(.body, weight: .semibold).weight == .semibold)
        #expect(SystemFont(.body).design == .default)
    }

    @Test func iOSAndIPadOSUseTitle3AndSubheadline() {
        for platform in [Platform.iOS, .iPadOS, .macOS] {
            #expect(TypographyRole.albumTitle.font(on: platform) == SystemFont(.title3))
            #expect(TypographyRole.artistName.font(on: platform) == SystemFont(.subheadline))
        }
    }

    @Test func tvOSUsesTitleAndHeadline() {
        #expect(TypographyRole.albumTitle.font(on: .tvOS) == SystemFont(.title1))
        #expect(TypographyRole.artistName.font(on: .tvOS) == SystemFont(.headline))
    }

    @Test func durationsAreMonospacedFootnote() {
        for platform in Platform.allCases {
            let font = TypographyRole.duration.font(on: platform)
            #expect(font.style == .footnote && font.design == .monospaced && font.weight == .regular)
        }
    }
}

@Suite struct DynamicTypeTests {
    @Test func bodyFollowsApplesPublishedSizes() {
        let published: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        #expect(ContentSizeCategory.allCases.map(\.bodyPointSize) == published)
        for category in ContentSizeCategory.allCases {
            #expect(TextStyle.body.pointSize(at: category) == category.bodyPointSize)
        }
    }

    @Test func defaultCategoryIsTheSpecScale() {
        for style in TextStyle.allCases {
            #expect(style.pointSize(at: .large) == style.pointSize)
            #expect(style.lineHeight(at: .large) == style.lineHeight)
        }
    }

    @Test func otherStylesFollowApplesTable() {
        // Apple's HIG table: headings grow less than body at the accessibility sizes.
        #expect(TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
        #expect(TextStyle.largeTitle.lineHeight(at: .accessibility5) == 70)
        #expect(TextStyle.title3.pointSize(at: .xLarge) == 22)
        #expect(TextStyle.title3.lineHeight(at: .xLarge) == 28)
        #expect(TextStyle.footnote.pointSize(at: .accessibility3) == 33)
        #expect(TextStyle.headline.pointSize(at: .xSmall) == 14)
    }

    @Test func smallStylesStopAtTheMinimum() {
        #expect(TextStyle.minimumPointSize == 11)
        #expect(TextStyle.caption2.pointSize(at: .xSmall) == 11)
        #expect(TextStyle.caption1.pointSize(at: .xSmall) == 11)
        #expect(TextStyle.caption2.lineHeight(at: .xSmall) == 13)
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func accessibilityCategoriesStartAtAX1() {
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).first == .accessibility1)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.xSmall < .accessibility5)
    }
}
