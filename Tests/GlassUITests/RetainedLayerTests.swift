import Foundation
import GlassHost
import GlassRaster
@testable import GlassUI
import Testing

/// 2,000 × 4,000 pt of text: 100 rows of 10 labels, 200 × 40 pt each.
struct Sheet: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 0) {
                    ForEach(0..<10) { column in Text("Row \(row) · \(column)").frame(width: 200, height: 40) }
                }
            }
        }
    }
}

/// The sheet moved by an offset, with a marker inside the moving layer and, optionally, a
/// material bar in it too.
struct MovingSheet: View {
    @MainActor static var y: Binding<CGFloat>?
    @MainActor static var marker: Binding<String>?
    @State private var y: CGFloat = 0
    @State private var marker = "1"
    var material = false
    var turn = Angle.zero

    var body: some View {
        let _ = { (Self.y, Self.marker) = ($y, $marker) }()
        ZStack(alignment: .topLeading) {
            Sheet()
            Text(marker).font(.largeTitle).monospacedDigit().padding(60).background(.red)
            if material { Color.clear.frame(width: 300, height: 80).background(.thinMaterial).offset(y: 20) }
        }
        .offset(y: y)
        .rotationEffect(turn)
        .frame(width: 393, height: 852, alignment: .topLeading)
    }
}

@MainActor
@Suite(.serialized) struct RetainedLayerTests {
    /// The canvas as the host drew it frame by frame, against the same state drawn afresh: the
    /// count of channels that differ by more than `tolerance` (a layer lands on whole pixels).
    func mismatch(_ canvas: RasterCanvas, _ host: ViewHost, tolerance: Int = 2) throws -> Int {
        let fresh = try host.render(scale: canvas.scale)
        var differing = 0
        for (a, b) in zip(canvas.bitmap().pixels, fresh.bitmap().pixels) where a != b {
            for shift in stride(from: 0, through: 24, by: 8) {
                if abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > tolerance { differing += 1 }
            }
        }
        return differing
    }

    // The sheet moves up and back by 10 pt: once its tiles for both places are drawn, a move
    // draws only the views down to the moving layer (the root, the frame, the offset), none
    // of the thousand labels, and the frame matches the same scene drawn afresh.
    @Test func movingALayerDrawsNoneOfItsContent() throws {
        let host = ViewHost(MovingSheet(), size: Size(width: 393, height: 852))
        let canvas = try RasterCanvas(size: host.size, scale: 3)
        host.draw(on: canvas)
        let direct = host.graph.paintedViews
        #expect(direct > 200)  // the labels on screen, drawn directly
        for y: CGFloat in [-10, 0, -10, 0] {
            MovingSheet.y?.wrappedValue = y
            host.drawChanges(on: canvas)
        }
        let before = host.graph.paintedViews
        MovingSheet.y?.wrappedValue = -10
        #expect(host.drawChanges(on: canvas))
        let moved = host.graph.paintedViews - before
        #expect(moved <= 6, "a move drew \(moved) views")
        #expect(try mismatch(canvas, host) == 0)
    }

    // What changes inside a layer shows after the next move: the marker's digit (same size,
    // so nothing moves) is drawn again, directly in the frame of the change, and the tiles
    // after it hold the new digit.
    @Test func aChangeInsideTheLayerIsNotLostInItsTiles() throws {
        let host = ViewHost(MovingSheet(), size: Size(width: 393, height: 852))
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        for y: CGFloat in [-10, 0] {
            MovingSheet.y?.wrappedValue = y
            host.drawChanges(on: canvas)
        }
        MovingSheet.marker?.wrappedValue = "7"
        host.drawChanges(on: canvas)
        #expect(try mismatch(canvas, host) == 0)
        MovingSheet.y?.wrappedValue = -10
        host.drawChanges(on: canvas)
        #expect(try mismatch(canvas, host) == 0)
    }

    // A material inside a moving layer reads what lies beneath it in each frame: the layer is
    // never kept as tiles, which have no backdrop, and every move matches a fresh drawing.
    @Test func aLayerWithAMaterialIsDrawnDirectly() throws {
        let host = ViewHost(MovingSheet(material: true), size: Size(width: 393, height: 852))
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        for y: CGFloat in [-10, 0, -10] {
            MovingSheet.y?.wrappedValue = y
            let before = host.graph.paintedViews
            host.drawChanges(on: canvas)
            #expect(host.graph.paintedViews - before > 100)
            #expect(try mismatch(canvas, host) == 0)
        }
    }

    // Turned, a layer of many tiles would show their seams: it is drawn directly and matches.
    @Test func aTurnedLayerOfManyTilesIsDrawnDirectly() throws {
        let host = ViewHost(MovingSheet(turn: .degrees(3)), size: Size(width: 393, height: 852))
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        for y: CGFloat in [-10, 0, -10] {
            MovingSheet.y?.wrappedValue = y
            host.drawChanges(on: canvas)
        }
        #expect(try mismatch(canvas, host) == 0)
    }
}

/// A square that fades out over one second, linearly.
struct Fading: View {
    @MainActor static var shown: Binding<Bool>?
    @State private var shown = true
    var body: some View {
        let _ = { Self.shown = $shown }()
        Color.black.frame(width: 100, height: 100).opacity(shown ? 1 : 0)
            .animation(.linear(duration: 1), value: shown)
    }
}

@MainActor
@Suite(.serialized) struct MotionEndTests {
    // The frame after an animation ends is drawn: a linear fade last drawn at 0.99 s, 1 %
    // visible, shows fully faded at 1.01 s instead of keeping its last step on screen.
    @Test func theFrameWhereAMotionEndsIsDrawn() throws {
        let host = ViewHost(Fading(), size: Size(width: 100, height: 100))
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        Fading.shown?.wrappedValue = false
        host.advance(to: 0.99)
        host.drawChanges(on: canvas)
        #expect(canvas.color(atPixelX: 50, y: 50).red < 1)
        host.advance(to: 1.01)
        #expect(host.drawChanges(on: canvas))
        #expect(canvas.color(atPixelX: 50, y: 50).red == 1)
    }
}
