import Foundation
import GlassHost
import GlassUI
import Testing

@MainActor
final class Settings {
    var wifi = false
    var volume = 0.5
    var count = 2
    var mode = "Songs"
    var sort = 1
    var log: [String] = []
}

struct ControlsScreen: View {
    let settings: Settings
    @State private var refresh = 0

    var body: some View {
        let s = settings
        VStack(spacing: 12) {
            Toggle(
                "Wi-Fi",
                isOn: Binding(
                    get: { s.wifi },
                    set: {
                        s.wifi = $0
                        refresh += 1
                    })
            ).accessibilityIdentifier("wifi")
            Slider(
                value: Binding(
                    get: { s.volume },
                    set: {
                        s.volume = $0
                        refresh += 1
                    }), in: 0...1, step: 0.1
            ) {
                Text("Volume")
            }
            .accessibilityIdentifier("volume")
            Stepper(
                "Count",
                value: Binding(
                    get: { s.count },
                    set: {
                        s.count = $0
                        refresh += 1
                    }), in: 0...3
            )
            .accessibilityIdentifier("count")
            Picker(
                "Mode",
                selection: Binding(
                    get: { s.mode },
                    set: {
                        s.mode = $0
                        refresh += 1
                    })
            ) {
                Text("Songs").tag("Songs")
                Text("Albums").tag("Albums")
                Text("Artists").tag("Artists")
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("mode")
            Picker(
                "Sort",
                selection: Binding(
                    get: { s.sort },
                    set: {
                        s.sort = $0
                        refresh += 1
                    })
            ) {
                Text("Title").tag(1)
                Text("Artist").tag(2)
            }
            .accessibilityIdentifier("sort")
            Menu("Actions") {
                Button("Share") { s.log.append("share") }
                Button("Delete", role: .destructive) { s.log.append("delete") }
            }
            .accessibilityIdentifier("menu")
            Link("Apple", destination: URL(string: "https://www.apple.com")!).accessibilityIdentifier("link")
            ProgressView(value: 0.25).accessibilityIdentifier("progress")
        }
        .padding()
    }
}

@MainActor
@Suite(.serialized) struct ControlTests {
    func point(_ host: ViewHost, _ id: String, x fraction: Double = 0.5) -> Point {
        let f = host.element(identifier: id)!.frame
        return Point(x: Double(f.minX + f.width * fraction), y: Double(f.midY))
    }

    @Test func toggleFlipsAndReadsItsState() {
        let s = Settings()
        let host = ViewHost(ControlsScreen(settings: s), size: Size(width: 393, height: 852))
        let wifi = host.element(identifier: "wifi")!
        #expect(wifi.label == "Wi-Fi" && wifi.value == "off")
        #expect(wifi.traitNames.contains("toggle"))
        host.tap(at: point(host, "wifi", x: 0.95))
        #expect(s.wifi)
        #expect(host.element(identifier: "wifi")?.value == "on")
    }

