import Testing

@testable import GlassCore

@Suite struct TouchScriptTests {
    @Test func parsesEventsAndSkipsBlankLines() throws {
        let text = """
            {"t": 0, "touch": 1, "phase": "began", "x": 57, "y": 112}

            {"t": 0.25, "touch": 1, "phase": "moved", "x": 60.5, "y": 112}
            {"t": 0.25, "touch": 1, "phase": "ended", "x": 60.5, "y": 112}
            """
        let events = try TouchScript.parse(text)
        #expect(
            events == [
                TouchEvent(time: 0, touch: 1, phase: .began, location: Point(x: 57, y: 112)),
                TouchEvent(time: 0.25, touch: 1, phase: .moved, location: Point(x: 60.5, y: 112)),
                TouchEvent(time: 0.25, touch: 1, phase: .ended, location: Point(x: 60.5, y: 112)),
            ])
    }

    @Test func formatThenParseIsIdentity() throws {
        let events = [
            TouchEvent(time: 0, touch: 0, phase: .began, location: Point(x: 1, y: 2)),
            TouchEvent(time: 0.016, touch: 0, phase: .moved, location: Point(x: 1.5, y: -2.25)),
            TouchEvent(time: 1, touch: 3, phase: .cancelled, location: Point(x: 0, y: 0)),
        ]
        let text = TouchScript.format(events)
        #expect(text.hasPrefix("{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"x\": 1, \"y\": 2}\n"))
        #expect(try TouchScript.parse(text) == events)
    }

    @Test(arguments: [
        (
            "{\"t\": 0, \"touch\": 0, \"phase\": \"up\", \"x\": 0, \"y\": 0}",
            "line 3: field 'phase' must be one of began, moved, ended, cancelled, got 'up'"
        ),
        ("{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"y\": 0}", "line 3: field 'x' is missing"),
        (
            "{\"t\": \"soon\", \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0}",
            "line 3: field 't' must be a number, got 'soon'"
        ),
        (
            "{\"t\": 0, \"touch\": 1.5, \"phase\": \"began\", \"x\": 0, \"y\": 0}",
            "line 3: field 'touch' must be an integer, got 1.5"
        ),
        (
            "{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"x\": true, \"y\": 0}",
            "line 3: field 'x' must be a number, got true"
        ),
        (
            "{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0, \"z\": 1}",
            "line 3: field 'z' is not a field of a touch event (fields: t, touch, phase, x, y)"
        ),
        (
            "{\"t\": 0, \"touch\": [0], \"phase\": \"began\", \"x\": 0, \"y\": 0}",
            "line 3: field 'touch' must be an integer, got a list"
        ),
        (
            "{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0, \"a\\nb\": 1}",
            #"line 3: field 'a\nb' is not a field of a touch event (fields: t, touch, phase, x, y)"#
        ),
        ("[1, 2]", "line 3: expected a JSON object"),
        ("{\"t\": 0,", "line 3: not valid JSON: expected a key in quotes at column 9"),
        (
            "{\"t\": 0, \"t\": 1, \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0}",
            "line 3: not valid JSON: the key 't' appears twice at column 10"
        ),
        (
            "{\"t\": 0.5, \"touch\": 0, \"phase\": \"moved\", \"x\": 0, \"y\": 0}",
            "line 3: field 't' must not decrease, got 0.5 after 1.0"
        ),
        // Finite but out of range: times before the start or days on, fingers far off any screen.
        (
            "{\"t\": 1e9, \"touch\": 0, \"phase\": \"moved\", \"x\": 0, \"y\": 0}",
            "line 3: field 't' must be in 0...1000000 seconds, got 1000000000.0"
        ),
        (
            "{\"t\": 2, \"touch\": 0, \"phase\": \"moved\", \"x\": 1e50, \"y\": 0}",
            "line 3: field 'x' must be in -100000...100000 points, got 1e+50"
        ),
        (
            "{\"t\": 2, \"touch\": 0, \"phase\": \"moved\", \"x\": 0, \"y\": -100001}",
            "line 3: field 'y' must be in -100000...100000 points, got -100001.0"
        ),
    ])
    func reportsTheLineAndField(badLine: String, message: String) {
        let text = "{\"t\": 1, \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0}\n\n" + badLine + "\n"
        #expect(throws: TouchScriptError.self) { try TouchScript.parse(text) }
        do {
            _ = try TouchScript.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    // Windows line endings are line endings: a script saved with CRLF reads as it would with LF.
    @Test func crlfLineEndingsAreRead() throws {
        let text =
            "{\"t\": 0, \"touch\": 0, \"phase\": \"began\", \"x\": 1, \"y\": 2}\r\n"
            + "{\"t\": 0.1, \"touch\": 0, \"phase\": \"ended\", \"x\": 1, \"y\": 2}\r\n"
        #expect(try TouchScript.parse(text).map(\.phase) == [.began, .ended])
    }

    @Test func rejectsNegativeTimes() throws {
        let text = "{\"t\": -1, \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0}"
        #expect(throws: TouchScriptError(line: 1, field: "t", message: "must be in 0...1000000 seconds, got -1.0")) {
            try TouchScript.parse(text)
        }
    }

    @Test func rejectsNonFiniteTimes() {
        // JSON has no literal for infinity, but an overflowing number parses to it.
        let text = "{\"t\": 1e999, \"touch\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0}"
        #expect(throws: TouchScriptError.self) { try TouchScript.parse(text) }
    }
}
