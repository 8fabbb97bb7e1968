/// A hex color string that could not be read.
public struct HexColorError: Error, Equatable, CustomStringConvertible {
    public let text: String

    public var description: String {
        "invalid hex color '\(text)': expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9, A-F"
    }
}

extension Color {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case is ignored).
    public init(hex text: String) throws(HexColorError) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else {
            throw HexColorError(text: text)
        }
        switch digits.count {
        case 3:
            func nibble(_ shift: UInt32) -> Double { Double((value >> shift) & 0xF) * 17 / 255 }
            self.init(red: nibble(8), green: nibble(4), blue: nibble(0))
        case 6:
            func byte(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
            self.init(red: byte(16), green: byte(8), blue: byte(0))
        default:
            func byte(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
            self.init(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
        }
    }

    /// A color from a literal `0xRRGGBB`, for tokens written in code.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; components are rounded to 8 bits.
    public var hexString: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}
