import GlassCore

/// A line plot of one sampled curve, as a designer wants to see a motion: title, grid, axis
/// labels, the target value as a dashed line, and a mark at a named time (the settling time).
public struct CurvePlot: Sendable {
    /// One sample: `time` in seconds and the curve's value there.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var value: Double

        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    /// A vertical mark at `time` seconds, labelled.
    public struct Marker: Hashable, Sendable {
        public var time: Double
        public var label: String

        public init(time: Double, label: String) {
            self.time = time
            self.label = label
        }
    }

    public var title: String
    public var samples: [Sample]
    public var reference: Double?
    public var marker: Marker?
    public var xLabel: String
    public var yLabel: String

    public init(
        title: String, samples: [Sample], reference: Double? = nil, marker: Marker? = nil,
        xLabel: String = "time (s)", yLabel: String = "value"
    ) {
        self.title = title
        self.samples = samples
        self.reference = reference
        self.marker = marker
        self.xLabel = xLabel
        self.yLabel = yLabel
    }

    /// The canvas size the plot is laid out for, in points.
    public static let preferredSize = Size(width: 800, height: 500)

    static let plotInsets = EdgeInsets(top: 64, left: 72, bottom: 64, right: 32)
    static let curveColor = Color(rgb: 0x007AFF)
    static let markerColor = Color(rgb: 0xFF9500)
    static let gridColor = Color(white: 0.88)
    static let inkColor = Color(white: 0.15)

    /// The axes: time from the first to the last sample; values covering the samples, 0 and the
    /// reference, so overshoot and undershoot are always in view.
    public var axes: (x: AxisTicks, y: AxisTicks) {
        let times = samples.map(\.time), values = samples.map(\.value) + [0] + (reference.map { [$0] } ?? [])
        let x = AxisTicks(covering: times.min() ?? 0, times.max() ?? 1, targetCount: 9)
        let y = AxisTicks(covering: values.min() ?? 0, values.max() ?? 1, targetCount: 7)
        return (x, y)
    }

    /// The rectangle, in points, where data is drawn on a canvas of `size`.
    public func plotRect(in size: Size) -> Rect {
        Rect(origin: .zero, size: size).inset(by: Self.plotInsets)
    }

    /// Where a (time, value) pair lands on a canvas of `size`, in points.
    public func position(time: Double, value: Double, in size: Size) -> Point {
        placement(in: size)(time, value)
    }

    /// Where a (time, value) lands on a canvas of `size`, with the axes measured once: measuring
    /// them for each sample made a plot of n samples cost n².
    func placement(in size: Size) -> (Double, Double) -> Point {
        let (x, y) = axes, r = plotRect(in: size)
        return { time, value in
            Point(
                x: r.minX + (time - x.lowerBound) / (x.upperBound - x.lowerBound) * r.width,
                y: r.maxY - (value - y.lowerBound) / (y.upperBound - y.lowerBound) * r.height)
        }
    }

    public func draw(on canvas: Canvas) {
        let size = canvas.size, r = plotRect(in: size), (xAxis, yAxis) = axes, place = placement(in: size)
        canvas.fill(Path(rect: Rect(origin: .zero, size: size)), with: .white)
        let tickFont = Font(sizePoints: 12, monospacedDigits: true)

        for t in xAxis.values {
            let p = place(t, yAxis.lowerBound)
            canvas.stroke(
                Path(polyline: [Point(x: p.x, y: r.minY), Point(x: p.x, y: r.maxY)]), with: Self.gridColor, lineWidth: 1
            )
            canvas.draw(
                TextRun(xAxis.label(for: t), font: tickFont, color: Self.inkColor, alignment: .center),
                in: Rect(x: p.x - 30, y: r.maxY + 6, width: 60, height: 16))
        }
        for v in yAxis.values {
            let p = place(xAxis.lowerBound, v)
            canvas.stroke(
                Path(polyline: [Point(x: r.minX, y: p.y), Point(x: r.maxX, y: p.y)]), with: Self.gridColor, lineWidth: 1
            )
            canvas.draw(
                TextRun(yAxis.label(for: v), font: tickFont, color: Self.inkColor, alignment: .trailing),
                in: Rect(x: r.minX - 66, y: p.y - 8, width: 58, height: 16))
        }
        canvas.stroke(
            Path(polyline: [Point(x: r.minX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]),
            with: Self.inkColor, lineWidth: 1.25)

        if let reference {
            let y = place(0, reference).y
            canvas.stroke(
                Path(polyline: [Point(x: r.minX, y: y), Point(x: r.maxX, y: y)]),
                with: .color(Self.inkColor.opacity(0.5)), style: StrokeStyle(lineWidth: 1, dash: [6, 4]))
        }
        if let marker {
            let x = place(marker.time, 0).x
            canvas.stroke(
                Path(polyline: [Point(x: x, y: r.minY), Point(x: x, y: r.maxY)]),
                with: .color(Self.markerColor), style: StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
            canvas.draw(
                TextRun(marker.label, font: Font(sizePoints: 12, weight: 600), color: Self.markerColor),
                in: Rect(x: x + 6, y: r.minY + 4, width: 220, height: 16))
        }

        let points = Self.thinned(samples.map { place($0.time, $0.value) }, columnWidth: 0.25)
        canvas.withLayer(clip: Path(rect: r.insetBy(dx: -2, dy: -2))) {
            canvas.stroke(
                Path(polyline: points), with: .color(Self.curveColor),
                style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
        }

        canvas.draw(
            TextRun(title, font: Font(sizePoints: 17, weight: 600), color: Self.inkColor),
            in: Rect(x: r.minX, y: 20, width: r.width, height: 24))
        canvas.draw(
            TextRun(xLabel, font: Font(sizePoints: 13), color: Self.inkColor, alignment: .center),
            in: Rect(x: r.minX, y: r.maxY + 30, width: r.width, height: 18))
        canvas.withLayer(
            transform: AffineTransform.rotation(radians: -.pi / 2).concatenating(
                .translation(Vector(dx: 14, dy: r.midY)))
        ) {
            canvas.draw(
                TextRun(yLabel, font: Font(sizePoints: 13), color: Self.inkColor, alignment: .center),
                in: Rect(x: -r.height / 2, y: 0, width: r.height, height: 18))
        }
    }

    /// The polyline through `points` (in increasing x) with at most four points a column of
    /// `columnWidth` points: where it enters the column, its lowest and highest, and where it
    /// leaves. The stroke looks the same, and 100,000 samples cost as much as the plot's width
    /// (Cairo's stroker slows down much faster than the number of segments it is given).
    static func thinned(_ points: [Point], columnWidth: Double) -> [Point] {
        guard points.count > 4 else { return points }
        var kept: [Point] = []
        var start = 0
        while start < points.count {
            let column = (points[start].x / columnWidth).rounded(.down)
            var end = start
            while end + 1 < points.count, (points[end + 1].x / columnWidth).rounded(.down) == column { end += 1 }
            let run = points[start...end]
            let low = run.min { $0.y < $1.y }!, high = run.max { $0.y < $1.y }!
            let extremes = [low, high].sorted { $0.x < $1.x }
            for p in [points[start]] + extremes + [points[end]] where kept.last != p { kept.append(p) }
            start = end + 1
        }
        return kept
    }
}
