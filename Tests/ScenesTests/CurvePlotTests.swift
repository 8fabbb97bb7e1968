import GlassCore
import GlassRaster
import Testing

@testable import Scenes

@Suite struct CurvePlotTests {
    let plot = CurvePlot(
        title: "ramp",
        samples: stride(from: 0.0, through: 1.0, by: 0.01).map { CurvePlot.Sample(time: $0, value: $0) },
        reference: 1,
        marker: CurvePlot.Marker(time: 0.5, label: "half"))

    @Test func mapsDataIntoThePlotRect() {
        let size = CurvePlot.preferredSize, r = plot.plotRect(in: size)
        #expect(plot.position(time: 0, value: 0, in: size) == Point(x: r.minX, y: r.maxY))
        #expect(plot.position(time: 1, value: 1, in: size) == Point(x: r.maxX, y: r.minY))
    }

    @Test func drawsTheCurveWhereTheDataSays() throws {
        let canvas = try RasterCanvas(size: CurvePlot.preferredSize, scale: 1)
        plot.draw(on: canvas)
        let mid = plot.position(time: 0.25, value: 0.25, in: canvas.size)
        let ink = canvas.color(atPixelX: Int(mid.x), y: Int(mid.y))
        #expect(ink.blue > 0.8 && ink.red < 0.4, "the curve's blue should be at (0.25, 0.25), found \(ink)")
        let empty = plot.position(time: 0.25, value: 0.9, in: canvas.size)
        #expect(canvas.color(atPixelX: Int(empty.x) + 3, y: Int(empty.y)).red > 0.8)
    }
}
