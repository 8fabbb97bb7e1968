import Foundation
import Testing

@testable import GlassCLI

/// `glass audit contrast --app`: the text and symbols on an app's glass measured in light and
/// dark mode, with and without Increase Contrast, from pixels.
@MainActor
@Suite(.serialized) struct AuditAppTests {
    let scratch = ScratchFolder()

    func failure(_ arguments: [String]) -> (message: String, status: Int32)? { glassFailureWithStatus(arguments) }

    // The catalog at launch has its tab bar on glass: the chosen tab in the tint on its
    // droplet, the others in the vibrant secondary color. All six (three symbols, three
    // titles) meet WCAG AA in every appearance at 2×, the worst "Views" at 4.71:1 in dark mode.
    @Test func theCatalogsTabBarMeetsWCAGAA() {
        let result = failure(["audit", "contrast", "--app", "catalog", "--scale", "2"])
        #expect(result == nil, "\(result?.message ?? "")")
    }

    // The glass section puts glass over saturated stripes on purpose: white type on clear
    // glass over light orange in dark mode, white on blue-tinted glass (Apple's dark-mode blue,
    // 3.6–4.0:1; under Increase Contrast its lighter accessible blue, 2.7–2.9:1) and blue
    // symbols on glass tinted pink by the stripes fall short, and the audit says so with
    // status 1 (six in light and dark, eight with Increase Contrast measured too).
    @Test func theGlassSectionsBusyBackdropFails() throws {
        let tap = try scratch.write(
            #"{"t": 0.2, "touch": 0, "phase": "began", "x": 351, "y": 132}"# + "\n"
                + #"{"t": 0.25, "touch": 0, "phase": "ended", "x": 351, "y": 132}"# + "\n", to: "glass.jsonl")
        let result = failure(["audit", "contrast", "--app", "catalog", "--scale", "2", "--script", tap])
        #expect(result?.status == 1)
        #expect(result?.message == "8 of 24 elements fall short of WCAG AA contrast")
    }

    @Test func badInputIsNamedWithStatus2() {
        let cases: [([String], String)] = [
            (["audit", "contrast", "--app", "nope"], "unknown app 'nope': expected one of catalog"),
            (["audit", "contrast", "--app", "catalog", "--device", "pixel"], "unknown device 'pixel'"),
            (["audit", "contrast", "--app", "catalog", "--script", "/nonexistent.jsonl"], "cannot read script"),
        ]
        for (arguments, message) in cases {
            let result = failure(arguments)
            #expect(result?.status == 2, "\(arguments)")
            #expect(result?.message.contains(message) == true, "\(result?.message ?? "no failure")")
        }
        let time = failure(["audit", "contrast", "--app", "catalog", "--time", "-1"])
        #expect(time?.message.contains("--time") == true, "\(time?.message ?? "no failure")")
    }
}
