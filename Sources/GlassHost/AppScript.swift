import Foundation
import GlassCore
import GlassUI

/// A script for an app: the home screen's JSON Lines touch format, one event a line, extended
/// with keys, typed text, pointer movement, scrolling and pinches:
///
/// ```
/// {"t": 0.1, "touch": 0, "phase": "began", "x": 50, "y": 60}
/// {"t": 0.5, "key": "tab", "modifiers": ["shift"], "phase": "down"}
/// {"t": 0.6, "text": "Hello"}
/// {"t": 0.7, "pointer": "moved", "x": 120, "y": 300}
/// {"t": 0.8, "scroll": {"dx": 0, "dy": -40}, "x": 200, "y": 400}
/// {"t": 0.9, "pinch": 1.5, "x": 200, "y": 400, "phase": "moved"}
/// {"t": 1.0, "held": ["command"]}        (the modifier keys held from now; [] lets go)
/// {"t": 1.1, "drop": ["cover.png"], "x": 120, "y": 300}   (files dropped from the desktop)
/// ```
///
/// Times are seconds and never decrease; points are in the device's screen. Every line is
/// checked, and the first fault is reported with its line number and field.
public enum AppScript {
    public enum Event: Equatable, Sendable {
        case touch(TouchEvent)
        case key(time: Double, key: String, modifiers: [String], phase: String)
        case text(time: Double, String)
        case pointer(time: Double, Point)
        case scroll(time: Double, dx: Double, dy: Double, at: Point)
        case pinch(time: Double, scale: Double, at: Point, phase: TouchEvent.Phase)
        case held(time: Double, modifiers: [String])
        /// Files dropped on the window, as paths (relative ones from the working directory).
        case drop(time: Double, files: [String], at: Point)

        public var time: Double {
            switch self {
            case .touch(let e): e.time
            case .key(let t, _, _, _), .text(let t, _), .pointer(let t, _), .scroll(let t, _, _, _),
                .pinch(let t, _, _, _), .held(let t, _), .drop(let t, _, _):
                t
            }
        }
    }

    static let modifierNames: [String: EventModifiers] = [
        "command": .command, "shift": .shift, "option": .option, "control": .control,
    ]

    /// The modifiers `names` stand for (checked when the script was read).
    static func modifiers(_ names: [String]) -> EventModifiers {
        names.reduce(into: EventModifiers()) { $0.formUnion(modifierNames[$1] ?? []) }
    }

    public static func parse(_ text: String) throws(HostError) -> [Event] {
        var events: [Event] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .enumerated()
        {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let event = try parseLine(line, number: index + 1)
            if let last = events.last, event.time < last.time {
                throw HostError("line \(index + 1): field 't' must not decrease, got \(event.time) after \(last.time)")
            }
            events.append(event)
        }
        return events
    }

