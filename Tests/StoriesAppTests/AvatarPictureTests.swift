import Foundation
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import Stories
import Testing

@testable import StoriesApp

/// Avatars are drawn from their parameters: each part shows where it belongs.
@MainActor
struct AvatarPictureTests {
    /// The color at a fraction of a 100 pt avatar drawn from `avatar`.
    func color(_ avatar: Avatar, at x: Double, _ y: Double) throws -> GlassCore.Color {
        let host = ViewHost(AvatarPicture(avatar: avatar, size: 100), size: Size(width: 100, height: 100))
        host.advance(to: 1)
        return try host.render(scale: 1).color(atPixelX: Int(x * 100), y: Int(y * 100))
    }

    func isHair(_ c: GlassCore.Color) -> Bool { abs(c.red - 0.36) < 0.05 && abs(c.blue - 0.13) < 0.05 }

    @Test func eachPartShowsWhereItBelongs() throws {
        let plain = Avatar(hue: 0.6, face: 0, hair: 0, accessory: 0)
        // Long hair falls beside the face, down to the shoulders; none leaves the background.
        #expect(try isHair(color(Avatar(hue: 0.6, face: 0, hair: 2, accessory: 0), at: 0.21, 0.7)))
        #expect(try !isHair(color(plain, at: 0.21, 0.7)))
        // Short hair covers the brow; a cap covers it in the cap's color, not hair's.
        #expect(try isHair(color(Avatar(hue: 0.6, face: 0, hair: 1, accessory: 0), at: 0.5, 0.3)))
        #expect(try !isHair(color(Avatar(hue: 0.6, face: 0, hair: 4, accessory: 0), at: 0.5, 0.3)))
        // The star shines yellow at the top right.
        let star = try color(Avatar(hue: 0.6, face: 0, hair: 0, accessory: 2), at: 0.78, 0.25)
        #expect(star.red > 0.9 && star.green > 0.7 && star.blue < 0.3)
        // Glasses ring the eyes in dark ink.
        let rim = try color(Avatar(hue: 0.6, face: 0, hair: 0, accessory: 1), at: 0.4, 0.465)
        #expect(rim.red < 0.4)
        #expect(try color(plain, at: 0.4, 0.465).red > 0.9)
        // The faces differ in area: oval (0.21 of the square) < round (0.23) < square-ish (0.24).
        let oval = try skin(face: 1), round = try skin(face: 0), square = try skin(face: 3)
        #expect(oval + 100 < round && round + 50 < square, "\(oval) \(round) \(square)")
    }

    /// How many pixels of a plain 100 pt avatar with `face` are skin.
    func skin(face: Int) throws -> Int {
        let host = ViewHost(
            AvatarPicture(avatar: Avatar(hue: 0.6, face: face, hair: 0, accessory: 0), size: 100),
            size: Size(width: 100, height: 100))
        host.advance(to: 1)
        let canvas = try host.render(scale: 1)
        return (0..<100).reduce(0) { count, y in
            count
                + (0..<100).filter { x in
                    let c = canvas.color(atPixelX: x, y: y)
                    return abs(c.red - 0.98) < 0.03 && abs(c.green - 0.83) < 0.03 && abs(c.blue - 0.69) < 0.03
                }.count
        }
    }
}