    // A touch on the slider's track moves the value there, snapped to the step.
    @Test func sliderFollowsTheFinger() {
        let s = Settings()
        let host = ViewHost(ControlsScreen(settings: s), size: Size(width: 393, height: 852))
        let f = host.element(identifier: "volume")!.frame
        // The thumb's center travels from 13.5 pt in to 13.5 pt short of the end.
        let x = Double(f.minX) + 13.5 + 0.8 * Double(f.width - 27)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: x, y: Double(f.midY))))
        host.send(TouchEvent(time: 1.1, phase: .ended, location: Point(x: x, y: Double(f.midY))))
        #expect(abs(s.volume - 0.8) < 1e-9)
        #expect(host.element(identifier: "volume")?.value == "80 percent")
        #expect(host.element(identifier: "volume")?.traitNames.contains("adjustable") == true)
        // Its label is not shown beside it, as on iOS, but VoiceOver reads it.
        #expect(host.element(identifier: "volume")?.spoken == "Volume, adjustable, 80 percent")
        #expect(host.element(label: "Volume")?.frame == f)
    }

    // The stepper's + stops at the top of the range.
    @Test func stepperStopsAtItsBounds() {
        let s = Settings()
        let host = ViewHost(ControlsScreen(settings: s), size: Size(width: 393, height: 852))
        let plus = host.element(label: "Increment")!.frame
        for i in 0..<3 { host.tap(at: Point(x: Double(plus.midX), y: Double(plus.midY)), time: 1 + Double(i)) }
        #expect(s.count == 3)
    }

    // A tap on a segment selects its tag.
    @Test func segmentedPickerSelects() {
        let s = Settings()
        let host = ViewHost(ControlsScreen(settings: s), size: Size(width: 393, height: 852))
        host.tap(at: point(host, "mode", x: 5.0 / 6.0))
        #expect(s.mode == "Artists")
    }

    // The menu picker opens a menu of its options; choosing one selects it and closes the menu.
    @Test func menuPickerChoosesFromAMenu() throws {
        let s = Settings()
        let host = ViewHost(ControlsScreen(settings: s), size: Size(width: 393, height: 852))
        #expect(host.element(label: "Artist") == nil)
        host.tap(at: point(host, "sort", x: 0.9))
        let artist = try #require(host.element(label: "Artist"))
        host.tap(at: Point(x: Double(artist.frame.midX), y: Double(artist.frame.midY)), time: 2)
        #expect(s.sort == 2)
        #expect(host.element(label: "Title") == nil)  // the menu closed; the button shows "Artist"
    }

    // A menu runs the chosen action and closes; a tap outside closes it without acting.
    @Test func menuRunsAnActionAndCloses() throws {
        let s = Settings()
        let host = ViewHost(ControlsScreen(settings: s), size: Size(width: 393, height: 852))
        host.tap(at: point(host, "menu"))
        let share = try #require(host.element(label: "Share"))
        host.tap(at: Point(x: Double(share.frame.midX), y: Double(share.frame.midY)), time: 2)
        #expect(s.log == ["share"])
        #expect(host.element(label: "Share") == nil)
        host.tap(at: point(host, "menu"), time: 3)
        #expect(host.element(label: "Delete") != nil)
        host.tap(at: Point(x: 380, y: 840), time: 4)
        #expect(host.element(label: "Delete") == nil)
        #expect(s.log == ["share"])
    }

    @Test func linkOpensItsURL() {
        let host = ViewHost(ControlsScreen(settings: Settings()), size: Size(width: 393, height: 852))
        #expect(host.element(identifier: "link")?.traitNames == ["link"])
        host.tap(at: point(host, "link"))
        #expect(host.openedURLs == [URL(string: "https://www.apple.com")!])
    }
}

/// A menu at `alignment` of the screen, with three actions.
struct PlacedMenu: View {
    let alignment: Alignment
    var body: some View {
        Menu("Actions") {
            Button("Share") {}
            Button("Copy") {}
            Button("Delete", role: .destructive) {}
        }
        .accessibilityIdentifier("menu")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    }
}

@MainActor
@Suite(.serialized) struct MenuPlacementTests {
    func openMenu(at alignment: Alignment, height: Double = 852) throws -> (control: CGRect, panel: CGRect) {
        let host = ViewHost(PlacedMenu(alignment: alignment), size: Size(width: 393, height: height))
        let control = try #require(host.element(identifier: "menu")).frame
        host.tap(at: Point(x: Double(control.midX), y: Double(control.midY)))
        host.advance(to: 2)
        let first = try #require(host.element(label: "Share")).frame
        let last = try #require(host.element(label: "Delete")).frame
        return (control, first.union(last))
    }

    // At the top of the screen the menu opens 8 pt under its control, leading edges lined up.
    @Test func aMenuOpensBelowItsControl() throws {
        let (control, panel) = try openMenu(at: .topLeading)
        #expect(panel.minY == control.maxY + 8)
        #expect(panel.minX == 8)  // the control sits at the edge; the panel keeps 8 pt off it
    }

    // At the bottom, with no room under the control, it opens 8 pt above it, as on iOS; a
    // control on the right lines the panel up with its right edge, kept 8 pt off the side.
    @Test func aMenuWithNoRoomBelowOpensAbove() throws {
        let (control, panel) = try openMenu(at: .bottomTrailing)
        #expect(panel.maxY == control.minY - 8)
        #expect(abs(panel.maxX - 385) < 0.01)
        #expect(control.maxX == 393)
    }

    // On a screen too short for either side, the panel stays on screen whole.
    @Test func aMenuTallerThanEitherSideStaysOnScreen() throws {
        let (_, panel) = try openMenu(at: .leading, height: 160)
        #expect(panel.minY >= 8 && panel.maxY <= 152)
    }
}
