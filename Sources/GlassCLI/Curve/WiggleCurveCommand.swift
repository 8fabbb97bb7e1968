import ArgumentParser
import GlassMotion
import HomeScreen

/// `glass curve wiggle`: one track of an edit-mode icon's wiggle over time.
struct WiggleCurveCommand: CurveProducing {
    static let configuration = CommandConfiguration(
        commandName: "wiggle",
        abstract: "The edit-mode wiggle of icon --index: rotation (radians) or vertical translation (points).")

    enum Track: String, ExpressibleByArgument, CaseIterable {
        case rotation, translation
    }

    enum Complexity: String, ExpressibleByArgument, CaseIterable {
        case full, reduced, still

        var motion: WiggleComplexity {
            switch self {
            case .full: .full
            case .reduced: .reduced
            case .still: .still
            }
        }
    }

    @Option(parsing: .unconditional, help: "The icon's index on the page (0...23): it sets the icon's phase.")
    var index = 0

    @Option(help: "rotation (radians) or translation (points).")
    var track = Track.rotation

    @Option(help: "full, reduced (more than 20 apps) or still (Reduce Motion).")
    var complexity = Complexity.full

    @OptionGroup var output: CurveOutput

    func validate() throws {
        try Check.range(index, 0...23, "--index")
    }

    func series() -> CurveSeries {
        let index = index, track = track, complexity = complexity.motion
        func value(_ t: Double) -> Double {
            let pose = HomeScreenMotion.wigglePose(index: index, at: t, complexity: complexity)
            return track == .rotation ? pose.rotation : pose.translationY
        }
        let unit = track == .rotation ? "rad" : "pt"
        return CurveSeries(
            title: "wiggle  icon \(index) · \(track.rawValue) (\(unit)) · \(self.complexity.rawValue)",
            span: output.span ?? 1, samples: output.samples, yLabel: "\(track.rawValue) (\(unit))"
        ) { t in (value(t), numericDerivative(at: t, value)) }
    }
}
