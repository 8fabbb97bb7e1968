import Foundation
import GlassHost
import GoldenSupport
import Observation
import Testing

@testable import GlassRaster
@testable import GlassUI

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

/// What moves the sheet and what it shows, shared by the host that draws frame by frame and
/// the reference host that draws each moment afresh.
@Observable @MainActor
final class SheetModel {
    var y: CGFloat = 0
    var marker = "1"
}

/// The sheet moved by an offset, with a marker inside the moving layer and, optionally, a
/// material bar in it too.
struct MovingSheet: View {
    let model: SheetModel
    var material = false
    var turn = Angle.zero

    var body: some View {
        ZStack(alignment: .topLeading) {
            Sheet()
            Text(model.marker).font(.largeTitle).monospacedDigit().padding(60).background(.red)
            if material { Color.clear.frame(width: 300, height: 80).background(.thinMaterial).offset(y: 20) }
        }
        .offset(y: model.y)
        .rotationEffect(turn)
        .frame(width: 393, height: 852, alignment: .topLeading)
    }
}

/// A blue square casting a wide shadow, moved by an offset; faded to 30 % once the model's
/// marker says "faded".
struct ShadowedSquare: View {
    let model: SheetModel
    var side: CGFloat = 120

    var body: some View {
        Color.blue.opacity(model.marker == "faded" ? 0.3 : 1).frame(width: side, height: side)
            .shadow(color: .black, radius: 16, y: 8)
            .padding(40)
            .offset(y: model.y)
            .frame(width: 393, height: 852, alignment: .topLeading)
    }
}

/// Rows of alternating widths in a lazy stack, the whole stack casting one shadow.
struct ShadowedRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 20) {
                ForEach(0..<100) { index in
                    Color.orange.frame(width: index % 2 == 0 ? 300 : 150, height: 40)
                }
            }
            .shadow(color: .black, radius: 10, y: 6)
            .padding(30)
        }
    }
}

extension ViewHost {
    /// A host of `view` that draws every view directly, with no retained layers: the reference
    /// that frames drawn by another host are compared with.
    static func reference<V: View>(_ view: V, size: Size) -> ViewHost {
        let host = ViewHost(view, size: size)
        host.graph.retainsLayers = false
        return host
    }

    /// The channels of `canvas` (drawn by another host frame by frame) that differ from this
    /// host's state drawn afresh.
    func channelsDiffering(from canvas: RasterCanvas) throws -> Int {
        Golden.channelsDiffering(canvas, from: try render(scale: canvas.scale))
    }
}

@MainActor
@Suite(.serialized) struct RetainedLayerTests {
    let size = Size(width: 393, height: 852)

    // The sheet moves up and back by 10 pt: once its tiles for both places are drawn, a move
    // draws only the views down to the moving layer (the root, the frame, the offset), none
    // of the thousand labels, and the frame matches the same scene drawn without layers.
    @Test func movingALayerDrawsNoneOfItsContent() throws {
        let model = SheetModel()
        let host = ViewHost(MovingSheet(model: model), size: size),
            reference = ViewHost.reference(MovingSheet(model: model), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 3)
        host.draw(on: canvas)
        let direct = host.graph.paintedViews
        #expect(direct > 200)  // the labels on screen, drawn directly
        for y: CGFloat in [-10, 0, -10, 0] {
            model.y = y
            host.drawChanges(on: canvas)
        }
        let before = host.graph.paintedViews
        model.y = -10
        #expect(host.drawChanges(on: canvas))
        let moved = host.graph.paintedViews - before
        #expect(moved <= 6, "a move drew \(moved) views")
        #expect(try reference.channelsDiffering(from: canvas) == 0)
    }

    // A change inside a kept layer that moves nothing (the marker's digit, the same width) is
    // drawn into the kept tiles around it alone: no tile is made anew, so the next move
    // composites them and draws none of the labels, and both frames match a fresh drawing.
    @Test func aChangeInPartOfALayerRedrawsOnlyThatPartOfItsTiles() throws {
        let model = SheetModel()
        let (host, reference, canvas) = try drawn(MovingSheet(model: model), movedBy: model, to: [-10, 0], scale: 2)
        let tiles = canvas.layers.count
        model.marker = "7"
        host.drawChanges(on: canvas)
        #expect(try reference.channelsDiffering(from: canvas) == 0)
        #expect(canvas.layers.count == tiles)
        model.y = -10
        let before = host.graph.paintedViews
        host.drawChanges(on: canvas)
        #expect(host.graph.paintedViews - before < 10, "the move drew \(host.graph.paintedViews - before) views")
        #expect(try reference.channelsDiffering(from: canvas) == 0)
    }

