import Foundation
import GlassCore
import Testing

@testable import GlassRaster

/// Every drawing operation honours the canvas's one contract for transforms, clips and layer
/// opacity (issue 12: the Dotfield's dots vanished with the device turned). Each operation
/// draws within the top-left quadrant of a 100 × 100 pt canvas, then is drawn again turned
/// half a turn about the center (it must land in the bottom-right quadrant), clipped to the
/// left quarter (nothing may show right of it) and at half opacity (its strongest alpha halves).
@Suite struct CanvasContractTests {
    typealias Operation = (name: String, draw: @Sendable (RasterCanvas) -> Void)

    static let dots = DotLayer(
        origin: Point(x: 15, y: 15), spacing: 10, columns: 3, dx: [Float](repeating: 0, count: 9),
        dy: [Float](repeating: 0, count: 9), diameter: 6, colors: [.black, .black],
        start: Point(x: 0, y: 0), end: Point(x: 40, y: 40))

    static let operations: [Operation] = [
        ("fill", { $0.fill(Path(rect: Rect(x: 10, y: 10, width: 30, height: 30)), with: .black) }),
        ("stroke", { $0.stroke(Path(rect: Rect(x: 12, y: 12, width: 26, height: 26)), with: .black, lineWidth: 3) }),
        (
            "text",
            {
                $0.draw(
                    TextRun("Hg", font: Font(sizePoints: 24, weight: 700), color: .black),
                    in: Rect(x: 8, y: 8, width: 36, height: 34))
            }
        ),
        (
            "text layout",
            { canvas in
                let layout = PangoTextEngine.shared.layout(
                    StyledText(runs: [.init("Hg", font: Font(sizePoints: 24, weight: 700), color: .black)]),
                    width: nil)
                canvas.draw(layout, at: Point(x: 8, y: 8))
            }
        ),
        (
            "image",
            { $0.draw(Bitmap(width: 4, height: 4, color: .black), in: Rect(x: 10, y: 10, width: 30, height: 30)) }
        ),
        (
            "shadow",
            {
                $0.drawShadow(
                    of: Path(rect: Rect(x: 15, y: 15, width: 20, height: 20)),
                    Shadow(color: .black, radius: 4, offset: .zero))
            }
        ),
        (
            "inner shadow",
            { $0.drawInnerShadow(in: Path(rect: Rect(x: 10, y: 10, width: 30, height: 30)), color: .black, width: 6) }
        ),
        ("dots", { $0.drawDots(dots) }),
        (
            "withShadow",
            { canvas in
                canvas.withShadow(
                    Shadow(color: .black, radius: 4, offset: .zero), bounds: Rect(x: 0, y: 0, width: 50, height: 50)
                ) {
                    canvas.fill(Path(rect: Rect(x: 15, y: 15, width: 20, height: 20)), with: .black)
                }
            }
        ),
        (
            "blurred",
            { canvas in
                canvas.drawBlurred(radius: 2, bounds: Rect(x: 0, y: 0, width: 50, height: 50)) {
                    canvas.fill(Path(rect: Rect(x: 15, y: 15, width: 20, height: 20)), with: .black)
                }
            }
        ),
        (
            "rasterized",
            { canvas in
                canvas.drawRasterized(key: "contract", bounds: Rect(x: 10, y: 10, width: 30, height: 30)) { layer in
                    layer.fill(Path(rect: Rect(x: 10, y: 10, width: 30, height: 30)), with: .black)
                }
            }
        ),
    ]

    /// Alpha (0…1) of every pixel, row by row.
    func alphas(_ canvas: RasterCanvas) -> [Double] {
        canvas.bitmap().pixels.map { Double($0 >> 24) / 255 }
    }

    func draw(
        _ operation: Operation, opacity: Double = 1, transform: GlassCore.AffineTransform = .identity, clip: Path? = nil
    ) throws -> [Double] {
        let canvas = try RasterCanvas(size: Size(width: 100, height: 100), scale: 1)
        canvas.withLayer(opacity: opacity, transform: transform, clip: clip) { operation.draw(canvas) }
        return alphas(canvas)
    }

    /// Coverage (alpha over 5 %) inside a box of pixels.
    func covered(_ alphas: [Double], x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y { for column in x where alphas[row * 100 + column] > 0.05 { count += 1 } }
        return count
    }

    @Test(arguments: operations.indices)
    func honoursTransformClipAndOpacity(_ index: Int) throws {
        let operation = Self.operations[index]
        let plain = try draw(operation)
        #expect(covered(plain, x: 0..<50, y: 0..<50) > 20, "\(operation.name) draws in the top-left quadrant")

        let turned = try draw(
            operation, transform: GlassCore.AffineTransform.rotation(radians: .pi).about(Point(x: 50, y: 50)))
        #expect(covered(turned, x: 50..<100, y: 50..<100) > 20, "\(operation.name) turned lands bottom-right")
        #expect(covered(turned, x: 0..<50, y: 0..<50) == 0, "\(operation.name) turned leaves the top-left")

        let clipped = try draw(operation, clip: Path(rect: Rect(x: 0, y: 0, width: 25, height: 100)))
        #expect(covered(clipped, x: 26..<100, y: 0..<100) == 0, "\(operation.name) shows nothing outside its clip")
        #expect(covered(clipped, x: 0..<25, y: 0..<50) > 0, "\(operation.name) shows inside its clip")

        let faded = try draw(operation, opacity: 0.5)
        let strongest = plain.max() ?? 0, fadedStrongest = faded.max() ?? 0
        #expect(
            abs(fadedStrongest - strongest / 2) < 0.03,
            "\(operation.name) at half opacity: \(fadedStrongest) of \(strongest)")
    }
}
