import Foundation
import GlassHost
import Testing

@testable import GlassUI

@Observable @MainActor
final class Stage {
    var sheet = false
    var cover = false
    var alert = false
    var dialog = false
    var popover = false
    var log: [String] = []
}

/// Buttons that present each kind of presentation; the sheet rests at medium or large.
struct StageView: View {
    @Bindable var stage: Stage

    var body: some View {
        VStack(spacing: 16) {
            Button("Sheet") { stage.sheet = true }
            Button("Cover") { stage.cover = true }
            Button("Alert") { stage.alert = true }
            Button("Dialog") { stage.dialog = true }
            Button("Popover") { stage.popover = true }
                .popover(isPresented: $stage.popover) { Text("Popped").padding().accessibilityIdentifier("popped") }
            Text("Hold me").padding().accessibilityIdentifier("held")
                .contextMenu {
                    Button("Copy") { stage.log.append("copy") }
                    Button("Delete", role: .destructive) { stage.log.append("delete") }
                }
                .help("Holds a menu")
        }
        .sheet(isPresented: $stage.sheet, onDismiss: { stage.log.append("sheet gone") }) {
            SheetBody(stage: stage).presentationDetents([.medium, .large])
        }
        .fullScreenCover(isPresented: $stage.cover) { CoverBody() }
        .alert("Delete the draft?", isPresented: $stage.alert) {
            Button("Cancel", role: .cancel) { stage.log.append("kept") }
            Button("Delete", role: .destructive) { stage.log.append("deleted") }
        } message: {
            Text("It cannot be undone.")
        }
        .confirmationDialog("Share", isPresented: $stage.dialog, titleVisibility: .visible) {
            Button("Copy Link") { stage.log.append("link") }
        }
    }
}

struct SheetBody: View {
    let stage: Stage
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("In the sheet").accessibilityIdentifier("sheetText")
            Button("Close") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 30)
    }
}

struct CoverBody: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }.accessibilityIdentifier("coverDone")
    }
}

@MainActor
@Suite(.serialized) struct PresentationTests {
    func host(_ stage: Stage, device id: String = "iphone-15-pro") throws -> ViewHost {
        let device = try HostDevice(id)
        let host = ViewHost(StageView(stage: stage), size: device.size, environment: device.environment())
        host.advance(to: 1)
        return host
    }

    func center(_ rect: CGRect?) throws -> Point {
        let rect = try #require(rect)
        return Point(x: Double(rect.midX), y: Double(rect.midY))
    }

    func tap(_ host: ViewHost, _ label: String, at time: Double) throws {
        host.tap(at: try center(host.element(label: label)?.frame), time: time)
    }

    /// A vertical drag from `y0` by `dy`, lifted after `duration` (a slow drag throws nothing).
    func drag(
        _ host: ViewHost, x: Double = 196, from y0: Double, by dy: Double, at time: Double, duration: Double = 0.6
    ) {
        host.send(TouchEvent(time: time, phase: .began, location: Point(x: x, y: y0)))
        for step in 1...10 {
            let f = Double(step) / 10
            host.send(TouchEvent(time: time + duration * f, phase: .moved, location: Point(x: x, y: y0 + dy * f)))
        }
        host.send(TouchEvent(time: time + duration + 0.2, phase: .ended, location: Point(x: x, y: y0 + dy)))
    }

    // The sheet rises to its medium detent (half the screen, floating 8 pt in on iOS 26);
    // dragged up it rests at large (10 pt under the status bar's inset); dragged down past
    // half the medium detent it is dismissed, its binding set false and onDismiss called.
    @Test func aSheetMovesBetweenItsDetentsAndIsDraggedAway() throws {
        let stage = Stage()
        let host = try host(stage)
        try tap(host, "Sheet", at: 2)
        #expect(stage.sheet)
        host.advance(to: 3)
        let medium = try #require(host.element(identifier: "sheetText")).frame
        #expect(abs(medium.minY - (852 - 8 - 426 + 30)) < 1)
        drag(host, from: 460, by: -300, at: 4)
        host.advance(to: 6)
        let large = try #require(host.element(identifier: "sheetText")).frame
        #expect(abs(large.minY - (59 + 10 + 30)) < 1)
        drag(host, from: 120, by: 700, at: 7)
        #expect(!stage.sheet)
        host.advance(to: 9)
        #expect(host.element(identifier: "sheetText") == nil)
        #expect(stage.log == ["sheet gone"])
    }

