import Foundation
import GlassCore
import GlassHost
import Testing

@testable import GlassUI

/// Dynamic Type's tools: `@ScaledMetric` and a range of text sizes.
@MainActor @Suite struct DynamicTypeTests {
    struct Sized: View {
        @ScaledMetric var side: CGFloat = 24
        @ScaledMetric(relativeTo: .largeTitle) var titleSide: CGFloat = 24
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: side, height: side).accessibilityElement().accessibilityIdentifier("body")
                Color.red.frame(width: titleSide, height: titleSide).accessibilityElement()
                    .accessibilityIdentifier("title")
            }
        }
    }

    func host(_ view: some View, at size: DynamicTypeSize) -> ViewHost {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        let host = ViewHost(view, size: Size(width: 600, height: 400), environment: environment)
        host.advance(to: 1)
        return host
    }

    // 24 pt at the Large size; as body text at AX5 (17 → 53 pt) and as a large title at
    // xxxLarge (34 → 40 pt), scaled by as much.
    @Test func aScaledMetricGrowsAsItsTextStyle() throws {
        #expect(host(Sized(), at: .large).element(identifier: "body")?.frame.width == 24)
        let large = try #require(host(Sized(), at: .accessibility5).element(identifier: "body")?.frame.width)
        #expect(abs(large - 24 * 53 / 17) < 0.5, "\(large)")
        let title = try #require(host(Sized(), at: .xxxLarge).element(identifier: "title")?.frame.width)
        #expect(abs(title - 24 * 40 / 34) < 0.5, "\(title)")
    }

    // Text kept to `...xxxLarge` is as large at AX5 as at xxxLarge, and follows smaller sizes.
    @Test func aRangeKeepsTheTextSizeWithinIt() throws {
        let title = Text("Horizon").font(.largeTitle).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .accessibilityIdentifier("t")
        func height(_ size: DynamicTypeSize) throws -> CGFloat {
            try #require(host(title, at: size).element(identifier: "t")?.frame.height)
        }
        #expect(try height(.accessibility5) == height(.xxxLarge))
        #expect(try height(.small) < height(.xxxLarge))
    }
}
