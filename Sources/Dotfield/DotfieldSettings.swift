import GlassCore

/// Spec 001's settings, with its values. Each has a stored name (`dotfield.` keys in the
/// store's `setting` table) and a parser that names the allowed values when one is wrong.
public struct DotfieldSettings: Hashable, Sendable {
    /// Dot diameter `D`: Small / Medium / Large, 3 / 4 / 6 pt.
    public enum DotSize: String, CaseIterable, Sendable {
        case small = "S", medium = "M", large = "L"
        public var diameter: Double {
            switch self {
            case .small: 3
            case .medium: 4
            case .large: 6
            }
        }
    }

    /// Grid spacing `S`: Sparse / Default / Dense, 12 / 10 / 8 pt.
    public enum Density: String, CaseIterable, Sendable {
        case sparse, `default`, dense
        public var spacing: Double {
            switch self {
            case .sparse: 12
            case .default: 10
            case .dense: 8
            }
        }
    }

    /// Intensity: the `Amax`, `k`, `c` presets. The spec gives only the default: 24 pt, k = 28,
    /// c = 14. It calls that "ζ ≈ 0.5, under-damped", but c / 2√(k·m) = 14 / 2√28 ≈ 1.32: the
    /// numbers are over-damped. We keep the numbers, which users' eyes judge, not the label.
    /// Low and high change the reach and stiffness around them.
    public enum Intensity: String, CaseIterable, Sendable {
        case low, `default`, high
    }

    public var size = DotSize.medium
    public var density = Density.default
    public var intensity = Intensity.default
    public var gradient = DotfieldGradient.aurora
    /// The gradient's slow drift (period 45 s, within the spec's 30–60 s).
    public var drift = false
    /// A light impact when the first finger touches the field.
    public var hapticOnFirstTouch = true
    /// Fill the whole screen, under the home indicator, rather than the safe area.
    public var edgeToEdge = false
    public var reduceMotion = false
    /// The effect radius `R`, 60–200 pt (default 120).
    public var radius = 120.0

    public init() {}

    /// The spring and reach in effect, Reduce Motion included.
    public var physics: Physics {
        var physics: Physics =
            switch intensity {
            case .low: Physics(maxDisplacement: 14, stiffness: 22, damping: 12)
            case .default: Physics(maxDisplacement: 24, stiffness: 28, damping: 14)
            case .high: Physics(maxDisplacement: 34, stiffness: 36, damping: 14)
            }
        if reduceMotion {
            // Spec 001: "lower Amax, higher damping": half the reach, half again the damping.
            physics.maxDisplacement /= 2
            physics.damping *= 1.5
        }
        return physics
    }

    /// Whether the gradient drifts now: never under Reduce Motion.
    public var drifts: Bool { drift && !reduceMotion }

    /// `Amax` and the spring `m·Δ'' + c·Δ' + k·(Δ − Δ*) = 0`.
    public struct Physics: Hashable, Sendable {
        public var maxDisplacement: Double
        public var stiffness: Double
        public var damping: Double
        public var mass = 1.0
    }
}