    // `dismiss` inside the sheet closes it; a short drag settles back.
    @Test func dismissClosesTheSheet() throws {
        let stage = Stage()
        let host = try host(stage)
        try tap(host, "Sheet", at: 2)
        host.advance(to: 3)
        drag(host, from: 460, by: 60, at: 3.5)
        host.advance(to: 5)
        #expect(stage.sheet)
        try tap(host, "Close", at: 5.1)
        #expect(!stage.sheet)
    }

    // A full-screen cover takes the whole screen until dismissed.
    @Test func aCoverTakesTheScreen() throws {
        let stage = Stage()
        let host = try host(stage)
        try tap(host, "Cover", at: 2)
        host.advance(to: 3)
        #expect(host.elements.map(\.label) == ["Done"])
        host.tap(at: try center(host.element(identifier: "coverDone")?.frame), time: 3.1)
        #expect(!stage.cover)
        host.advance(to: 4.5)
        #expect(host.element(label: "Sheet") != nil)
    }

    // An alert: its title and message, Cancel and Delete side by side; a button runs its
    // action and closes it.
    @Test func anAlertRunsItsActionAndCloses() throws {
        let stage = Stage()
        let host = try host(stage)
        try tap(host, "Alert", at: 2)
        host.advance(to: 3)
        #expect(host.element(label: "Delete the draft?") != nil)
        #expect(host.element(label: "It cannot be undone.") != nil)
        let cancel = try #require(host.element(label: "Cancel")).frame
        let delete = try #require(host.element(label: "Delete")).frame
        #expect(cancel.minY == delete.minY && cancel.maxX <= delete.minX)
        try tap(host, "Delete", at: 3.1)
        #expect(stage.log == ["deleted"] && !stage.alert)
    }

    // A confirmation dialog rises at the bottom with its title, its action and a Cancel;
    // a tap outside closes it.
    @Test func aDialogOffersItsActionsAndCancel() throws {
        let stage = Stage()
        let host = try host(stage)
        try tap(host, "Dialog", at: 2)
        host.advance(to: 3)
        #expect(host.element(label: "Share") != nil)
        let cancel = try #require(host.element(label: "Cancel")).frame
        #expect(cancel.maxY <= 852 - 34 - 8 && cancel.maxY > 700)
        host.tap(at: Point(x: 196, y: 100), time: 3.1)
        #expect(!stage.dialog)
        host.advance(to: 4.4)
        try tap(host, "Dialog", at: 4.5)
        host.advance(to: 5.5)
        try tap(host, "Copy Link", at: 5.6)
        #expect(stage.log == ["link"] && !stage.dialog)
    }

    // A popover: on iPad next to its button, no wider than needed; on iPhone a sheet.
    @Test func aPopoverFloatsOnIPadAndIsASheetOnIPhone() throws {
        let stage = Stage()
        let pad = try host(stage, device: "ipad-pro-11")
        try tap(pad, "Popover", at: 2)
        pad.advance(to: 3)
        let button = try #require(pad.element(label: "Popover")).frame
        let popped = try #require(pad.element(identifier: "popped")).frame
        #expect(popped.minY > button.maxY && popped.minY < button.maxY + 40)
        #expect(pad.graph.presentations.modals.first?.kind != .sheet)
        stage.popover = false
        let phone = try host(stage)
        try tap(phone, "Popover", at: 2)
        #expect(phone.graph.presentations.modals.first?.kind == .sheet)
    }

    // Holding a view half a second opens its context menu with a haptic; an item runs and
    // closes it. The secondary button opens it at once.
    @Test func aContextMenuOpensOnHoldAndOnSecondaryClick() throws {
        let stage = Stage()
        let host = try host(stage)
        let held = try center(host.element(identifier: "held")?.frame)
        host.send(TouchEvent(time: 2, phase: .began, location: held))
        host.advance(to: 2.3)
        #expect(host.element(label: "Copy") == nil)
        host.advance(to: 2.6)
        host.send(TouchEvent(time: 2.7, phase: .ended, location: held))
        host.advance(to: 3.5)
        #expect(host.element(label: "Copy") != nil)
        #expect(host.graph.haptics.last?.kind == .mediumImpact)
        try tap(host, "Copy", at: 3.6)
        #expect(stage.log == ["copy"])
        host.advance(to: 4.5)
        #expect(host.element(label: "Copy") == nil)
        host.graph.secondaryClick(at: held)
        host.advance(to: 5.5)
        #expect(host.element(label: "Delete") != nil)
    }

