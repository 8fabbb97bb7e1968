import Foundation

/// Number formatting for titles and messages.
enum Format {
    /// Up to four significant digits, without trailing zeros: 0.5, 0.825, 1.234, 12.
    static func short(_ value: Double) -> String {
        String(format: "%.4g", value)
    }
}
