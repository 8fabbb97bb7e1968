import ArgumentParser

/// A `glass curve` kind: it samples its curve into a series; `run()` prints or plots it.
protocol CurveProducing: ParsableCommand {
    var output: CurveOutput { get }
    func series() throws -> CurveSeries
}

extension CurveProducing {
    func run() throws {
        try output.emit(series())
    }
}
