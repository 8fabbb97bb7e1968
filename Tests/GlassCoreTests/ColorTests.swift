import Testing

@testable import GlassCore

@Suite struct ColorTests {
    @Test func hexParsing() throws {
        #expect(try Color(hex: "#FF3B30") == Color(rgb: 0xFF3B30))
        #expect(try Color(hex: "fff") == .white)
        #expect(try Color(hex: "#00000080").alpha == 128.0 / 255)
        #expect(Color(rgb: 0xFF3B30).hexString == "#FF3B30")
        #expect(Color.black.opacity(0.5).hexString == "#00000080")
        for bad in ["", "#", "#12", "#GGGGGG", "#12345", "#123456789", "+12345"] {
            #expect(throws: HexColorError(text: bad)) { try Color(hex: bad) }
        }
    }

    @Test func errorNamesTheTextAndTheForm() {
        let message = HexColorError(text: "#xyz").description
        #expect(message.contains("'#xyz'") && message.contains("#RRGGBB"))
    }

    @Test func wcagLuminanceAndContrast() {
        #expect(Color.white.relativeLuminance == 1)
        #expect(Color.black.relativeLuminance == 0)
        #expect(abs(Color.white.contrastRatio(with: .black) - 21) < 1e-12)
        // WCAG's worked value: #777777 on white is about 4.48:1, just short of AA.
        let gray = Color(rgb: 0x777777)
        #expect(abs(gray.contrastRatio(with: .white) - 4.478) < 0.01)
        #expect(gray.contrastRatio(with: .white) == Color.white.contrastRatio(with: gray))
    }

    @Test func transferFunctionRoundTrips() {
        for v in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(Color.encode(Color.decode(v)) - v) < 1e-12)
        }
        #expect(abs(Color.decode(0.5) - 0.21404) < 1e-5)
    }

    @Test func mixingIsInLinearLight() {
        let mid = Color.black.mixed(with: .white, by: 0.5)
        #expect(abs(mid.red - Color.encode(0.5)) < 1e-12)
        #expect(Color.black.mixed(with: .white, by: 0) == .black)
        #expect(Color.black.mixed(with: .white, by: 2) == .white)
        #expect(Color.white.opacity(0.5).composited(over: .black) == mid)
    }
}
