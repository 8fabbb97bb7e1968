import GlassCore
import Testing

@testable import GlassRaster

/// Glass that keeps its backdrop (`keepingBackdrop`): a frame that draws only a band across a
/// sheet-sized pane gives the pixels a frame drawing everything gives.
@MainActor
@Suite struct KeptBackdropTests {
    static let size = Size(width: 200, height: 300)
    /// A pane like a sheet at its medium detent: thick glass, continuous corners.
    static let pane = GlassShape(rect: Rect(x: 10, y: 120, width: 180, height: 170), cornerRadius: 34)
    /// Thick glass blurring by `blur` points.
    static func effect(blur: Double = 8) -> BackdropEffect {
        BackdropEffect(
            blurRadius: blur, saturation: 1.6, tint: Color(white: 1, alpha: 0.2),
            refraction: Refraction(bezelWidth: 16, thickness: 12))
    }
    /// Where the backdrop changes: a strip across the pane's upper part.
    static let change = Rect(x: 40, y: 130, width: 90, height: 12)

    /// A busy backdrop (stripes and checks, where blur and bending show), with a bar in
    /// `change` when `moved`.
    func drawBackdrop(on canvas: RasterCanvas, moved: Bool) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: Color(red: 0.1, green: 0.2, blue: 0.5))
        for i in 0..<20 {
            let color = i % 2 == 0 ? Color(red: 1, green: 0.8, blue: 0.1) : Color(red: 0.1, green: 0.7, blue: 0.4)
            canvas.fill(Path(rect: Rect(x: Double(i) * 10, y: 0, width: 5, height: 300)), with: color)
            canvas.fill(Path(rect: Rect(x: 0, y: Double(i) * 15, width: 200, height: 4)), with: Color.white)
        }
        if moved { canvas.fill(Path(rect: Self.change), with: Color(red: 0.9, green: 0.1, blue: 0.2)) }
    }

    /// One frame of the pane over the backdrop, drawn everywhere or only inside `clip`.
    @discardableResult
    func frame(
        on canvas: RasterCanvas, moved: Bool, clip: Rect?, keeping: Bool, effect: BackdropEffect = effect()
    ) -> Bool {
        var kept = false
        let draw = {
            self.drawBackdrop(on: canvas, moved: moved)
            if keeping {
                kept = canvas.keepingBackdrop { canvas.drawBackdrop(in: Self.pane, effect: effect) }
            } else {
                canvas.drawBackdrop(in: Self.pane, effect: effect)
            }
        }
        if let clip { canvas.withLayer(clip: Path(rect: clip), draw) } else { draw() }
        return kept
    }

    /// The area a view graph draws again for the change: the change grown by the glass's
    /// reach (and a texel), as `ViewGraph.growingOverBackdropReaders` grows it, on whole
    /// points as a view host's frames are, within the canvas. It cuts the pane on the right.
    func band(_ effect: BackdropEffect) -> Rect {
        let reach = (effect.sampleReach + 16).rounded(.up)
        let x0 = max(Self.change.minX - reach, 0), x1 = min(Self.change.maxX + reach, Self.size.width)
        return Rect(x: x0, y: Self.change.minY - reach, width: x1 - x0, height: Self.change.height + 2 * reach)
    }

    /// At 2× and 3×, thick glass and thin (the backdrop averaged down 2×, 4×, 8× and 16×),
    /// the band drawn over the kept backdrop gives every pixel a whole frame gives, bit for
    /// bit; without the kept copy, the glass at the band's edges
    /// blurs its own old picture and the frames differ.
    @Test(arguments: [(2.0, 8.0), (3.0, 8.0), (2.0, 2.0), (3.0, 2.0)])
    func aBandOverTheKeptBackdropEqualsAWholeFrame(scale: Double, blur: Double) throws {
        let effect = Self.effect(blur: blur)
        #expect(
            RasterCanvas.downsampleShift(sigma: blur * scale)
                == (blur == 8 ? (scale == 2 ? 3 : 4) : (scale == 2 ? 1 : 2)))
        let whole = try RasterCanvas(size: Self.size, scale: scale)
        frame(on: whole, moved: true, clip: nil, keeping: false, effect: effect)

        let banded = try RasterCanvas(size: Self.size, scale: scale)
        #expect(frame(on: banded, moved: false, clip: nil, keeping: true, effect: effect))
        #expect(band(effect).maxX < Self.pane.rect.maxX)
        #expect(frame(on: banded, moved: true, clip: band(effect), keeping: true, effect: effect))
        // Bit for bit, the pane's continuous outline too: it masks the glass through the
        // sample map's coverage in both frames, not through Cairo's clip.
        let (a, b) = (banded.bitmap().pixels, whole.bitmap().pixels)
        let differing = a.indices.filter { a[$0] != b[$0] }.count
        #expect(differing == 0, "\(differing) pixels differ")
        let unkept = try RasterCanvas(size: Self.size, scale: scale)
        frame(on: unkept, moved: false, clip: nil, keeping: false, effect: effect)
        frame(on: unkept, moved: true, clip: band(effect), keeping: false, effect: effect)
        #expect(unkept.largestDifference(from: whole) > 8)
    }

    /// Continuous corners mask the glass by the pane's own outline, rasterized once into the
    /// sample map's coverage (`OutlineCoverage`): drawn straight into the canvas, the backdrop
    /// outside the path is untouched, and the pixels the path covers wholly are glass.
    @Test(arguments: [2.0, 3.0]) func continuousCornersMaskTheGlassByItsOutline(scale: Double) throws {
        let canvas = try RasterCanvas(size: Self.size, scale: scale)
        drawBackdrop(on: canvas, moved: false)
        let backdrop = canvas.bitmap().pixels
        canvas.drawBackdrop(in: Self.pane, effect: Self.effect())
        let glass = canvas.bitmap().pixels
        let outline = try RasterCanvas(size: Self.size, scale: scale)
        outline.fill(Self.pane.path, with: .white)
        let covered = outline.bitmap().pixels
        let outside = covered.indices.filter { covered[$0] >> 24 == 0 }
        let inside = covered.indices.filter { covered[$0] >> 24 == 255 }
        #expect(outside.filter { glass[$0] != backdrop[$0] }.isEmpty)
        #expect(inside.filter { glass[$0] == backdrop[$0] }.count < inside.count / 100)
    }

    /// A band that misses the pane draws no glass; a frame inside a faded layer cannot keep
    /// the backdrop and says so, and the copy is let go, so the next band is drawn whole.
    @Test func glassThatCannotKeepItsBackdropSaysSo() throws {
        let canvas = try RasterCanvas(size: Self.size, scale: 2)
        #expect(frame(on: canvas, moved: false, clip: nil, keeping: true))
        #expect(frame(on: canvas, moved: false, clip: Rect(x: 0, y: 0, width: 200, height: 40), keeping: true))
        var kept = true
        canvas.withLayer(opacity: 0.5) {
            kept = canvas.keepingBackdrop { canvas.drawBackdrop(in: Self.pane, effect: Self.effect()) }
        }
        #expect(!kept)
        #expect(!frame(on: canvas, moved: true, clip: band(Self.effect()), keeping: true))
        // Nor can glass inside a clip of its own within the frame's.
        #expect(frame(on: canvas, moved: false, clip: nil, keeping: true))
        canvas.withLayer(clip: Path(rect: band(Self.effect()))) {
            canvas.withLayer(clip: Path(rect: Rect(x: 0, y: 100, width: 100, height: 60))) {
                kept = canvas.keepingBackdrop { canvas.drawBackdrop(in: Self.pane, effect: Self.effect()) }
            }
        }
        #expect(!kept)
    }
}
