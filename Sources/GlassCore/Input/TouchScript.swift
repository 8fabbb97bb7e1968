import Foundation

/// Reads and writes touch scripts: JSON Lines, one `TouchEvent` a line, as
/// `{"t": 0.5, "touch": 0, "phase": "moved", "x": 120.0, "y": 300.0}`.
///
/// Blank lines are skipped. Times must be finite and never decrease; every line is checked and
/// the first fault is reported with its 1-based line number and field, so a hand-written
/// script or bug report can be fixed without guessing.
public enum TouchScript {
    /// Parses a whole script.
    public static func parse(_ text: String) throws(TouchScriptError) -> [TouchEvent] {
        var events: [TouchEvent] = []
        var lineNumber = 0
        // Lines end with LF or CRLF: Swift reads CRLF as one character, which a split on LF misses.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            let event = try parseLine(trimmed, lineNumber: lineNumber)
            if let previous = events.last, event.time < previous.time {
                throw TouchScriptError(
                    line: lineNumber, field: "t",
                    message: "must not decrease, got \(event.time) after \(previous.time)")
            }
            events.append(event)
        }
        return events
    }

    /// One line per event, in the order given, each ending in a newline.
    public static func format(_ events: [TouchEvent]) -> String {
        events.map(formatLine).joined()
    }

    /// The script line for `event`, newline included. Keys are written in the documented order.
    public static func formatLine(_ event: TouchEvent) -> String {
        "{\"t\": \(number(event.time)), \"touch\": \(event.touch), \"phase\": \"\(event.phase.rawValue)\", "
            + "\"x\": \(number(event.location.x)), \"y\": \(number(event.location.y))}\n"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func parseLine(_ line: String, lineNumber: Int) throws(TouchScriptError) -> TouchEvent {
        func fail(_ field: String?, _ message: String) -> TouchScriptError {
            TouchScriptError(line: lineNumber, field: field, message: message)
        }
        do {
            try StrictJSON.check(Data(line.utf8))
        } catch {
            throw fail(nil, "not valid JSON: \(error.message) at column \(error.column)")
        }
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw fail(nil, "expected a JSON object")
            }
            object = parsed
        } catch let error as TouchScriptError {
            throw error
        } catch {
            throw fail(nil, "not valid JSON")
        }
        func double(_ field: String) throws(TouchScriptError) -> Double {
            guard let raw = object[field] else { throw fail(field, "is missing") }
            guard let value = raw as? NSNumber, !JSONValue.isBoolean(raw) else {
                throw fail(field, "must be a number, got \(JSONValue.describe(raw))")
            }
            let d = value.doubleValue
            guard d.isFinite else { throw fail(field, "must be finite, got \(d)") }
            return d
        }
        let t = try double("t")
        guard TouchEvent.timeRange.contains(t) else {
            throw fail(
                "t",
                "must be in \(Int(TouchEvent.timeRange.lowerBound))...\(Int(TouchEvent.timeRange.upperBound)) seconds, got \(t)"
            )
        }
        let x = try double("x")
        let y = try double("y")
        for (field, value) in [("x", x), ("y", y)] where !TouchEvent.coordinateRange.contains(value) {
            let range = TouchEvent.coordinateRange
            throw fail(field, "must be in \(Int(range.lowerBound))...\(Int(range.upperBound)) points, got \(value)")
        }
        guard let rawTouch = object["touch"] else { throw fail("touch", "is missing") }
        guard let touchNumber = rawTouch as? NSNumber, !JSONValue.isBoolean(rawTouch),
            touchNumber.doubleValue == touchNumber.doubleValue.rounded(),
            abs(touchNumber.doubleValue) < 1e9
        else {
            throw fail("touch", "must be an integer, got \(JSONValue.describe(rawTouch))")
        }
        guard let rawPhase = object["phase"] else { throw fail("phase", "is missing") }
        let phaseNames = TouchEvent.Phase.allCases.map(\.rawValue).joined(separator: ", ")
        guard let phaseText = rawPhase as? String, let phase = TouchEvent.Phase(rawValue: phaseText) else {
            throw fail("phase", "must be one of \(phaseNames), got \(JSONValue.describe(rawPhase))")
        }
        if let unknown = object.keys.sorted().first(where: { !knownFields.contains($0) }) {
            throw fail(unknown, "is not a field of a touch event (fields: t, touch, phase, x, y)")
        }
        return TouchEvent(time: t, touch: touchNumber.intValue, phase: phase, location: Point(x: x, y: y))
    }

    private static let knownFields: Set<String> = ["t", "touch", "phase", "x", "y"]
}

/// A fault in a touch script, e.g. "line 3: field 'phase' must be one of began, moved, ended,
/// cancelled, got 'up'".
public struct TouchScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number in the script.
    public var line: Int
    /// The field at fault, or nil when the line as a whole is.
    public var field: String?
    public var message: String

    public var description: String {
        if let field { "line \(line): field \(field.quotedForMessage) \(message)" } else { "line \(line): \(message)" }
    }
}
