import GlassCore
import Synchronization
import Testing

@testable import GlassRaster

/// Glass kept as pictures (`drawGlassLayer`), and the same pictures prepared together on the
/// cores (`preparingGlassLayers`).
@Suite struct GlassLayerTests {
    /// How many times the pictures' bodies ran, from whichever thread.
    final class Draws: Sendable {
        let count = Atomic<Int>(0)
        func note() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    /// Six panes of refracting glass in a row, each with a tinted square on it, far enough
    /// apart that none reads what another draws.
    static let frames = (0..<6).map { Rect(x: 10 + Double($0) * 45, y: 20, width: 24, height: 24) }
    static let size = Size(width: 270, height: 64)
    static let effect = BackdropEffect(
        blurRadius: 1, saturation: 1.4, refraction: Refraction(bezelWidth: 4, thickness: 4, rimHighlight: 0.8),
        lens: Lens(strength: 0.5, vignetteStrength: 0.3))

    /// A backdrop of stripes 4 pt wide, which refraction visibly bends; `shift` moves the
    /// stripes around the pane at `moved` only.
    static func stripes(on canvas: RasterCanvas, shift: Int = 0, moved: Int = 0) {
        let pixels = canvas.pixels
        let column = Int(frames[moved].minX * canvas.scale)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let shifted = x >= column - 30 && x < column + 100 ? x + shift : x
                pixels[x, y] = (shifted / 12 + y / 15) % 2 == 0 ? 0xFF20_4080 : 0xFFF0_E0C0
            }
        }
        canvas.pixelsChanged()
    }

    static func body(_ index: Int, _ draws: Draws, in frames: [Rect] = frames) -> (Canvas) -> Void {
        { layer in
            draws.note()
            let frame = frames[index]
            layer.drawBackdrop(in: GlassShape(rect: frame, cornerRadius: 6), effect: effect)
            layer.fill(Path(rect: frame.insetBy(dx: 8, dy: 8)), with: Color(rgb: 0xFF3B30).opacity(0.6))
        }
    }

    /// The panes at `frames`, prepared together first or not; `between` draws after the
    /// preparing. A pane's picture covers all its glass reads, as an icon's does.
    static func draw(
        on canvas: RasterCanvas, prepared: Bool, _ draws: Draws, frames: [Rect] = frames,
        between: () -> Void = {}
    ) {
        let reach = effect.sampleReach
        if prepared {
            canvas.preparingGlassLayers {
                for index in frames.indices {
                    canvas.prepareGlassLayer(
                        key: index, content: "pane", bounds: frames[index].insetBy(dx: -reach, dy: -reach),
                        backdrop: frames[index].insetBy(dx: -reach, dy: -reach), body(index, draws, in: frames))
                }
            }
        }
        between()
        for index in frames.indices {
            canvas.drawGlassLayer(
                key: index, content: "pane", bounds: frames[index].insetBy(dx: -reach, dy: -reach),
                backdrop: frames[index].insetBy(dx: -reach, dy: -reach), transform: .identity, opacity: 1,
                body(index, draws, in: frames))
        }
    }

    static func differingPixels(_ a: RasterCanvas, _ b: RasterCanvas) -> Int {
        let a = a.pixels, b = b.pixels
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 } }
        return differing
    }

    /// Prepared together, the pictures are the very pixels drawn one by one, and drawing them
    /// afterwards redraws none: each body ran once, in the preparing.
    @Test func preparedPicturesAreThoseDrawnOneByOne() throws {
        let single = try RasterCanvas(size: Self.size, scale: 3)
        let together = try RasterCanvas(size: Self.size, scale: 3)
        let singleDraws = Draws(), togetherDraws = Draws()
        Self.stripes(on: single)
        Self.stripes(on: together)
        Self.draw(on: single, prepared: false, singleDraws)
        Self.draw(on: together, prepared: true, togetherDraws)
        #expect(singleDraws.value == 6 && togetherDraws.value == 6)
        #expect(Self.differingPixels(single, together) == 0)
    }

    /// Panes 20 pt apart, 24 pt wide, see their left neighbours' glass: each prepared picture
    /// but the first is out of date once its neighbour is laid down, and is drawn again, so
    /// the result is still that of drawing one by one. So is it after a bar is filled across
    /// one prepared pane.
    @Test func whatIsDrawnAfterPreparingIsSeen() throws {
        let close = (0..<6).map { Rect(x: 10 + Double($0) * 20, y: 20, width: 24, height: 24) }
        let single = try RasterCanvas(size: Self.size, scale: 3)
        let together = try RasterCanvas(size: Self.size, scale: 3)
        let singleDraws = Draws(), togetherDraws = Draws()
        Self.stripes(on: single)
        Self.stripes(on: together)
        Self.draw(on: single, prepared: false, singleDraws, frames: close)
        Self.draw(on: together, prepared: true, togetherDraws, frames: close)
        #expect(togetherDraws.value == 11)
        #expect(Self.differingPixels(single, together) == 0)

        let bar = Path(rect: Rect(x: Self.frames[3].minX + 3, y: 10, width: 4, height: 44))
        Self.stripes(on: single)
        Self.stripes(on: together)
        single.fill(bar, with: Color(rgb: 0x34C759))
        Self.draw(on: single, prepared: false, singleDraws)
        Self.draw(on: together, prepared: true, togetherDraws) { together.fill(bar, with: Color(rgb: 0x34C759)) }
        #expect(Self.differingPixels(single, together) == 0)
    }

    /// A second frame redraws just the pane whose stripes moved, and shows them moved.
    @Test func onlyThePictureOverAChangedBackdropIsRedrawn() throws {
        let canvas = try RasterCanvas(size: Self.size, scale: 3)
        let draws = Draws()
        Self.stripes(on: canvas)
        Self.draw(on: canvas, prepared: true, draws)
        // Beside the tinted square, on the glass.
        let x = Int((Self.frames[2].minX + 5) * 3), y = Int(Self.frames[2].midY * 3)
        let before = canvas.color(atPixelX: x, y: y)
        Self.stripes(on: canvas, shift: 12, moved: 2)
        Self.draw(on: canvas, prepared: true, draws)
        #expect(draws.value == 7)
        #expect(canvas.color(atPixelX: x, y: y) != before)
    }
}