    // A help text shows as a tooltip once the pointer has rested 0.7 s on its view.
    @Test func helpShowsATooltipOnceThePointerRests() throws {
        let stage = Stage()
        let host = try host(stage)
        host.graph.pointerMoved(to: try center(host.element(identifier: "held")?.frame))
        host.advance(to: 1.3)
        #expect(host.element(label: "Holds a menu") == nil)
        host.advance(to: 1.8)
        let tip = try #require(host.element(label: "Holds a menu")).frame
        #expect(tip.minY > (host.element(identifier: "held")?.frame.maxY ?? 0))
        host.graph.pointerExited()
        host.advance(to: 2)
        #expect(host.element(label: "Holds a menu") == nil)
    }
}

@MainActor
@Suite(.serialized) struct RepresentationTests {
    // A sheet presented again while it is still sliding away comes back and works: its
    // content shows and its Close button closes it.
    @Test func aSheetPresentedAgainWhileLeavingComesBack() throws {
        let stage = Stage()
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(StageView(stage: stage), size: device.size, environment: device.environment())
        host.advance(to: 1)
        stage.sheet = true
        host.advance(to: 2)
        stage.sheet = false
        host.advance(to: 2.1)
        stage.sheet = true
        host.advance(to: 3.5)
        #expect(host.graph.presentations.modals.map(\.isLeaving) == [false])
        let close = try #require(host.element(label: "Close")).frame
        host.tap(at: Point(x: Double(close.midX), y: Double(close.midY)), time: 3.6)
        #expect(!stage.sheet)
    }
}

/// A button presenting a sheet of fifty rows in a list, at medium or large.
struct ListSheetStage: View {
    @Bindable var stage: Stage
    var body: some View {
        Button("Rows") { stage.sheet = true }
            .sheet(isPresented: $stage.sheet) {
                List(0..<50, id: \.self) { Text("Item \($0)") }
                    .listStyle(.plain)
                    .presentationDetents([.medium, .large])
            }
    }
}

@MainActor
@Suite(.serialized) struct SheetScrollTests {
    /// A slow vertical drag from `y0` by `dy` at x 196.
    func drag(_ host: ViewHost, from y0: Double, by dy: Double, at time: Double) {
        host.send(TouchEvent(time: time, phase: .began, location: Point(x: 196, y: y0)))
        for step in 1...10 {
            let f = Double(step) / 10
            host.send(TouchEvent(time: time + 0.6 * f, phase: .moved, location: Point(x: 196, y: y0 + dy * f)))
        }
        host.send(TouchEvent(time: time + 0.8, phase: .ended, location: Point(x: 196, y: y0 + dy)))
    }

    // The list in a medium sheet: a drag up grows the sheet to large without scrolling the
    // list; then a drag up scrolls the list; a drag down scrolls it back to its top; a drag
    // down from its top lowers the sheet to medium, and another dismisses it, as iOS's
    // sheets take their scroll views' drags.
    @Test func aScrollViewHandsItsDragsToTheSheet() throws {
        let stage = Stage()
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(ListSheetStage(stage: stage), size: device.size, environment: device.environment())
        host.advance(to: 1)
        let button = try #require(host.element(label: "Rows")?.frame)
        host.tap(at: Point(x: Double(button.midX), y: Double(button.midY)), time: 1)
        host.advance(to: 2)
        let medium = try #require(host.element(label: "Item 0")?.frame.minY)
        drag(host, from: 700, by: -300, at: 3)
        host.advance(to: 5)
        let large = try #require(host.element(label: "Item 0")?.frame.minY)
        #expect(large < medium - 300, "\(large) vs \(medium)")
        #expect(large < 100)  // the sheet's top, 69 pt down, and the first row under it
        drag(host, from: 700, by: -300, at: 6)
        host.advance(to: 8)
        #expect(host.element(label: "Item 0").map { $0.frame.minY < 0 } ?? true)
        drag(host, from: 300, by: 400, at: 9)
        host.advance(to: 12)
        #expect(abs((host.element(label: "Item 0")?.frame.minY ?? 0) - large) < 0.5)
        drag(host, from: 300, by: 300, at: 13)
        host.advance(to: 15)
        let lowered = try #require(host.element(label: "Item 0")?.frame.minY)
        #expect(abs(lowered - medium) < 0.5, "\(lowered) vs \(medium)")
        #expect(stage.sheet)
        drag(host, from: 500, by: 330, at: 16)
        #expect(!stage.sheet)
    }
}
