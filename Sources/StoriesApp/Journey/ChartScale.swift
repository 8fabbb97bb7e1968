import Foundation
import GlassCore

/// The value axis of a chart, as Swift Charts chooses it: from zero to a round top, with about
/// four gridlines at a step of 1, 2 or 5 times a power of ten (`AxisTicks`), never finer than
/// one unit.
struct ChartScale: Equatable {
    /// The value at the top of the plot, a multiple of `step`.
    let top: Double
    /// The distance between gridlines.
    let step: Double

    /// The scale for values from zero to `maximum`; an empty chart (`maximum` zero, negative
    /// or not finite) shows 0, 5 and 10.
    init(maximum: Double) {
        guard maximum.isFinite, maximum > 0 else {
            (top, step) = (10, 5)
            return
        }
        let ticks = AxisTicks(covering: 0, maximum, targetCount: 5)
        step = max(ticks.step, 1)
        top = (maximum / step).rounded(.up) * step
    }

    /// The gridlines' values, from zero to the top.
    var ticks: [Double] {
        Array(stride(from: 0, through: top + step / 2, by: step))
    }
}