    private static func parseLine(_ line: String, number: Int) throws(HostError) -> Event {
        do {
            try StrictJSON.check(Data(line.utf8))
        } catch {
            throw HostError("line \(number): not valid JSON: \(error.message) at column \(error.column)")
        }
        guard let data = line.data(using: .utf8),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            throw HostError("line \(number): not a JSON object")
        }
        func fail(_ message: String) -> HostError { HostError("line \(number): \(message)") }
        func numeric(_ field: String, in dictionary: [String: Any]? = nil) throws(HostError) -> Double {
            guard let value = (dictionary ?? object)[field] else { throw fail("field '\(field)' is missing") }
            guard let n = value as? NSNumber, !JSONValue.isBoolean(n), n.doubleValue.isFinite else {
                throw fail("field '\(field)' must be a finite number, got \(JSONValue.describe(value))")
            }
            return n.doubleValue
        }
        /// The modifier names of `field` (absent: none).
        func modifierList(_ field: String) throws(HostError) -> [String] {
            guard let value = object[field] else { return [] }
            guard let names = value as? [String] else { throw fail("field '\(field)' must be a list of names") }
            if let bad = names.first(where: { modifierNames[$0] == nil }) {
                throw fail("unknown modifier \(bad.quotedForMessage): expected command, shift, option or control")
            }
            return names
        }
        func point() throws(HostError) -> Point {
            let p = Point(x: try numeric("x"), y: try numeric("y"))
            let range = TouchEvent.coordinateRange
            for (field, value) in [("x", p.x), ("y", p.y)] where !range.contains(value) {
                throw fail(
                    "field '\(field)' must be in \(Int(range.lowerBound))...\(Int(range.upperBound)) points, got \(value)"
                )
            }
            return p
        }
        let t = try numeric("t")
        guard TouchEvent.timeRange.contains(t) else {
            throw fail("field 't' must be in 0...\(Int(TouchEvent.timeRange.upperBound)) seconds, got \(t)")
        }
        if object["touch"] != nil {
            // The home screen's own format, checked by its parser.
            do {
                guard let event = try TouchScript.parse(line).first else { throw fail("empty touch") }
                return .touch(event)
            } catch let error as TouchScriptError {
                throw fail(error.description.replacingOccurrences(of: "line 1: ", with: ""))
            } catch {
                throw fail("\(error)")
            }
        }
        if let key = object["key"] {
            guard let name = key as? String,
                name.count == 1
                    ? name.first!.isLetter || name.first!.isNumber : KeyEquivalent.named[name.lowercased()] != nil
            else {
                throw fail(
                    "unknown key \(JSONValue.describe(key)): expected a letter, a digit or one of \(KeyEquivalent.named.keys.sorted().joined(separator: ", "))"
                )
            }
            let modifiers = try modifierList("modifiers")
            let phase = object["phase"] as? String ?? "down"
            guard ["down", "up", "repeat"].contains(phase) else {
                throw fail("field 'phase' must be down, up or repeat, got \(phase.quotedForMessage)")
            }
            return .key(time: t, key: name.lowercased(), modifiers: modifiers, phase: phase)
        }
        if let typed = object["text"] {
            guard let string = typed as? String else { throw fail("field 'text' must be a string") }
            return .text(time: t, string)
        }
        if let pointer = object["pointer"] {
            guard pointer as? String == "moved" else { throw fail("field 'pointer' must be \"moved\"") }
            return .pointer(time: t, try point())
        }
        if let scroll = object["scroll"] {
            guard let delta = scroll as? [String: Any] else { throw fail("field 'scroll' must be {\"dx\", \"dy\"}") }
            let dx = try numeric("dx", in: delta), dy = try numeric("dy", in: delta)
            guard abs(dx) <= 100_000, abs(dy) <= 100_000 else {
                throw fail("fields 'dx' and 'dy' must be within ±100000 points")
            }
            return .scroll(time: t, dx: dx, dy: dy, at: try point())
        }
        if object["pinch"] != nil {
            let scale = try numeric("pinch")
            guard scale > 0, scale <= 100 else { throw fail("field 'pinch' must be in (0, 100], got \(scale)") }
            guard let phaseName = object["phase"] as? String, let phase = TouchEvent.Phase(rawValue: phaseName) else {
                throw fail("field 'phase' must be began, moved, ended or cancelled")
            }
            return .pinch(time: t, scale: scale, at: try point(), phase: phase)
        }
        if object["held"] != nil { return .held(time: t, modifiers: try modifierList("held")) }
        if let files = object["drop"] {
            guard let paths = files as? [String], !paths.isEmpty, !paths.contains(where: \.isEmpty) else {
                throw fail("field 'drop' must be a list of file paths")
            }
            return .drop(time: t, files: paths, at: try point())
        }
        throw fail("expected one of the fields touch, key, text, pointer, scroll, pinch, held or drop")
    }
}

extension ViewHost {
    /// Plays a script's events at their times.
    public func play(_ events: [AppScript.Event]) {
        for event in events {
            advance(to: event.time)
            switch event {
            case .touch(let touch):
                send(touch)
            case .key(_, let name, let modifiers, let phase):
                let key = KeyEquivalent.named[name] ?? KeyEquivalent(Character(name))
                let mods = AppScript.modifiers(modifiers)
                layout()
                graph.send(
                    KeyPress(
                        key: key, modifiers: mods, phase: phase == "up" ? .up : phase == "repeat" ? .repeat : .down))
                layout()
            case .text(_, let string):
                type(string)
            case .pointer(_, let point):
                layout()
                graph.pointerMoved(to: point)
                layout()
            case .scroll(_, let dx, let dy, let point):
                layout()
                graph.scroll(dx: dx, dy: dy, at: point)
                layout()
            case .pinch(let t, let scale, let point, let phase):
                layout()
                graph.pinch(scale: scale, at: point, phase: TouchPhase(rawValue: phase.rawValue) ?? .moved, time: t)
                layout()
            case .held(_, let names):
                layout()
                graph.modifiersChanged(AppScript.modifiers(names))
                layout()
            case .drop(_, let paths, let point):
                layout()
                graph.dropFiles(paths.map { URL(fileURLWithPath: $0) }, at: CGPoint(x: point.x, y: point.y))
                layout()
            }
        }
    }

    /// The haptics and announcements so far, as `glass app … --events` prints them.
    public func eventsJSON() -> String {
        let haptics = graph.haptics.map {
            "{\"t\": \(ElementTreeJSON.number($0.time)), \"kind\": \"\($0.kind.rawValue)\", \"reason\": \(ElementTreeJSON.string($0.reason.rawValue))}"
        }
        let spoken = graph.announcements.map {
            "{\"t\": \(ElementTreeJSON.number($0.time)), \"text\": \(ElementTreeJSON.string($0.text))}"
        }
        return "{\"haptics\": [" + haptics.joined(separator: ", ") + "], \"announcements\": ["
            + spoken.joined(separator: ", ") + "]}\n"
    }
}
