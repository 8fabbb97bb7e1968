import Foundation
import GlassHost
import Testing

@testable import GlassUI

/// A sheet on an iPad's screen is a form sheet (SwiftUI's `.automatic` sizing resolves to
/// `.form` there): 540 by 620 pt at the centre of the safe area, whatever its detents.
@MainActor
@Suite(.serialized) struct FormSheetTests {
    let device: HostDevice

    init() throws { device = try HostDevice("ipad-pro-11") }

    func host(_ stage: Stage, size: Size? = nil) -> ViewHost {
        let device = size.map { self.device.resized(to: $0) } ?? device
        let host = ViewHost(StageView(stage: stage), size: device.size, environment: device.environment())
        host.advance(to: 1)
        return host
    }

    func present(_ host: ViewHost) throws -> CGRect {
        let button = try #require(host.element(label: "Sheet")).frame
        host.tap(at: Point(x: Double(button.midX), y: Double(button.midY)), time: 2)
        host.advance(to: 3)
        return try #require(host.element(identifier: "sheetText")).frame
    }

    /// Where the sheet's text lies when the form sheet rests: 30 pt under the form's top,
    /// centred across it.
    var restingText: (midX: Double, minY: Double) {
        let safe = device.safeArea
        let top = safe.top + (device.size.height - safe.vertical - 620) / 2
        return (safe.leading + (device.size.width - safe.horizontal) / 2, top + 30)
    }

    func drag(_ host: ViewHost, from y0: Double, by dy: Double, at time: Double) {
        let x = Double(device.size.width / 2)
        host.send(TouchEvent(time: time, phase: .began, location: Point(x: x, y: y0)))
        for step in 1...10 {
            let y = y0 + dy * Double(step) / 10
            host.send(TouchEvent(time: time + 0.06 * Double(step), phase: .moved, location: Point(x: x, y: y)))
        }
        host.send(TouchEvent(time: time + 0.8, phase: .ended, location: Point(x: x, y: y0 + dy)))
    }

    // The sheet with medium and large detents rests at the centre at the form's size; dragged
    // up, it springs back where it was (no detent to rise to); a short drag down settles back.
    @Test func aSheetOnAnIPadIsAFormSheetAtTheCentre() throws {
        let stage = Stage()
        let host = host(stage)
        let text = try present(host)
        #expect(
            abs(Double(text.midX) - restingText.midX) < 1 && abs(Double(text.minY) - restingText.minY) < 1, "\(text)")
        drag(host, from: restingText.minY + 100, by: -300, at: 4)
        host.advance(to: 6)
        #expect(abs(Double(try #require(host.element(identifier: "sheetText")).frame.minY) - restingText.minY) < 1)
        drag(host, from: restingText.minY + 100, by: 80, at: 7)
        host.advance(to: 9)
        #expect(stage.sheet)
        #expect(abs(Double(try #require(host.element(identifier: "sheetText")).frame.minY) - restingText.minY) < 1)
    }

    // Swiped down past half its height, or tapped beside, the form sheet is dismissed.
    @Test func aSwipeDownOrATapBesideDismissesIt() throws {
        let stage = Stage()
        let host = host(stage)
        _ = try present(host)
        drag(host, from: restingText.minY + 100, by: 400, at: 4)
        #expect(!stage.sheet)
        host.advance(to: 6)
        #expect(host.element(identifier: "sheetText") == nil)
        _ = try present(host)
        #expect(stage.sheet)
        host.tap(at: Point(x: 30, y: Double(device.size.height) - 60), time: 7)
        #expect(!stage.sheet)
    }

    // Swiped away, the form sheet slides on from where the finger let it go, not back from
    // the centre; the window made shorter while it is up (Stage Manager, 600 pt: the form
    // 516 pt tall), it rests at the centre of the new one and a finger takes it where it shows.
    @Test func itLeavesFromTheFingerAndFollowsTheWindow() throws {
        let stage = Stage()
        let host = host(stage)
        _ = try present(host)
        drag(host, from: restingText.minY + 100, by: 400, at: 4)
        let leaving = try #require(host.element(identifier: "sheetText")).frame
        #expect(Double(leaving.minY) > restingText.minY + 350, "\(leaving)")
        host.advance(to: 6)
        _ = try present(host)
        let turned = Size(width: device.size.height, height: 600)
        host.resize(to: turned)
        host.advance(to: 7)
        let safe = device.safeArea
        let formHeight = turned.height - safe.vertical - 40
        let top = safe.top + (turned.height - safe.vertical - formHeight) / 2
        let text = try #require(host.element(identifier: "sheetText")).frame
        #expect(abs(Double(text.minY) - (top + 30)) < 1, "\(text)")
        let x = Double(turned.width / 2)
        host.send(TouchEvent(time: 8, phase: .began, location: Point(x: x, y: top + 130)))
        host.send(TouchEvent(time: 8.1, phase: .moved, location: Point(x: x, y: top + 140)))
        let held = try #require(host.element(identifier: "sheetText")).frame
        #expect(abs(Double(held.minY) - (top + 40)) < 2, "\(held)")
    }

    // In Slide Over (a compact 320 pt window) the sheet rises from the bottom to its medium
    // detent, as on an iPhone.
    @Test func inSlideOverTheSheetRisesFromTheBottom() throws {
        let stage = Stage()
        let height = Double(device.size.height)
        let host = host(stage, size: Size(width: 320, height: height))
        let text = try present(host)
        #expect(abs(Double(text.minY) - (height - 8 - height / 2 + 30)) < 1, "\(text)")
    }
}
