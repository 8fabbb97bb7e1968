import Foundation
import GlassCore

/// A stored value that no setting allows, shown as the nearest one that is: the Dotfield's
/// settings screen says what was repaired, and the window and the CLI say it on stderr.
extension DotfieldSettings {
    /// One stored value that was not allowed, and what is shown in its place.
    public struct Repair: Hashable, Sendable, CustomStringConvertible {
        public let key: String
        public let stored: String
        public let shown: String

        public var description: String {
            "the stored \(key) \(stored.quotedForMessage) is not allowed; showing \(shown) until it is set again"
        }
    }

    /// Sets `key` from a stored `value`; a value `set` refuses is replaced by the nearest
    /// allowed one and reported. "Nearest": a number is the size, spacing or radius closest to
    /// it (a stored "7" pt dot is Large, a radius of 500 is 200); a name in other letter case is
    /// that name ("Large" is L, "ON" is true); anything else is the default.
    public mutating func load(_ key: String, from value: String) -> Repair? {
        do {
            try set(key, to: value)
            return nil
        } catch {
            let shown = Self.nearestAllowed(key, to: value)
            // The nearest value of a known key is always allowed.
            try? set(key, to: shown)
            return Repair(key: key, stored: value, shown: shown)
        }
    }

    /// The allowed text for `key` nearest to `value` (see `load`).
    static func nearestAllowed(_ key: String, to value: String) -> String {
        let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        let number = Double(text).flatMap { $0.isFinite ? $0 : nil }
        func named<T: RawRepresentable & CaseIterable>(_: T.Type, measure: ((T) -> Double)? = nil) -> String
        where T.RawValue == String {
            if let match = T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
                return match.rawValue
            }
            if let measure, let number {
                return T.allCases.min { abs(measure($0) - number) < abs(measure($1) - number) }!.rawValue
            }
            return DotfieldSettings().values[key] ?? ""
        }
        switch key {
        case "dotfield.size":
            let spelled = ["small": "S", "medium": "M", "large": "L"][text.lowercased()]
            return spelled ?? named(DotSize.self, measure: \.diameter)
        case "dotfield.density": return named(Density.self, measure: \.spacing)
        case "dotfield.intensity": return named(Intensity.self)
        case "dotfield.gradient": return named(DotfieldGradient.self)
        case "dotfield.radius": return String(min(max(number ?? 120, 60), 200))
        default:
            if ["true", "yes", "on", "1"].contains(text.lowercased()) { return "true" }
            if ["false", "no", "off", "0"].contains(text.lowercased()) { return "false" }
            return DotfieldSettings().values[key] ?? ""
        }
    }
}
