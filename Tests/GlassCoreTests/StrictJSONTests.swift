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
        ("", "expected a value, found the end (line 1, column 1)"),
    ])
    func faultsAreNamedWhereTheyAre(text: String, message: String) {
        #expect(fault(text) == message)
    }

    // A hundred thousand open brackets stop at the depth limit instead of the stack's.
    @Test func deepNestingStopsAtTheLimit() {
        #expect(fault(String(repeating: "[", count: 100_000)) == "nested more than 128 deep (line 1, column 129)")
        #expect(fault(String(repeating: "[", count: 127) + String(repeating: "]", count: 127)) == nil)
    }
}
