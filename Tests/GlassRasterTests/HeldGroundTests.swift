import GlassCore
import Testing

@testable import GlassRaster

/// An opaque fill of a rectangle on whole pixels (a frame's background) is held back: written
/// before anything reads or draws where it lies, dropped when a field on its own ground covers
/// it, and the pixels are always those of filling at once.
@Suite struct HeldGroundTests {
    static let size = Size(width: 40, height: 30)

    /// A field on its own ground over the whole canvas.
    var field: DotLayer {
        DotLayer(
            origin: Point(x: 5, y: 5), spacing: 10, columns: 4, dx: [Float](repeating: 1.5, count: 12),
            dy: [Float](repeating: -0.5, count: 12), diameter: 4, colors: [Color(rgb: 0xFF8000)],
            start: .zero, end: Point(x: 40, y: 0), background: Color(rgb: 0x0B0B12))
    }

    func samePixels(_ a: RasterCanvas, _ b: RasterCanvas) -> Bool {
        a.bitmap().pixels == b.bitmap().pixels
    }

    /// Reading, a Cairo drawing over part of it, and a clip around part of it all see the
    /// ground as if it had been written at once; only the clipped part is filled.
    @Test func aHeldGroundIsWrittenBeforeAnythingSeesIt() throws {
        let ground = Color(red: 0.2, green: 0.6, blue: 0.9)
        let held = try RasterCanvas(size: Self.size, scale: 2)
        held.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: ground)
        #expect(!held.heldGrounds.isEmpty)
        held.fill(
            Path(ellipseIn: Rect(x: 5, y: 5, width: 10, height: 10)), with: Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        )
        held.withLayer(clip: Path(rect: Rect(x: 20, y: 0, width: 10, height: 30))) {
            held.fill(Path(rect: Rect(x: 0, y: 10, width: 40, height: 10)), with: Color.white)
        }
        // The same drawing with a ground no pixel grid can hold back (half a pixel off).
        let written = try RasterCanvas(size: Self.size, scale: 2)
        written.fill(Path(rect: Rect(x: -0.25, y: -0.25, width: 41, height: 31)), with: ground)
        #expect(written.heldGrounds.isEmpty)
        written.fill(
            Path(ellipseIn: Rect(x: 5, y: 5, width: 10, height: 10)), with: Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        )
        written.withLayer(clip: Path(rect: Rect(x: 20, y: 0, width: 10, height: 30))) {
            written.fill(Path(rect: Rect(x: 0, y: 10, width: 40, height: 10)), with: Color.white)
        }
        // Both grounds were written: the white band (a ground of its own, cut by the clip) too.
        #expect(samePixels(held, written) && held.groundsWritten == 2)
        #expect(held.color(atPixelX: 50, y: 30) == Color.white && held.color(atPixelX: 30, y: 30) != Color.white)
    }

    /// A ground held over others (a screen's, then a column's, then the whole of it again)
    /// keeps of them only what shows: the screen's ground is never written where the column's
    /// lies, nor at all once a ground covers everything; the pixels are those of filling each
    /// at once.
    @Test func aGroundOverAnotherWritesOnlyWhatShows() throws {
        let all = Path(rect: Rect(origin: .zero, size: Self.size))
        let column = Path(rect: Rect(x: 0, y: 0, width: 15, height: 30))
        let (a, b) = (Color(rgb: 0x2F80ED), Color(rgb: 0xF0448A))
        let held = try RasterCanvas(size: Self.size, scale: 2)
        held.fill(all, with: a)
        held.fill(column, with: b)
        #expect(held.heldGrounds.count == 2)
        held.fill(Path(ellipseIn: Rect(x: 5, y: 5, width: 20, height: 10)), with: Color.white)
        #expect(held.groundsWritten == 2)
        // Each ground written before the next is held (a clear mark between lands it).
        let written = try RasterCanvas(size: Self.size, scale: 2)
        written.fill(all, with: a)
        written.fill(Path(ellipseIn: Rect(x: 1, y: 1, width: 1, height: 1)), with: Color.clear)
        written.fill(column, with: b)
        written.fill(Path(ellipseIn: Rect(x: 5, y: 5, width: 20, height: 10)), with: Color.white)
        #expect(samePixels(held, written))

        held.fill(all, with: a)
        held.fill(column, with: b)
        held.fill(all, with: Color.white)
        #expect(held.heldGrounds.count == 1)
        #expect(held.color(atPixelX: 10, y: 10) == Color.white && held.groundsWritten == 3)
    }

    /// An opaque picture laid over all of it on whole pixels (a wallpaper kept rasterized)
    /// drops it too.
    @Test func anOpaquePictureCoversAHeldGround() throws {
        let canvas = try RasterCanvas(size: Self.size, scale: 2)
        let wallpaper = { (c: Canvas) in
            c.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: Color(rgb: 0x2F80ED))
            c.fill(Path(ellipseIn: Rect(x: 10, y: 5, width: 20, height: 20)), with: Color(rgb: 0xF0448A))
        }
        for _ in 0..<2 {
            canvas.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: .white)
            canvas.drawRasterized(key: "wallpaper", bounds: Rect(origin: .zero, size: Self.size), wallpaper)
        }
        #expect(canvas.heldGrounds.isEmpty && canvas.groundsWritten == 0)
        let direct = try RasterCanvas(size: Self.size, scale: 2)
        wallpaper(direct)
        #expect(samePixels(canvas, direct))
    }

    /// A field on its ground drawn over a held ground drops it, and shows as drawn alone; in
    /// a frame clipped to a band, only the band changes.
    @Test func aFieldOnItsGroundCoversAHeldGround() throws {
        let framed = try RasterCanvas(size: Self.size, scale: 2)
        framed.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: .white)
        framed.drawDots(field)
        #expect(framed.heldGrounds.isEmpty && framed.groundsWritten == 0)
        let alone = try RasterCanvas(size: Self.size, scale: 2)
        alone.drawDots(field)
        #expect(samePixels(framed, alone))

        framed.withLayer(clip: Path(rect: Rect(x: 0, y: 10, width: 40, height: 10))) {
            framed.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: .white)
            framed.drawDots(field)
        }
        #expect(samePixels(framed, alone) && framed.groundsWritten == 0)
    }
}
