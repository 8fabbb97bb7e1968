import Testing

@testable import GlassCore

@Suite struct AxisTicksTests {
    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(AxisTicks(covering: 0, 1).step == 0.2)
        // 0.82 s over 8 gaps is 0.1025 s a gap, so the next nice step is 0.2.
        #expect(AxisTicks(covering: 0, 0.82, targetCount: 9).step == 0.2)
        #expect(AxisTicks(covering: 0, 37).step == 10)
        #expect(AxisTicks(covering: -0.04, 0.04, targetCount: 5).step == 0.02)
    }

    @Test func boundsWidenOutwardToWholeSteps() {
        let ticks = AxisTicks(covering: -0.13, 1.07)
        #expect(ticks.step == 0.5 && ticks.lowerBound == -0.5 && ticks.upperBound == 1.5)
        #expect(ticks.values == [-0.5, 0, 0.5, 1, 1.5])
        #expect(AxisTicks(covering: 0, 1).values == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
    }

    @Test func emptyRangeIsWidened() {
        let ticks = AxisTicks(covering: 2, 2)
        #expect(ticks.lowerBound <= 1.5 && ticks.upperBound >= 2.5)
    }

    @Test func labelsUseJustEnoughDecimals() {
        let tenths = AxisTicks(covering: 0, 1)
        #expect(tenths.label(for: 0.6000000000000001) == "0.6")
        #expect(tenths.label(for: -0.2) == "-0.2")
        #expect(tenths.label(for: -0.0000001) == "0.0")
        #expect(AxisTicks(covering: 0, 50).label(for: 20) == "20")
        let hundredths = AxisTicks(covering: 0, 0.1, targetCount: 5)
        #expect(hundredths.step == 0.05 && hundredths.label(for: 0.05) == "0.05")
    }
}
