import Foundation
import GlassCore

/// Spec 001's four gradient presets, each a diagonal multi-stop gradient across the field.
/// The default, aurora, is the reference's purple → pink → blue.
public enum DotfieldGradient: String, CaseIterable, Sendable {
    case aurora, sunset, ocean, meadow

    public var colors: [Color] {
        let hex: [UInt32] =
            switch self {
            case .aurora: [0x8B5CF6, 0xEC4899, 0x3B82F6]
            case .sunset: [0xF97316, 0xEF4444, 0xA855F7]
            case .ocean: [0x06B6D4, 0x3B82F6, 0x6366F1]
            case .meadow: [0x84CC16, 0x10B981, 0x0EA5E9]
            }
        return hex.map { Color(rgb: $0) }
    }

    /// The gradient's axis over `bounds` at `time`: top-left to bottom-right, turned by a slow
    /// drift of ±6° with a 45 s period when `drifting`.
    public func axis(in bounds: Rect, time: Double, drifting: Bool) -> (start: Point, end: Point) {
        let angle = drifting ? 0.1 * sin(2 * .pi * time / 45) : 0
        let half = Vector(dx: bounds.width / 2, dy: bounds.height / 2)
        let turned = Vector(
            dx: half.dx * cos(angle) - half.dy * sin(angle), dy: half.dx * sin(angle) + half.dy * cos(angle))
        return (bounds.center - turned, bounds.center + turned)
    }
}
