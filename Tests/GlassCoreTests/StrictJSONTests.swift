import Foundation
import GlassCore
import Testing

/// RFC 8259 exactly, where Foundation's parser is lenient: trailing commas and repeated keys
/// are faults, named with their line and column; deep nesting stops before the stack does.
@Suite struct StrictJSONTests {
    func fault(_ text: String) -> String? {
        do {
            try StrictJSON.check(Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func validJSONPasses() {
        for text in [
            #"{"a": [1, -2.5e3, 0, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {}}"#, "[]", " 3 ",
            "\"\"", "{\n\"dock\": [],\r\n \"pages\": [[]]\n}",
        ] {
            #expect(fault(text) == nil, "\(text)")
        }
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, "a trailing comma before '}' (line 1, column 9)"),
        ("[1, 2,\n]", "a trailing comma before ']' (line 2, column 1)"),
        (#"{"a": 1, "a": 2}"#, "the key 'a' appears twice (line 1, column 10)"),
        (#"{"a": 1, "\u0061": 2}"#, "the key 'a' appears twice (line 1, column 10)"),
        ("[01]", "expected ',' or ']' (line 1, column 3)"),
        ("[tru]", "expected 'true' (line 1, column 5)"),
        ("{} {}", "text after the JSON value (line 1, column 4)"),
        ("[\"a\u{1}\"]", "a control character inside a string (write it as an escape) (line 1, column 4)"),
        (#"["\x"]"#, #"an unknown escape '\x' (line 1, column 3)"#),
        // What the text holds is quoted with escapes, so the message stays on one line.
        ("[\"\\\n\"]", #"an unknown escape '\' before the byte 0xA (line 1, column 3)"#),
        (#"{"a\nb": 1, "a\nb": 2}"#, #"the key 'a\nb' appears twice (line 1, column 13)"#),
        ("", "expected a value, found the end (line 1, column 1)"),
        // Half a surrogate pair: found by `make fuzz`, where two high halves overflowed.
        (#"["\ud954\ud954"]"#, #"an unpaired surrogate '\uD954' (line 1, column 3)"#),
        (#"["\udc00"]"#, #"an unpaired surrogate '\uDC00' (line 1, column 3)"#),
        (#"["\ud83d"]"#, #"an unpaired surrogate '\uD83D' (line 1, column 3)"#),
    ])
    func faultsAreNamedWhereTheyAre(text: String, message: String) {
        #expect(fault(text) == message)
    }

    // A hundred thousand open brackets stop at the depth limit instead of the stack's.
    @Test func deepNestingStopsAtTheLimit() {
        #expect(fault(String(repeating: "[", count: 100_000)) == "nested more than 128 deep (line 1, column 129)")
        #expect(fault(String(repeating: "[", count: 127) + String(repeating: "]", count: 127)) == nil)
    }

    // Quoted input keeps its message on one short line, whatever it holds.
    @Test func quotedTextIsOneShortLine() {
        #expect("zzz".quotedForMessage == "'zzz'")
        #expect("a\nb\u{0}\u{2028}c".quotedForMessage == #"'a\nb\0\u{2028}c'"#)
        #expect(
            String(repeating: "x", count: 10_000).quotedForMessage == "'" + String(repeating: "x", count: 40) + "…'")
    }
}
