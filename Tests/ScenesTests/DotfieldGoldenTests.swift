import Dotfield
import GlassCore
import GlassRaster
import GoldenSupport
import Scenes
import SnapshotTesting
import Testing

/// The field at rest, under one finger and under two, for two presets: small pictures at 1×.
@Suite(.serialized) struct DotfieldGoldenTests {
    static let size = Size(width: 200, height: 200)

    func render(_ gradient: DotfieldGradient, touches: [Point]) throws -> RasterCanvas {
        var settings = DotfieldSettings()
        settings.gradient = gradient
        settings.radius = 60
        var field = Dotfield(bounds: Rect(origin: .zero, size: Self.size), scale: 1, settings: settings)
        for (id, point) in touches.enumerated() {
            _ = field.reduce(TouchEvent(time: field.time, touch: id, phase: .began, location: point))
        }
        for _ in 0..<30 { field.advance(to: field.time + 1.0 / 60) }
        let canvas = try RasterCanvas(size: Self.size, scale: 1)
        DotfieldScene(field: field).draw(in: Rect(origin: .zero, size: Self.size), on: canvas)
        return canvas
    }

    @Test(arguments: [DotfieldGradient.aurora, .sunset])
    func field(_ gradient: DotfieldGradient) throws {
        assertSnapshot(of: try render(gradient, touches: []), as: Golden.png(), named: "\(gradient.rawValue)-rest")
        assertSnapshot(
            of: try render(gradient, touches: [Point(x: 100, y: 100)]), as: Golden.png(),
            named: "\(gradient.rawValue)-one")
        assertSnapshot(
            of: try render(gradient, touches: [Point(x: 70, y: 80), Point(x: 130, y: 120)]), as: Golden.png(),
            named: "\(gradient.rawValue)-two")
    }
}
