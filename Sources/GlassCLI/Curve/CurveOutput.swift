import ArgumentParser

/// The sampling and output options every `glass curve` kind shares.
struct CurveOutput: ParsableArguments {
    @Option(parsing: .unconditional, help: "The time span to sample, from 0 (seconds; for bezier, progress).")
    var span: Double?

    @Option(parsing: .unconditional, help: "The number of intervals: N+1 rows are printed (1...100000).")
    var samples: Int = 100

    @Flag(help: "Print CSV to stdout: a `t,value,velocity` header, then N+1 rows.")
    var csv = false

    @Option(help: "Write the curve as a PNG plot to this file.")
    var png: String?

    func validate() throws {
        try Check.range(samples, 1...100_000, "--samples")
        if let span { try Check.range(span, 0.001...100_000, "--span") }
        guard csv != (png != nil) else {
            throw CLIError("choose exactly one output: --csv or --png FILE")
        }
    }

    /// Prints or writes `series`, as the flags ask.
    func emit(_ series: CurveSeries) throws {
        if let png {
            try series.writePNG(to: png)
            print(png)
        } else {
            print(series.csv, terminator: "")
        }
    }
}
