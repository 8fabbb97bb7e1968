import Dotfield
import Foundation
import GlassHost
import GlassStore
import GlassUI
import Testing

@testable import DotfieldApp

/// The Dotfield app through `ViewHost`, as a person uses it: the glass button opens the
/// settings sheet over the live field; each control changes the field at once and is saved
/// under the `dotfield.` keys the CLI uses.
@MainActor
@Suite(.serialized) struct DotfieldAppTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dotfield-\(UUID().uuidString)").path
    var storePath: String { folder + "/store.sqlite" }
    static let phone = Size(width: 393, height: 852)

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func app(_ store: GlassStore, environment: EnvironmentValues = EnvironmentValues()) -> (ViewHost, DotfieldModel) {
        let model = DotfieldModel(store: store)
        var environment = environment
        environment.screenSafeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let host = ViewHost(DotfieldApp(model: model), size: Self.phone, environment: environment)
        host.advance(to: 0.1)
        return (host, model)
    }

    /// Taps the element labelled `label` and lets a second pass.
    @discardableResult
    func tap(_ host: ViewHost, _ label: String) throws -> ViewHost {
        let element = try #require(host.element(label: label), "no element '\(label)'")
        host.tap(at: Point(x: Double(element.frame.midX), y: Double(element.frame.midY)))
        host.advance(to: host.time + 1)
        return host
    }

    /// Frames at 60 Hz up to `time`, as the window draws them.
    func frames(_ host: ViewHost, until time: Double) {
        while host.time < time { host.advance(to: min(host.time + 1.0 / 60, time)) }
    }

    func openSettings(_ host: ViewHost) throws {
        try tap(host, "Settings")
        #expect(host.element(label: "Dot Size, Medium") != nil, "the sheet is open")
    }

    // Each control reads "title, value"; choosing a value changes the field behind the sheet
    // at once and writes its key, and only that key.
    @Test func eachControlChangesTheFieldAndSavesItsKey() throws {
        let store = try GlassStore(path: storePath)
        let (host, model) = app(store)
        let before = model.field.count
        try openSettings(host)
        try tap(host, "Dot Size, Medium")
        try tap(host, "Large")
        #expect(host.element(label: "Dot Size, Large") != nil)
        #expect(model.field.settings.size == .large && model.field.layer().diameter == 6)
        #expect(try store.setting("dotfield.size") == "L")
        #expect(try store.setting("dotfield.density") == nil, "only the key changed is written")
        try tap(host, "Density, Default")
        try tap(host, "Sparse")
        #expect(model.field.grid.spacing == 12 && model.field.count < before, "a sparser grid, laid out again")
        #expect(try store.setting("dotfield.density") == "sparse")
        try tap(host, "Intensity, Default")
        try tap(host, "High")
        #expect(model.field.settings.physics.maxDisplacement == 34)
        try tap(host, "Ocean")
        #expect(model.field.settings.gradient == .ocean)
        #expect(try store.setting("dotfield.gradient") == "ocean")
        #expect(host.element(label: "Ocean")?.traits.contains(.isSelected) == true)
        #expect(host.element(label: "Aurora")?.traits.contains(.isSelected) == false)
        // The last row is under the bottom edge at the medium detent: the sheet is pulled up.
        let grabber = Point(x: 196, y: Self.phone.height / 2 + 10)
        host.send(TouchEvent(time: host.time, phase: .began, location: grabber))
        for step in 1...10 {
            let y = grabber.y - 40 * Double(step)
            host.send(TouchEvent(time: host.time + 0.03, phase: .moved, location: Point(x: 196, y: y)))
        }
        host.send(TouchEvent(time: host.time + 0.03, phase: .ended, location: Point(x: 196, y: grabber.y - 400)))
        host.advance(to: host.time + 1)
        try tap(host, "Haptic on First Touch")
        #expect(try store.setting("dotfield.haptic") == "false")
        // What was saved is what a new launch (and `glass dotfield settings`) reads.
        let reloaded = try DotfieldStoredSettings.load(from: GlassStore(path: storePath))
        #expect(reloaded.settings == model.settings && reloaded.repairs.isEmpty)
    }

    // A change while dots are displaced re-lays the field out as a resize does: no dot jumps
    // further than it was displaced.
    @Test func aChangeWhileTheFieldMovesDoesNotJump() throws {
        let (host, model) = app(try GlassStore(path: storePath))
        try openSettings(host)
        let finger = Point(x: 196, y: 200)
        host.send(TouchEvent(time: host.time, touch: 0, phase: .began, location: finger))
        host.advance(to: host.time + 0.3)
        func reach() -> Float { zip(model.field.dx, model.field.dy).map { ($0 * $0 + $1 * $1).squareRoot() }.max()! }
        let displaced = reach()
        #expect(displaced > 10, "the finger above the sheet pushes the dots: \(displaced)")
        model.change("dotfield.density") { $0.density = .dense }
        #expect(reach() <= displaced + 0.01, "each new dot takes the motion of the old one nearest it")
        #expect(model.field.grid.spacing == 8)
    }

    // Reduce Motion on in the system: the toggle shows on and cannot be turned off, the field
    // reaches half as far; the user's own setting is not written.
    @Test func systemReduceMotionIsMirrored() throws {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let store = try GlassStore(path: storePath)
        let (host, model) = app(store, environment: environment)
        try openSettings(host)
        #expect(host.element(label: "Reduce Motion")?.value == "on")
        #expect(host.element(label: "Reduce Motion is on in the system's settings.") != nil)
        #expect(model.field.settings.physics.maxDisplacement == 12 && !model.settings.reduceMotion)
        try tap(host, "Reduce Motion")
        #expect(host.element(label: "Reduce Motion")?.value == "on", "disabled: the tap changes nothing")
        #expect(try store.setting("dotfield.reduceMotion") == nil)
    }

    // A stored value out of range is shown as the nearest allowed one and the screen says so;
    // the stored text is kept until the user chooses, and then the note goes.
    @Test func aBadStoredValueIsShownRepaired() throws {
        let store = try GlassStore(path: storePath)
        try store.setSetting("dotfield.size", to: "7")
        try store.setSetting("dotfield.radius", to: "500")
        let (host, model) = app(store)
        try tap(host, "Settings")
        #expect(model.settings.size == .large)
        let note = "Dot Size: the saved value '7' is not allowed, so Large is used until you choose one."
        #expect(host.element(label: "Dot Size, Large") != nil)
        #expect(host.element(label: note) != nil)
        #expect(try store.setting("dotfield.size") == "7")
        try tap(host, "Dot Size, Large")
        try tap(host, "Small")
        #expect(host.element(label: note) == nil)
        #expect(try store.setting("dotfield.size") == "S")
        #expect(try store.setting("dotfield.radius") == "500", "another key's stored value stays as it was")
        #expect(
            host.element(
                label:
                    "Radius: the saved value '500' is not allowed, so 200 pt is used until it is set with glass dotfield settings."
            )
                != nil)
    }

    // With a keyboard (a Mac's here): ⌘, opens the sheet; Tab walks its controls; Space
    // switches a toggle and Return presses a button.
    @Test func theSheetIsDrivenFromTheKeyboard() throws {
        var environment = EnvironmentValues()
        environment.platform = .macOS
        let store = try GlassStore(path: storePath)
        let (host, model) = app(store, environment: environment)
        host.press(",", modifiers: .command)
        host.advance(to: host.time + 1)
        #expect(host.element(label: "Dot Size, Medium") != nil, "⌘, opens the settings")
        let toggle = try #require(host.element(label: "Haptic on First Touch"))
        func onToggle() -> Bool {
            host.graph.focusedFrame.map { toggle.frame.contains(CGPoint(x: $0.midX, y: $0.midY)) } ?? false
        }
        var tabs = 0
        while !onToggle(), tabs < 20 {
            host.press(.tab)
            tabs += 1
        }
        #expect(onToggle(), "Tab reaches the toggle")
        host.press(.space)
        host.advance(to: host.time + 0.5)
        #expect(!model.settings.hapticOnFirstTouch)
        #expect(try store.setting("dotfield.haptic") == "false")
    }

    // On Apple TV the glass button takes focus, and the remote's select (Return) opens the
    // settings.
    @Test func onAppleTVTheButtonOpensTheSettings() throws {
        var environment = EnvironmentValues()
        environment.platform = .tvOS
        let (host, _) = app(try GlassStore(path: storePath), environment: environment)
        let button = try #require(host.element(label: "Settings")).frame
        if host.graph.focusedFrame.map({ !button.intersects($0) }) ?? true { host.press(.tab) }
        #expect(host.graph.focusedFrame.map { button.intersects($0) } == true, "the button has focus")
        host.press(.return)
        host.advance(to: host.time + 1)
        #expect(host.element(label: "Dot Size, Medium") != nil)
    }

    // The first finger on the field taps lightly (unless turned off); two fingers tapped three
    // times show the overlay with the dots' count.
    @Test func theFieldAnswersFingers() throws {
        let (host, model) = app(try GlassStore(path: storePath))
        host.send(TouchEvent(time: 1, touch: 0, phase: .began, location: Point(x: 100, y: 300)))
        host.send(TouchEvent(time: 1.1, touch: 1, phase: .began, location: Point(x: 300, y: 500)))
        host.advance(to: 1.2)
        #expect(host.graph.haptics.count == 1, "one light impact for the first finger only")
        #expect(model.isMoving && model.field.touches.count == 2, "both fingers push the dots")
        host.send(TouchEvent(time: 1.2, touch: 0, phase: .ended, location: Point(x: 100, y: 300)))
        host.send(TouchEvent(time: 1.2, touch: 1, phase: .ended, location: Point(x: 300, y: 500)))
        frames(host, until: 6)
        #expect(!model.isMoving, "released, the dots settle and the timeline pauses")
        for tap in 0..<3 {
            let t = 7 + Double(tap) * 0.3
            for finger in 0..<2 {
                let p = Point(x: 150 + Double(finger) * 80, y: 400)
                host.send(TouchEvent(time: t, touch: finger, phase: .began, location: p))
            }
            for finger in 0..<2 {
                let p = Point(x: 150 + Double(finger) * 80, y: 400)
                host.send(TouchEvent(time: t + 0.1, touch: finger, phase: .ended, location: p))
            }
        }
        host.advance(to: 8.5)
        #expect(model.showsOverlay)
        let overlay = host.elements.flatMap(\.flattened).map(\.label)
        #expect(overlay.contains { $0.hasPrefix("dots: \(model.field.count), moving ") }, "\(overlay)")
        #expect(overlay.contains { $0.hasSuffix(" fps") })
    }

    // Sent to the background with a finger down, the field lets go and settles; back in front
    // it carries on with its settings and its dots. Turned, it re-lays out keeping each dot's
    // motion (spec 001's criterion 5).
    @Test func backgroundAndRotationKeepTheFieldsState() throws {
        let (host, model) = app(try GlassStore(path: storePath))
        model.change("dotfield.gradient") { $0.gradient = .meadow }
        host.send(TouchEvent(time: 1, touch: 0, phase: .began, location: Point(x: 196, y: 400)))
        host.advance(to: 1.3)
        var environment = host.graph.environment
        environment.scenePhase = .background
        host.graph.setEnvironment(environment)
        host.advance(to: 1.4)
        #expect(model.field.touches.isEmpty, "the system cancels the touches of an app it hides")
        frames(host, until: 5)
        environment.scenePhase = .active
        host.graph.setEnvironment(environment)
        host.advance(to: 5.1)
        #expect(!model.isMoving && model.field.settings.gradient == .meadow)
        host.send(TouchEvent(time: 6, touch: 0, phase: .began, location: Point(x: 196, y: 400)))
        host.advance(to: 6.3)
        let displaced = zip(model.field.dx, model.field.dy).map { ($0 * $0 + $1 * $1).squareRoot() }.max()!
        host.resize(to: Size(width: Self.phone.height, height: Self.phone.width))
        host.advance(to: 6.32)
        #expect(model.field.grid.bounds.width > model.field.grid.bounds.height, "laid out on the landscape screen")
        let after = zip(model.field.dx, model.field.dy).map { ($0 * $0 + $1 * $1).squareRoot() }.max()!
        #expect(after > displaced * 0.5 && after <= displaced + 1, "the moving dots carry on: \(displaced) → \(after)")
    }

    // On a 2× display the dots sit on that display's pixel centers.
    @Test func theGridFollowsTheDisplayScale() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let (_, model) = app(try GlassStore(path: storePath), environment: environment)
        #expect(model.field.grid.scale == 2 && model.field.count > 2_000)
    }

    // The field is one element ("Dotfield, 2,542 dots"), and the button is "Settings".
    @Test func theFieldAndItsButtonAreLabelled() throws {
        let (host, model) = app(try GlassStore(path: storePath))
        let field = try #require(host.element(label: "Dotfield"))
        #expect(field.value == "\(model.field.count) dots" && model.field.count > 2_000)
        #expect(host.element(label: "Settings")?.traits.contains(.isButton) == true)
    }
}
