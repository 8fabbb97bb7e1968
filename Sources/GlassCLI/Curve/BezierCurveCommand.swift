import ArgumentParser
import Foundation
import GlassMotion

/// `glass curve bezier`: a cubic-Bézier timing curve, progress (x) to value (y).
struct BezierCurveCommand: CurveProducing {
    static let configuration = CommandConfiguration(
        commandName: "bezier",
        abstract: "A cubic-Bézier timing curve: --points x1,y1,x2,y2 or --named NAME.")

    @Option(parsing: .unconditional, help: "The two control points x1,y1,x2,y2; x1 and x2 in 0...1.")
    var points: String?

    @Option(help: "A named curve: \(BezierCurveCommand.namedCurves.map(\.0).joined(separator: ", ")).")
    var named: String?

    @OptionGroup var output: CurveOutput

    static let namedCurves: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    func validate() throws {
        _ = try curve()
    }

    /// The curve the options name, or the reason they don't.
    func curve() throws(CLIError) -> (curve: TimingCurve, label: String) {
        switch (points, named) {
        case (let text?, nil):
            let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2],
                let y2 = numbers[3],
                [x1, y1, x2, y2].allSatisfy(\.isFinite)
            else {
                throw .invalid("--points", "'\(text)'", allowed: "four finite numbers x1,y1,x2,y2")
            }
            guard (0...1).contains(x1), (0...1).contains(x2) else {
                throw .invalid("--points", "x1 \(x1), x2 \(x2)", allowed: "x1 and x2 in 0...1")
            }
            guard (-100...100).contains(y1), (-100...100).contains(y2) else {
                throw .invalid("--points", "y1 \(y1), y2 \(y2)", allowed: "y1 and y2 in -100...100")
            }
            return (TimingCurve(x1, y1, x2, y2), "(\(text))")
        case (nil, let name?):
            guard let match = Self.namedCurves.first(where: { $0.0 == name }) else {
                throw .invalid(
                    "--named", "'\(name)'", allowed: "one of \(Self.namedCurves.map(\.0).joined(separator: ", "))")
            }
            return (match.1, name)
        default:
            throw CLIError("give either --points x1,y1,x2,y2 or --named NAME")
        }
    }

    func series() throws -> CurveSeries {
        let (curve, label) = try curve()
        return CurveSeries(title: "bezier  \(label)", span: output.span ?? 1, samples: output.samples, reference: 1) {
            x in
            (curve.value(at: x), numericDerivative(at: x) { curve.value(at: $0) })
        }
    }
}
