import Catalog
import Foundation
import GlassHost
import GlassRaster
import GlassUI
import GoldenSupport
import SnapshotTesting
import Testing

/// The catalog, each section on an iPhone 15 Pro (393 × 852 pt), compared with golden images I
/// looked at before recording:
/// Every picture of the Views tab shows the segmented control of the seven sections (equal
/// segments of about 51 pt cut "Controls" and "Shapes" to "Cont…" and "Shap…") and, at the bottom, the
/// floating tab bar of iOS 26 on Liquid Glass (Views, Lists, Columns) with Views chosen on its
/// glass droplet, a grey pill (lighter grey in dark mode, with a faint rim of its own), the
/// other tabs in the vibrant secondary grey, dark (light in dark mode) and legible; in dark
/// mode the bar's rim shows, and text under it shows through, blurred.
/// - `text.light`: the title, the segmented control on "Text", the eleven text styles from
///   Large Title down to Caption 2, then inline Markdown, monospaced durations, a paragraph
///   cut at two lines with an ellipsis, and Arabic, Hebrew and emoji on one line;
/// - `text.dark`: the same in dark mode, white text on black;
/// - `text.ax3`: the text styles at the accessibility size AX3: the section outgrows the
///   screen, with no scroll view, and runs under the tab bar;
/// - `controls.light`: plain, bordered, prominent and destructive buttons, a green switch
///   that is on, a slider at 60 %, a stepper, a menu picker on "Title", a spinner and a bar,
///   empty name and password fields with their placeholders, a menu and a link, a label;
/// - `layout.light`: a baseline-aligned row, a grid of albums and years, an adaptive grid of
///   eight colored tiles in four columns, the shorter of two texts that fit, a capsule that
///   reads its GeometryReader size;
/// - `shapes.light` and `shapes.dark`: filled and stroked shapes, the twelve system colors
///   (darker variants in dark mode), linear, radial and angular gradients (a color wheel from
///   red at 3 o'clock, clockwise through yellow, green, blue and purple), three materials over a
///   gradient, the 24 symbols the apps need in the tint, a card with a shadow, a sunset photo
///   (JPEG) cropped to a rounded 220 × 90 pt and an orange star badge (PNG) whose transparent
///   corners show the background;
/// - `motion.light`: at rest, the spring box, the transition chips, page 1 and the orange dot
///   at the left of its track, the gear and the blurred word, the hover chip, the drag card,
///   the pinch circle, the empty heart, the play symbol and the counter at 0;
/// - `scroll.light`: the "Carousel" header, two cards (blue Card 1, orange Card 2) and the
///   edge of a green third cut by the screen, the "Rows" header and rows 1 to 11 with their
///   colored dots and point figures, down to the tab bar, where the scroll view ends;
/// - `glass.light` and `glass.dark`: Liquid Glass over stripes of color under white type:
///   regular, clear and blue-tinted capsules; a circle, a rounded rectangle and a clear circle
///   whose round rims bend the stripes behind them; a sun, a moon and sparkles on circles and
///   a "Melted" capsule joined by liquid necks in one container; the closed "…" actions
///   button on a circle and one capsule holding B and I (a `glassEffectUnion`); "On dark",
///   dark glass and white text over black, and "On light", light glass and black text over
///   white, in both schemes; a glass button, a blue prominent one and the 56 pt floating "+".
///   In light mode the regular glass is frosted white with black content; in dark mode it is
///   smoky dark with white content, except "Regular" over the light orange and the "…" and
///   B I panes over the white type, which take light glass and black content;
/// - `listsTab.light`: the Lists tab: the Edit button on a glass circle, the large title
///   "Lists", the search field, the FRUITS card of six rows with colored dots and chevrons,
///   hairlines between them, the PRESENTATIONS card (three tinted buttons and "Hold for a
///   Menu") and its footer, over the grouped grey, the tab bar on Lists;
/// - `listsTab.dark17`: the same in dark mode as iOS 17 draws it: a plain tinted Edit, dark
///   cells with 10 pt corners, and the standard tab bar across the bottom on its material,
///   the tabs not chosen in the vibrant secondary grey (light, legible) that content in front
///   of a material takes;
/// - `columnsTab.iphone`: the Columns tab collapsed into one stack on the iPhone: "Families"
///   with Warm (selected, grey) and Cool;
/// - `columnsTab.ipad`: the same tab on a 13-inch iPad in landscape: the sidebar button, the
///   Families sidebar with Warm on a grey pill, the Warm column (Red, Orange, Yellow), the
///   detail asking to choose a color, hairlines between the columns, and iPadOS 26's tab bar
///   at the top centre: Views, Lists and Columns (chosen, on the droplet) in a glass capsule
///   over the columns, which start below it.
@MainActor
@Suite(.serialized) struct CatalogGoldenTests {
    func render(
        _ section: CatalogApp.Section = .text, tab: CatalogApp.Tab = .views, dark: Bool = false,
        dynamicType: DynamicTypeSize = .large, device id: String = "iphone-15-pro", landscape: Bool = false,
        osVersion: Int = 26
    ) throws -> RasterCanvas {
        let device = try HostDevice(id, landscape: landscape)
        var environment = device.environment(dark: dark, dynamicType: dynamicType, osVersion: osVersion)
        environment.displayScale = 1
        let host = ViewHost(CatalogApp(section: section, tab: tab), size: device.size, environment: environment)
        host.advance(to: 1)
        return try host.render(scale: 1)
    }

