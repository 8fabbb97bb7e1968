import GlassCore
import Testing

@testable import GlassRaster

/// A large stroke (a sheet's edge) drawn through a kept coverage mask gives Cairo's own pixels
/// within a level, on the whole canvas and in a band of it.
@Suite struct StrokeMaskTests {
    static let size = Size(width: 200, height: 300)
    static let outline = Path(
        roundedRect: Rect(x: 8, y: 120, width: 184, height: 170), cornerRadius: 38, style: .continuous)

    func backdrop(on canvas: RasterCanvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: Self.size)), with: Color(rgb: 0x1C1C2E))
        canvas.fill(Path(rect: Rect(x: 0, y: 100, width: 120, height: 150)), with: Color(rgb: 0xF0448A))
    }

    /// Stroked through the mask, and by Cairo: the same picture, within one level per
    /// channel, for a hairline and a wide line with round joins.
    @Test(arguments: [StrokeStyle(lineWidth: 0.5), StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)])
    func aMaskedStrokeIsCairosStroke(style: StrokeStyle) throws {
        let color = Color.white.opacity(0.5)
        // Kept the second time it is drawn in the same place: the first is Cairo's.
        let masked = try RasterCanvas(size: Self.size, scale: 3)
        for _ in 0..<2 {
            #expect(masked.strokeMasks.count == 0)
            backdrop(on: masked)
            masked.stroke(Self.outline, with: .color(color), style: style)
        }
        #expect(masked.strokeMasks.count == 1)

        let cairo = try RasterCanvas(size: Self.size, scale: 3)
        cairo.strokeMasks.smallest = .max
        backdrop(on: cairo)
        cairo.stroke(Self.outline, with: .color(color), style: style)
        #expect(cairo.strokeMasks.count == 0)
        #expect(masked.largestDifference(from: cairo) <= 1)
    }

    /// In a frame clipped to a band, the kept mask draws the band alone: what lies outside is
    /// untouched, and the band is what stroking all of it gives.
    @Test func aBandOfAKeptStrokeIsTheBandOfTheWholeStroke() throws {
        let style = StrokeStyle(lineWidth: 0.5), color = Color.white.opacity(0.5)
        let whole = try RasterCanvas(size: Self.size, scale: 3)
        backdrop(on: whole)
        whole.stroke(Self.outline, with: .color(color), style: style)

        let banded = try RasterCanvas(size: Self.size, scale: 3)
        backdrop(on: banded)
        banded.stroke(Self.outline, with: .color(color), style: style)
        let band = Path(rect: Rect(x: 0, y: 100, width: 200, height: 60))
        banded.withLayer(clip: band) {
            backdrop(on: banded)
            banded.stroke(Self.outline, with: .color(color), style: style)
        }
        #expect(banded.strokeMasks.count == 1)
        #expect(banded.largestDifference(from: whole) == 0)
    }
}
