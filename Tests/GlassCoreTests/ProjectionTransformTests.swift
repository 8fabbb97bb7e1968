import Foundation
import Testing

@testable import GlassCore

/// Perspective maps: SwiftUI's `rotation3DEffect` geometry, checked against the pinhole
/// camera it stands for.
@Suite struct ProjectionTransformTests {
    // A 200 pt square turned 60° about y through its centre, the eye 200 pt away: the edge
    // that turns toward the eye (the left, x = −100 from the centre, comes forward by
    // 100·sin 60°) is enlarged by 200 / (200 − 86.6), the far one shrunk by 200 / (200 + 86.6).
    @Test func aTurnAboutYIsAPinholeView() throws {
        let turn = ProjectionTransform.rotation(
            radians: .pi / 3, axis: (0, 1, 0), anchor: Point(x: 100, y: 100), distance: 200)
        let near = 200 / (200 - 100 * sin(Double.pi / 3)), far = 200 / (200 + 100 * sin(Double.pi / 3))
        let topLeft = try #require(turn.apply(to: Point(x: 0, y: 0)))
        let topRight = try #require(turn.apply(to: Point(x: 200, y: 0)))
        #expect(abs(topLeft.y - (100 - 100 * near)) < 1e-9)
        #expect(abs(topRight.y - (100 - 100 * far)) < 1e-9)
        #expect(abs(topLeft.x - (100 - 50 * near)) < 1e-9)
        #expect(abs(topRight.x - (100 + 50 * far)) < 1e-9)
        // The axis itself does not move.
        #expect(turn.apply(to: Point(x: 100, y: 0)) == Point(x: 100, y: 0))
    }

    @Test func itUndoesItselfAndMatchesAffineTransforms() throws {
        let turn = ProjectionTransform.rotation(
            radians: 0.3, axis: (1, 0.5, 0.2), anchor: Point(x: 40, y: 70), distance: 300)
        let back = try #require(turn.inverted)
        for p in [Point(x: 0, y: 0), Point(x: 80, y: 10), Point(x: 33, y: 140)] {
            let there = try #require(turn.apply(to: p))
            let again = try #require(back.apply(to: there))
            #expect(abs(again.x - p.x) < 1e-9 && abs(again.y - p.y) < 1e-9)
        }
        // A turn about z is the plane's own rotation; no turn is the identity.
        let flat = ProjectionTransform.rotation(radians: 0.4, axis: (0, 0, 1), anchor: .zero, distance: 300)
        let rotation = AffineTransform.rotation(radians: 0.4)
        let p = try #require(flat.apply(to: Point(x: 10, y: 20)))
        #expect(abs(p.x - rotation.apply(to: Point(x: 10, y: 20)).x) < 1e-12)
        #expect(abs(p.y - rotation.apply(to: Point(x: 10, y: 20)).y) < 1e-12)
        #expect(ProjectionTransform.rotation(radians: 0, axis: (0, 1, 0), anchor: .zero, distance: 100).isAffine)
        // A point carried behind the eye has no place.
        let edgeOn = ProjectionTransform.rotation(
            radians: .pi / 2, axis: (0, 1, 0), anchor: .zero, distance: 100)
        #expect(edgeOn.apply(to: Point(x: -150, y: 0)) == nil)
    }
}
