import Foundation
import GlassMotion

/// Up to eight numbers animated together: a frame (x, y, width, height), a color (r, g, b, a)
/// or a drawing effect (opacity, offset, scale, rotation). A fixed SIMD vector, so animating
/// a property allocates nothing.
struct AnimatableVector: GlassMotion.VectorArithmetic {
    var lanes: SIMD8<Double>

    init(_ lanes: SIMD8<Double>) { self.lanes = lanes }

    init(_ values: Double...) {
        var lanes = SIMD8<Double>()
        for (i, v) in values.prefix(8).enumerated() { lanes[i] = v }
        self.lanes = lanes
    }

    static let zero = AnimatableVector(SIMD8<Double>())
    static func + (l: Self, r: Self) -> Self { AnimatableVector(l.lanes + r.lanes) }
    static func - (l: Self, r: Self) -> Self { AnimatableVector(l.lanes - r.lanes) }
    func scaled(by factor: Double) -> Self { AnimatableVector(lanes * factor) }
    var magnitudeSquared: Double { (lanes * lanes).sum() }

    subscript(i: Int) -> Double { lanes[i] }

    init(_ rect: CGRect) { self.init(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)) }
    var rect: CGRect { CGRect(x: lanes[0], y: lanes[1], width: max(lanes[2], 0), height: max(lanes[3], 0)) }
}
