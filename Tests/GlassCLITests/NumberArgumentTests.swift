import Foundation
import Testing

@testable import GlassCLI

/// Numbers on the command line: a negative one is a value, checked against its range and
/// named, never "Missing value" (which it was, taken for an option); a non-number is named too.
@MainActor
@Suite(.serialized) struct NumberArgumentTests {
    @Test(arguments: [
        (["render", "home", "--page", "-2", "--out", "/tmp/x.png"], "--page"),
        (["render", "home", "--time", "-1", "--out", "/tmp/x.png"], "--time"),
        (["render", "home", "--scale", "-3", "--out", "/tmp/x.png"], "--scale"),
        (["render", "replay", "s.jsonl", "--fps", "-60", "--out", "/tmp/x"], "--fps"),
        (["curve", "wiggle", "--index", "-1", "--csv"], "--index"),
        (["dotfield", "render", "--frames", "-3", "--out", "/tmp/x.png"], "--frames"),
        (["dotfield", "render", "--fps", "-1", "--out", "/tmp/x.png"], "--fps"),
        (["dotfield", "render", "--scale", "-2", "--out", "/tmp/x.png"], "--scale"),
        (["layout", "geometry", "--width", "-5", "--height", "800"], "--width"),
        (["layout", "geometry", "--width", "393", "--height", "-852"], "--height"),
        (["layout", "geometry", "--width", "393", "--height", "852", "--pages", "-1"], "--pages"),
        (["audit", "contrast", "--scale", "-1"], "--scale"),
        (["app", "catalog", "--time", "-1", "--tree"], "--time"),
    ])
    func negativeNumbersAreNamedValues(arguments: [String], option: String) {
        let text = glassFailure(arguments)
        #expect(text?.contains(option) == true, "\(arguments): \(text ?? "accepted")")
        #expect(text?.contains("Missing value") == false)
    }

    // A held finger says what is wrong with it, not only that it is invalid.
    @Test(arguments: [
        ("1:1e20,1e20", "X and Y must be within -100000...100000 points"),
        ("1:-5,NaN", "X and Y must be within -100000...100000 points"),
        ("1:200", "expected two numbers X,Y after the ID, as 1:200,400"),
        ("one:200,400", "expected ID:X,Y with a whole-number ID, as 1:200,400"),
    ])
    func heldTouchesNameTheirFault(touch: String, message: String) {
        let text = glassFailure(["dotfield", "render", "--touch", touch, "--out", "/tmp/x.png"])
        #expect(text?.contains(message) == true, "\(touch): \(text ?? "accepted")")
    }
}