    @Test func textSection() throws {
        assertSnapshot(of: try render(.text), as: Golden.png(), named: "light")
        assertSnapshot(of: try render(.text, dark: true), as: Golden.png(), named: "dark")
        assertSnapshot(of: try render(.text, dynamicType: .accessibility3), as: Golden.png(), named: "ax3")
    }

    @Test func controlsSection() throws {
        assertSnapshot(of: try render(.controls), as: Golden.png(), named: "light")
    }

    @Test func layoutSection() throws {
        assertSnapshot(of: try render(.layout), as: Golden.png(), named: "light")
    }

    @Test func shapesSection() throws {
        assertSnapshot(of: try render(.shapes), as: Golden.png(), named: "light")
        assertSnapshot(of: try render(.shapes, dark: true), as: Golden.png(), named: "dark")
    }

    @Test func motionSection() throws {
        assertSnapshot(of: try render(.motion), as: Golden.png(), named: "light")
    }

    @Test func glassSection() throws {
        assertSnapshot(of: try render(.glass), as: Golden.png(), named: "light")
        assertSnapshot(of: try render(.glass, dark: true), as: Golden.png(), named: "dark")
    }

    @Test func scrollSection() throws {
        assertSnapshot(of: try render(.scroll), as: Golden.png(), named: "light")
    }

    @Test func listsTab() throws {
        assertSnapshot(of: try render(tab: .lists), as: Golden.png(), named: "light")
        assertSnapshot(of: try render(tab: .lists, dark: true, osVersion: 17), as: Golden.png(), named: "dark17")
    }

    @Test func columnsTab() throws {
        assertSnapshot(of: try render(tab: .columns), as: Golden.png(), named: "iphone")
        assertSnapshot(
            of: try render(tab: .columns, device: "ipad-pro-13-m4", landscape: true), as: Golden.png(), named: "ipad")
    }
}

/// The catalog driven as a person would, through its element tree.
@MainActor
@Suite struct CatalogBehaviourTests {
    func host() throws -> ViewHost {
        let device = try HostDevice("iphone-15-pro")
        return ViewHost(CatalogApp(), size: device.size, environment: device.environment())
    }

    func tap(_ host: ViewHost, label: String, time: Double) {
        let frame = host.element(label: label)!.frame
        host.tap(at: Point(x: Double(frame.midX), y: Double(frame.midY)), time: time)
    }

    // The segments are buttons, the chosen one selected; choosing one shows its section.
    @Test func segmentsSwitchSections() throws {
        let host = try host()
        #expect(host.element(label: "Text")?.traitNames.contains("selected") == true)
        #expect(host.element(label: "Large Title") != nil)
        tap(host, label: "Controls", time: 1)
        host.advance(to: 2)
        #expect(host.element(label: "Controls")?.traitNames.sorted() == ["button", "selected"])
        #expect(host.element(label: "Notifications")?.value == "on")
        #expect(host.element(label: "Large Title") == nil)
    }