    // A shadow kept between the frames that draw it follows what casts it: the square fades
    // to 30 % inside a moving layer whose tiles hold its kept shadow, and the shadow fades
    // with it, in that frame and after the next move.
    @Test func aKeptShadowFollowsWhatCastsIt() throws {
        let model = SheetModel()
        let (host, reference, canvas) = try drawn(
            ShadowedSquare(model: model), movedBy: model, to: [-10, 0, -10], scale: 2)
        model.marker = "faded"
        host.drawChanges(on: canvas)
        #expect(try reference.channelsDiffering(from: canvas) == 0)
        model.y = 0
        host.drawChanges(on: canvas)
        #expect(try reference.channelsDiffering(from: canvas) == 0)
    }

    // A kept shadow far larger than a narrow tile (the 137 pt column right of the first 256
    // pt) is composited there whole: a wide square's shadow, kept from the screen, shows in
    // both columns of tiles as a fresh drawing shows it.
    @Test func aKeptShadowShowsInANarrowTile() throws {
        let model = SheetModel()
        let (host, reference, canvas) = try drawn(
            ShadowedSquare(model: model, side: 300), movedBy: model, to: [-10, 0], scale: 1)
        #expect(try reference.channelsDiffering(from: canvas) == 0)
        model.y = -10
        host.drawChanges(on: canvas)
        #expect(try reference.channelsDiffering(from: canvas) == 0)
    }

    /// A host of `view` drawn on a canvas at `scale`, then once with `model`'s offset at each
    /// of `moves` (so its moving layer keeps tiles), and the reference host of the same view.
    private func drawn<V: View>(_ view: V, movedBy model: SheetModel, to moves: [CGFloat], scale: Double) throws -> (
        host: ViewHost, reference: ViewHost, canvas: RasterCanvas
    ) {
        let host = ViewHost(view, size: size), reference = ViewHost.reference(view, size: size)
        let canvas = try RasterCanvas(size: host.size, scale: scale)
        host.draw(on: canvas)
        for y in moves {
            model.y = y
            host.drawChanges(on: canvas)
        }
        return (host, reference, canvas)
    }

