import Testing

@testable import GlassCore

/// Liquid Glass's look by the size of the pane: controls thin, sheets thick.
@Suite struct LiquidGlassTests {
    // A 44 pt button and a 62 pt tab bar are thin glass (σ 6 pt, 45 % white); a 377 pt wide
    // sheet is thick (σ 20 pt, 75 %); halfway between, half as thick. A presented panel asks
    // for thick glass whatever its size. Clear glass does not thicken.
    @Test func largerPanesAreThickerGlass() {
        let button = LiquidGlass.regular.effect(size: Size(width: 44, height: 44), in: .light)
        let bar = LiquidGlass.regular.effect(size: Size(width: 351, height: 62), in: .light)
        let sheet = LiquidGlass.regular.effect(size: Size(width: 377, height: 400), in: .light)
        let middle = LiquidGlass.regular.effect(size: Size(width: 190, height: 190), in: .light)
        let alert = LiquidGlass.regular.effect(size: Size(width: 300, height: 96), in: .light, thickness: 1)
        #expect(button.blurRadius == 6 && abs(button.tint.alpha - 0.45) < 1e-9)
        #expect(bar.blurRadius == 6)
        #expect(sheet.blurRadius == 20 && abs(sheet.tint.alpha - 0.75) < 1e-9)
        #expect(abs(middle.blurRadius - 13) < 1e-9)
        #expect(alert.blurRadius == 20)
        #expect(LiquidGlass.clear.effect(size: Size(width: 377, height: 400), in: .light).blurRadius == 1.2)
        let darkSheet = LiquidGlass.regular.effect(size: Size(width: 377, height: 400), in: .dark)
        #expect(abs(darkSheet.tint.alpha - 0.8) < 1e-9)
        #expect(LiquidGlass.thickness(Size(width: .nan, height: 10)) == 0)
    }
}