    // The motion section's box springs to its expanded size and back.
    @Test func theSpringBoxExpands() throws {
        let host = try host()
        tap(host, label: "Motion", time: 1)
        host.advance(to: 2)
        #expect(host.element(identifier: "springBox")?.frame.size == CGSize(width: 120, height: 60))
        tap(host, label: "Expand", time: 3)
        host.advance(to: 5)
        #expect(host.element(identifier: "springBox")?.frame.size == CGSize(width: 300, height: 120))
    }

    // The motion section's gestures: the card follows a drag and springs home when let go; a
    // double tap likes the heart and touching and holding clears it.
    @Test func theCardFollowsADragAndTheHeartTakesTaps() throws {
        let host = try host()
        tap(host, label: "Motion", time: 1)
        host.advance(to: 2)
        let card = try #require(host.element(identifier: "dragCard")).frame
        let start = Point(x: Double(card.midX), y: Double(card.midY))
        host.send(TouchEvent(time: 3, phase: .began, location: start))
        host.send(TouchEvent(time: 3.1, phase: .moved, location: Point(x: start.x + 40, y: start.y + 30)))
        host.send(TouchEvent(time: 3.2, phase: .moved, location: Point(x: start.x + 60, y: start.y + 50)))
        let moved = try #require(host.element(identifier: "dragCard")).frame
        #expect(abs(moved.minX - card.minX - 60) < 1 && abs(moved.minY - card.minY - 50) < 1, "\(card) → \(moved)")
        host.send(TouchEvent(time: 3.3, phase: .ended, location: Point(x: start.x + 60, y: start.y + 50)))
        host.advance(to: 5)
        #expect(host.element(identifier: "dragCard")?.frame == card)
        let heart = try #require(host.element(label: "Like")).frame
        let center = Point(x: Double(heart.midX), y: Double(heart.midY))
        host.tap(at: center, time: 6)
        host.tap(at: center, time: 6.2)
        host.advance(to: 7)
        #expect(host.element(label: "Liked") != nil)
        host.send(TouchEvent(time: 8, phase: .began, location: center))
        host.advance(to: 9)
        host.send(TouchEvent(time: 9, phase: .ended, location: center))
        #expect(host.element(label: "Like") != nil)
    }

    // Return in the name field moves focus to the password field, whose typed text is not
    // read back; ⌘P presses the prominent button.
    @Test func returnMovesFocusAndTheShortcutPresses() throws {
        let host = try host()
        tap(host, label: "Controls", time: 1)
        host.advance(to: 2)
        tap(host, label: "Your name", time: 3)
        host.type("Ada")
        host.press(.return)
        host.type("secret")
        host.advance(to: 4)
        #expect(host.element(label: "Your name")?.value == "Ada")
        let password = try #require(host.element(label: "Password"))
        #expect(password.value != "secret" && password.value.count == 6)
        host.press(KeyEquivalent("p"), modifiers: .command)
        host.advance(to: 5)
        #expect(host.element(label: "Pressed 1 times") != nil)
    }

    // Switching sections frame by frame at 60 Hz, as the window does, drawing only what
    // changed: the frames match the same moments drawn afresh by a second catalog without
    // retained layers, given the same tap. The shapes' materials, which fade in with their
    // section, blur the gradient under them, and nothing of the text section is left behind.
    @Test func sectionsDrawnFrameByFrameMatchAFreshDrawing() throws {
        let drawn = try Golden.firstFrameDifferingFromFresh(
            of: { CatalogApp() }, from: 0.55, frames: 90, start: { tap($0, label: "Shapes", time: 0.5) })
        let differing = drawn.difference
        #expect(differing == nil, "frame \(differing?.frame ?? 0): \(differing?.channels ?? 0) channels differ")
    }

    // The shapes section's pictures decode from the JPEG and PNG compiled into the catalog: a
    // 220 × 90 pt crop of the 300 × 200 pt photo, and the star at its own 60 × 60 pt (@2x).
    @Test func thePicturesDecode() throws {
        let host = try host()
        tap(host, label: "Shapes", time: 1)
        host.advance(to: 2)
        let sunset = try #require(host.element(label: "Sunset")), star = try #require(host.element(label: "Star"))
        #expect(sunset.traitNames == ["image"] && star.traitNames == ["image"])
        #expect(sunset.frame.size == CGSize(width: 220, height: 90))
        #expect(star.frame.size == CGSize(width: 60, height: 60))
        #expect(!ImageLibrary.shared.problems.contains { $0.hasPrefix("image data") })
    }
}
