import GlassCore
import GlassRaster
import Scenes

/// A curve sampled for `glass curve`: N+1 rows of time, value and velocity, with the plot's
/// title, reference line and settling mark.
struct CurveSeries {
    struct Row {
        var time: Double
        var value: Double
        var velocity: Double
    }

    var title: String
    var rows: [Row]
    var reference: Double?
    var marker: CurvePlot.Marker?
    var yLabel = "value"

    /// Samples `evaluate` at N+1 evenly spaced times from 0 to `span`.
    init(
        title: String, span: Double, samples: Int, reference: Double? = nil, marker: CurvePlot.Marker? = nil,
        yLabel: String = "value", evaluate: (Double) -> (value: Double, velocity: Double)
    ) {
        self.title = title
        self.reference = reference
        self.marker = marker
        self.yLabel = yLabel
        rows = (0...samples).map { i in
            let t = span * Double(i) / Double(samples)
            let (value, velocity) = evaluate(t)
            return Row(time: t, value: value, velocity: velocity)
        }
    }

    /// The CSV text: a `t,value,velocity` header, then one row a sample.
    var csv: String {
        var text = "t,value,velocity\n"
        for row in rows { text += "\(row.time),\(row.value),\(row.velocity)\n" }
        return text
    }

    var plot: CurvePlot {
        CurvePlot(
            title: title, samples: rows.map { CurvePlot.Sample(time: $0.time, value: $0.value) },
            reference: reference, marker: marker, yLabel: yLabel)
    }

    /// Draws the plot at 2× and writes it as PNG to `path`.
    func writePNG(to path: String) throws(RasterError) {
        let canvas = try RasterCanvas(size: CurvePlot.preferredSize, scale: 2)
        plot.draw(on: canvas)
        try canvas.writePNG(to: path)
    }
}

/// The central-difference derivative of `f` at `t`, for curves without a closed-form velocity.
func numericDerivative(at t: Double, step h: Double = 1e-5, _ f: (Double) -> Double) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}
