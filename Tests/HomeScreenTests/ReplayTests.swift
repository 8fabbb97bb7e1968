import GlassCore
import Testing

@testable import HomeScreen

/// The README's example script, end to end: JSON Lines in, haptics, announcements and commits out.
@Suite struct ReplayTests {
    static let script = """
        {"t": 0.0, "touch": 1, "phase": "began", "x": 57, "y": 112}
        {"t": 0.6, "touch": 1, "phase": "moved", "x": 70, "y": 112}
        {"t": 0.7, "touch": 1, "phase": "moved", "x": 200, "y": 150}
        {"t": 0.8, "touch": 1, "phase": "moved", "x": 330, "y": 150}
        {"t": 1.2, "touch": 1, "phase": "moved", "x": 331, "y": 150}
        {"t": 1.3, "touch": 1, "phase": "ended", "x": 331, "y": 150}
        """

    @Test func theReadmeScriptMovesCalendarToTheFourthColumn() throws {
        var state = HomeState()
        let effects = state.replay(try TouchScript.parse(Self.script))
        let haptics = effects.compactMap { if case .haptic(let h) = $0 { h } else { nil } }
        #expect(haptics.map(\.reason) == [.longPressStart, .enterEditMode, .iconPickup, .dropSuccess])
        #expect(haptics.map(\.time) == [0, 0.5, 0.6, 1.3])
        let announcements = effects.compactMap { if case .announce(let a) = $0 { a } else { nil } }
        #expect(announcements == [Announcement("Moved to page 1, row 1, column 4", at: 1.3)])
        #expect(
            state.layout.pages[0].prefix(4).map(\.app) == [
                "com.apple.mobileslideshow", "com.apple.camera", "com.apple.mobilemail", "com.apple.mobilecal",
            ])
        #expect(state.time == 2.3 && state.isEditing)
    }

    @Test func replayingTheSameScriptTwiceGivesTheSameState() throws {
        let events = try TouchScript.parse(Self.script)
        var a = HomeState(), b = HomeState()
        #expect(a.replay(events) == b.replay(events))
        #expect(a == b)
    }
}
