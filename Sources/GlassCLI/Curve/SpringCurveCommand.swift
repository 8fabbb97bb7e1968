import ArgumentParser
import GlassMotion
import Scenes

/// `glass curve spring`: a spring from 0 to a target of 1, from SwiftUI's two parameterisations.
struct SpringCurveCommand: CurveProducing {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "A spring from 0 to 1: --response/--damping-fraction, or --duration/--bounce.")

    @Option(
        parsing: .unconditional, help: "Seconds for one undamped period (> 0), as in spring(response:dampingFraction:)."
    )
    var response: Double?

    @Option(parsing: .unconditional, help: "0 undamped … 1 critically damped … above 1 overdamped (≥ 0).")
    var dampingFraction: Double?

    @Option(parsing: .unconditional, help: "Seconds, as in Spring(duration:bounce:) (> 0).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "-1 < bounce ≤ 1: 0 no bounce, positive bouncier, negative overdamped.")
    var bounce: Double?

    @Option(parsing: .unconditional, help: "Initial velocity in value units per second, positive toward the target.")
    var initialVelocity: Double = 0

    @OptionGroup var output: CurveOutput

    /// What the springs of an interface use, and far beyond: response and duration in seconds,
    /// velocity in value units per second. Outside these the closed form's exponentials overflow.
    static let timeRange = 0.001...1000.0
    static let dampingRange = 0.0...100.0
    static let velocityRange = -1_000_000.0...1_000_000.0

    func validate() throws {
        try Check.range(initialVelocity, Self.velocityRange, "--initial-velocity")
        switch (response, dampingFraction, duration, bounce) {
        case (let r?, let z?, nil, nil):
            try Check.range(r, Self.timeRange, "--response")
            try Check.range(z, Self.dampingRange, "--damping-fraction")
        case (nil, nil, let d?, let b?):
            try Check.range(d, Self.timeRange, "--duration")
            guard b.isFinite, b > -1, b <= 1 else {
                throw CLIError.invalid("--bounce", b, allowed: "in -1 < bounce ≤ 1")
            }
        default:
            throw CLIError("give either --response and --damping-fraction, or --duration and --bounce")
        }
        if spring.dampingFraction == 0 && output.span == nil {
            throw CLIError("an undamped spring never settles: give --span")
        }
        // A spring damped by a hair settles in about forever: the default span would be too.
        let settle = spring.settlingDuration(from: 0, to: 1, initialVelocity: initialVelocity)
        if output.span == nil && !(settle.isFinite && settle <= 100_000) {
            throw CLIError("this spring takes more than 100000 s to settle: give --span")
        }
    }

    /// The spring the options describe; valid after `validate()`.
    var spring: Spring {
        if let response, let dampingFraction { return Spring(response: response, dampingFraction: dampingFraction) }
        return Spring(duration: duration ?? 0, bounce: bounce ?? 0)
    }

    var title: String {
        let shape =
            if let response, let dampingFraction {
                "response \(Format.short(response)) s · damping fraction \(Format.short(dampingFraction))"
            } else {
                "duration \(Format.short(duration ?? 0)) s · bounce \(Format.short(bounce ?? 0))"
            }
        return "spring  " + shape + (initialVelocity == 0 ? "" : " · v₀ \(Format.short(initialVelocity))/s")
    }

    func series() -> CurveSeries {
        let spring = spring, v0 = initialVelocity
        let settle = spring.settlingDuration(from: 0, to: 1, initialVelocity: v0)
        let marker =
            settle.isFinite ? CurvePlot.Marker(time: settle, label: "settles at \(Format.short(settle)) s") : nil
        return CurveSeries(
            title: title, span: output.span ?? settle, samples: output.samples, reference: 1, marker: marker
        ) { t in
            (
                spring.value(from: 0.0, to: 1.0, initialVelocity: v0, elapsed: t),
                spring.velocity(from: 0.0, to: 1.0, initialVelocity: v0, elapsed: t)
            )
        }
    }
}
