import Foundation
import Testing

@testable import GlassRaster

@Suite struct RefractionProfileTests {
    @Test func squircleProfileRisesFromTheEdgeToAFlatTop() {
        #expect(RefractionProfile.height(x: 0) == 0)
        #expect(RefractionProfile.height(x: 1) == 1)
        #expect(abs(RefractionProfile.height(x: 0.5) - pow(1 - 1.0 / 16, 0.25)) < 1e-12)
        #expect(RefractionProfile.slope(x: 0) == .infinity)
        #expect(RefractionProfile.slope(x: 1) == 0)
        // The slope matches a finite difference of the height.
        for x in [0.1, 0.3, 0.6, 0.9] {
            let h = 1e-6
            let numeric = (RefractionProfile.height(x: x + h) - RefractionProfile.height(x: x - h)) / (2 * h)
            #expect(abs(RefractionProfile.slope(x: x) - numeric) < 1e-5)
        }
    }

    @Test func snellDisplacementAtTheEdgeAndTheInterior() {
        // At the edge the ray meets a vertical wall: θi = 90°, θt = asin(1/1.5) ≈ 41.81°.
        let edge = tan(Double.pi / 2 - asin(1 / 1.5))
        #expect(abs(RefractionProfile.displacement(x: 0, refractiveIndex: 1.5) - edge) < 1e-12)
        #expect(abs(edge - 1.1180) < 1e-4)
        #expect(RefractionProfile.displacement(x: 1, refractiveIndex: 1.5) == 0)
        #expect(RefractionProfile.displacement(x: 0.5, refractiveIndex: 1) == 0)
    }

    @Test func tableIsMonotoneAndInterpolatesTheClosedForm() {
        let profile = RefractionProfile(refractiveIndex: 1.5, count: 256)
        #expect(profile.samples.count == 256)
        for i in 1..<profile.samples.count { #expect(profile.samples[i] <= profile.samples[i - 1]) }
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let exact = RefractionProfile.displacement(x: x, refractiveIndex: 1.5)
            #expect(abs(Double(profile.value(at: Float(x))) - exact) < 2e-3)
        }
        #expect(profile.value(at: -1) == profile.samples[0] && profile.value(at: 2) == 0)
    }
}
