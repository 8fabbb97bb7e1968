import GlassCore

/// Settings as text: how the store keeps them (`dotfield.` keys) and how the CLI takes them.
/// A bad value is rejected with an error naming it and what is allowed; nothing changes then.
extension DotfieldSettings {
    public struct InvalidValue: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Every setting's key and its value as text.
    public var values: [String: String] {
        [
            "dotfield.size": size.rawValue, "dotfield.density": density.rawValue,
            "dotfield.intensity": intensity.rawValue, "dotfield.gradient": gradient.rawValue,
            "dotfield.drift": String(drift), "dotfield.haptic": String(hapticOnFirstTouch),
            "dotfield.edgeToEdge": String(edgeToEdge), "dotfield.reduceMotion": String(reduceMotion),
            "dotfield.radius": String(radius),
        ]
    }

    public static var keys: [String] { DotfieldSettings().values.keys.sorted() }

    /// Sets `key` from its text, or throws without changing anything.
    public mutating func set(_ key: String, to value: String) throws(InvalidValue) {
        func pick<T: RawRepresentable & CaseIterable>(_: T.Type) throws(InvalidValue) -> T where T.RawValue == String {
            guard let parsed = T(rawValue: value) else {
                throw InvalidValue(
                    description:
                        "\(key) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got \(value.quotedForMessage)"
                )
            }
            return parsed
        }
        func flag() throws(InvalidValue) -> Bool {
            guard let parsed = Bool(value) else {
                throw InvalidValue(description: "\(key) must be true or false, got \(value.quotedForMessage)")
            }
            return parsed
        }
        switch key {
        case "dotfield.size": size = try pick(DotSize.self)
        case "dotfield.density": density = try pick(Density.self)
        case "dotfield.intensity": intensity = try pick(Intensity.self)
        case "dotfield.gradient": gradient = try pick(DotfieldGradient.self)
        case "dotfield.drift": drift = try flag()
        case "dotfield.haptic": hapticOnFirstTouch = try flag()
        case "dotfield.edgeToEdge": edgeToEdge = try flag()
        case "dotfield.reduceMotion": reduceMotion = try flag()
        case "dotfield.radius":
            guard let parsed = Double(value), parsed.isFinite, (60...200).contains(parsed) else {
                throw InvalidValue(description: "\(key) must be a radius in 60...200 pt, got \(value.quotedForMessage)")
            }
            radius = parsed
        default:
            throw InvalidValue(
                description:
                    "unknown setting \(key.quotedForMessage); the settings are \(Self.keys.joined(separator: ", "))")
        }
    }
}
