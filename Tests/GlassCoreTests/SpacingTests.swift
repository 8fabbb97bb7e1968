import GlassCore
import Testing

@Suite struct SpacingTests {
    @Test func scaleIsSpecThree() {
        let expected: [(Spacing, Double)] = [
            (.micro, 2), (.mini, 4), (.small, 8), (.medium, 16), (.large, 24), (.xlarge, 32), (.huge, 48),
        ]
        #expect(expected.map(\.0) == Spacing.allCases)
        for (token, points) in expected {
            #expect(token.points == points, "\(token)")
        }
    }

    @Test func gridSpacingIsWiderOnTV() {
        #expect(Spacing.gridSpacing(on: .tvOS) == 40)
        for platform in [Platform.iOS, .iPadOS, .macOS] {
            #expect(Spacing.gridSpacing(on: platform) == 20)
        }
    }
}