    // Reading down ten thousand rows, 100 pt a frame for 40 screens, keeps the tiles near the
    // screen only (a screen beyond it each way: 2 columns of about 10 rows), not the cache's
    // budget's worth (400 tiles at 1×), and each frame still matches a fresh drawing.
    @Test func aLongScrollKeepsOnlyTheTilesNearTheScreen() throws {
        let host = ViewHost(TenThousandRows(), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        var most = 0
        for _ in 0..<340 {
            host.graph.scroll(dx: 0, dy: 100, at: Point(x: 200, y: 400))
            host.drawChanges(on: canvas)
            most = max(most, canvas.layers.count)
        }
        #expect(most <= 24, "\(most) tiles kept")
        #expect(try host.channelsDiffering(from: canvas) == 0)
    }

    // A shadow cast by a whole lazy stack follows the rows its window makes and lets go of
    // as it scrolls (no change of structure marks the pictures then): after reading down five
    // screens, the rows' shadows are those of the rows showing, as in a fresh drawing.
    @Test func aShadowAroundALazyStackFollowsItsWindow() throws {
        let host = ViewHost(ShadowedRows(), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        for _ in 0..<6 {
            host.graph.scroll(dx: 0, dy: 700, at: Point(x: 200, y: 400))
            host.drawChanges(on: canvas)
        }
        #expect(try host.channelsDiffering(from: canvas) == 0)
    }

    // A material inside a moving layer reads what lies beneath it in each frame: the layer is
    // never kept as tiles, which have no backdrop, and every move matches a fresh drawing.
    @Test func aLayerWithAMaterialIsDrawnDirectly() throws {
        let model = SheetModel()
        let host = ViewHost(MovingSheet(model: model, material: true), size: size)
        let reference = ViewHost.reference(MovingSheet(model: model, material: true), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        for y: CGFloat in [-10, 0, -10] {
            model.y = y
            let before = host.graph.paintedViews
            host.drawChanges(on: canvas)
            #expect(host.graph.paintedViews - before > 100)
            #expect(try reference.channelsDiffering(from: canvas) == 0)
        }
    }

    // A scroll view's content drawn again only because what lies under it changed (the
    // ground behind a sheet's form) is composited from its tiles from the second such frame,
    // and the picture is the one drawn directly.
    @Test func scrollContentOverAChangingGroundIsComposited() throws {
        let ground = Ground()
        let host = ViewHost(GroundStage(ground: ground), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        var painted: [Int] = []
        for white in [0.3, 0.4, 0.5] {
            ground.white = white
            let before = host.graph.paintedViews
            host.drawChanges(on: canvas)
            painted.append(host.graph.paintedViews - before)
            #expect(
                try ViewHost.reference(GroundStage(ground: ground), size: size).channelsDiffering(from: canvas) == 0)
        }
        #expect(painted.last! < 10, "the labels come from tiles: \(painted)")
    }

    // Turned, a layer's tiles would be resampled: it is drawn directly and matches.
    @Test func aTurnedLayerIsDrawnDirectly() throws {
        let model = SheetModel()
        let host = ViewHost(MovingSheet(model: model, turn: .degrees(3)), size: size)
        let reference = ViewHost.reference(MovingSheet(model: model, turn: .degrees(3)), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        for y: CGFloat in [-10, 0, -10] {
            model.y = y
            host.drawChanges(on: canvas)
        }
        #expect(try reference.channelsDiffering(from: canvas) == 0)
    }
}

@Observable final class Ground {
    var white = 0.2
}

/// A scroll view of the sheet of labels over a ground whose gray changes.
struct GroundStage: View {
    let ground: Ground
    var body: some View {
        ZStack {
            Color(white: ground.white)
            ScrollView { Sheet() }.padding(40)
        }
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

/// Whether the views of `Moving` have moved, shared by the host drawing frame by frame and
/// its reference.
@Observable @MainActor
final class MotionModel {
    var moved = false
}

/// A spinner in the corner of a screen of text, a card that slides on a spring, and views that
/// come and go with transitions: one on a material over the text, fading in as it rises, one
/// scaling away, one sliding 40 pt aside, fully opaque until it is gone.
struct Moving: View {
    let model: MotionModel

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .leading) { ForEach(0..<20) { Text("Line \($0) of the page behind") } }
            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 80, height: 60)
                .offset(x: model.moved ? 200 : 10, y: 300)
            if model.moved {
                Text("Arrived").padding().background(.regularMaterial).transition(
                    .move(edge: .bottom).combined(with: .opacity)
                )
                .offset(y: 250)
            }
            if !model.moved {
                Circle().fill(.green).frame(width: 50, height: 50).transition(.scale).offset(x: 300, y: 400)
                Text("Leaving").padding(8).background(Capsule().fill(.orange)).transition(.offset(x: 40, y: 0)).offset(
                    x: 200, y: 680)
            }
            ProgressView().offset(x: 340, y: 780)
        }
        .frame(width: 393, height: 852, alignment: .topLeading)
    }
}

@MainActor
@Suite(.serialized) struct MotionRepaintTests {
    // While only the spinner turns, a frame draws again just around it.
    @Test func aSpinnerDrawsAgainOnlyAroundItself() throws {
        let host = ViewHost(Moving(model: MotionModel()), size: Size(width: 393, height: 852))
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        host.advance(to: 0.1)
        host.layout()
        guard case .area(let area) = host.graph.takeRepaint() else {
            Issue.record("expected a partial repaint")
            return
        }
        #expect(area.width < 120 && area.height < 120)
        #expect(area.contains(CGPoint(x: 350, y: 790)))
    }

    // Frame by frame at 60 Hz, a card sliding on a spring, a view moving in from the bottom,
    // one scaling away and one moving out, each drawn only where it was and where it is: every
    // frame matches the same moment drawn afresh by a host without retained layers, down to
    // the frames after the motions end.
    @Test func motionsDrawnFrameByFrameMatchAFreshDrawing() throws {
        let model = MotionModel()
        let size = Size(width: 393, height: 852)
        let host = ViewHost(Moving(model: model), size: size),
            reference = ViewHost.reference(Moving(model: model), size: size)
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { model.moved = true }
        for frame in 1...75 {
            let time = Double(frame) / 60
            host.advance(to: time)
            host.drawChanges(on: canvas)
            reference.advance(to: time)
            let differing = try reference.channelsDiffering(from: canvas)
            #expect(differing == 0, "frame \(frame): \(differing) channels differ")
            if differing > 0 { break }
        }
    }

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
