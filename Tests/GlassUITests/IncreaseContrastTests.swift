import Foundation
import GlassCore
import Testing

@testable import GlassUI

/// Increase Contrast turns iOS's system colors to their accessible values: darker in light
/// mode, lighter in dark; the accent follows system blue.
@MainActor
@Suite struct IncreaseContrastTests {
    func resolved(_ color: GlassUI.Color, dark: Bool, increased: Bool) -> GlassCore.Color {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        environment.colorSchemeContrast = increased ? .increased : .standard
        return color.resolve(in: environment)
    }

    @Test func systemColorsTakeTheirAccessibleValues() {
        #expect(resolved(.blue, dark: false, increased: false) == GlassCore.Color(hex6: 0x007AFF))
        #expect(resolved(.blue, dark: false, increased: true) == GlassCore.Color(hex6: 0x0040DD))
        #expect(resolved(.blue, dark: true, increased: true) == GlassCore.Color(hex6: 0x409CFF))
        #expect(resolved(.red, dark: false, increased: true) == GlassCore.Color(hex6: 0xD70015))
        #expect(resolved(.accentColor, dark: false, increased: true) == GlassCore.Color(hex6: 0x0040DD))
        // White type on the accessible blue reads at 7.6:1, on system blue at 4.0:1.
        let white = GlassCore.Color.white.relativeLuminance
        let ratio = { (c: GlassCore.Color) in (white + 0.05) / (c.relativeLuminance + 0.05) }
        #expect(ratio(resolved(.blue, dark: false, increased: true)) > 7.5)
        #expect(ratio(resolved(.blue, dark: false, increased: false)) < 4.1)
    }
}
