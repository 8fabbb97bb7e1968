import GlassUI
import Stories

/// A hero's avatar, drawn from its parameters (`Avatar`): a face on a circle of the hero's hue,
/// with its hair (none, short, long, curly or a cap) and its accessory (none, glasses, a star
/// or a flower). The parts are shapes in a unit square, so it draws sharp at any size.
struct HeroAvatar: View {
    let hero: Hero
    var size: Double = 72

    var body: some View {
        AvatarPicture(avatar: hero.avatar, size: size)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(hero.name)
    }
}

/// The picture of an `Avatar`, `size` points across, drawn on one canvas (a list row of
/// avatars costs one view each, not one per part).
struct AvatarPicture: View {
    let avatar: Avatar
    let size: Double

    static let skin = Color(red: 0.98, green: 0.83, blue: 0.69)
    static let hair = Color(red: 0.36, green: 0.22, blue: 0.13)
    static let ink = Color(red: 0.2, green: 0.14, blue: 0.12)

    var body: some View {
        let avatar = avatar
        // Every part lies inside the circle, so nothing needs clipping.
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            let line = StrokeStyle(lineWidth: size.width * 0.03, lineCap: .round)
            func fill(_ part: @Sendable (inout UnitPath) -> Void, _ color: Color) {
                context.fill(UnitPath.path(part, in: rect), with: .color(color))
            }
            fill({ $0.circle(0.5, 0.5, radius: 0.5) }, Color(hue: avatar.hue, saturation: 0.5, brightness: 0.92))
            if avatar.hair == 2 { fill(AvatarParts.longHair, Self.hair) }
            fill(AvatarParts.face(avatar.face), Self.skin)
            fill(AvatarParts.cheeks, Color(red: 1, green: 0.55, blue: 0.55).opacity(0.35))
            fill(AvatarParts.eyes, Self.ink)
            context.stroke(UnitPath.path(AvatarParts.smile, in: rect), with: .color(Self.ink), style: line)
            switch avatar.hair {
            case 1, 2: fill(AvatarParts.fringe, Self.hair)
            case 3: fill(AvatarParts.curls, Self.hair)
            case 4: fill(AvatarParts.cap, Color(hue: avatar.hue + 0.5, saturation: 0.7, brightness: 0.8))
            default: break
            }
            switch avatar.accessory {
            case 1:
                context.stroke(
                    UnitPath.path(AvatarParts.glasses, in: rect), with: .color(Self.ink), lineWidth: line.lineWidth)
            case 2: fill(AvatarParts.star, Color(red: 1, green: 0.8, blue: 0.1))
            case 3:
                fill(AvatarParts.petals, Color(red: 1, green: 0.45, blue: 0.65))
                fill(AvatarParts.flowerHeart, Color(red: 1, green: 0.85, blue: 0.2))
            default: break
            }
        }
        .frame(width: size, height: size)
    }
}

/// A path whose points are fractions of a rectangle.
struct UnitPath {
    let rect: CGRect
    var path = Path()

    /// The path `draw` makes in `rect`.
    static func path(_ draw: (inout UnitPath) -> Void, in rect: CGRect) -> Path {
        var unit = UnitPath(rect: rect)
        draw(&unit)
        return unit.path
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    mutating func move(_ x: Double, _ y: Double) { path.move(to: point(x, y)) }
    mutating func line(_ x: Double, _ y: Double) { path.addLine(to: point(x, y)) }
    mutating func curve(_ x: Double, _ y: Double, via cx: Double, _ cy: Double) {
        path.addQuadCurve(to: point(x, y), control: point(cx, cy))
    }
    mutating func ellipse(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        path.addEllipse(
            in: CGRect(
                x: rect.minX + (x - width / 2) * rect.width, y: rect.minY + (y - height / 2) * rect.height,
                width: width * rect.width, height: height * rect.height))
    }
    /// A circle whose radius is a fraction of the rectangle's shorter side, so that it stays round.
    mutating func circle(_ x: Double, _ y: Double, radius: Double) {
        let side = min(rect.width, rect.height)
        ellipse(x, y, 2 * radius * side / max(rect.width, 1), 2 * radius * side / max(rect.height, 1))
    }
    mutating func close() { path.closeSubpath() }
}

/// The avatar's parts in the unit square; the face is centred at (0.5, 0.55).
enum AvatarParts {
    /// Round, oval, heart-shaped (wide brow, pointed chin) or square-ish.
    static func face(_ kind: Int) -> @Sendable (inout UnitPath) -> Void {
        { p in
            switch kind {
            case 1: p.ellipse(0.5, 0.55, 0.46, 0.58)
            case 2:
                p.move(0.5, 0.83)
                p.curve(0.24, 0.5, via: 0.27, 0.72)
                p.curve(0.5, 0.3, via: 0.22, 0.28)
                p.curve(0.76, 0.5, via: 0.78, 0.28)
                p.curve(0.5, 0.83, via: 0.73, 0.72)
                p.close()
            case 3: p.path.addRoundedRect(in: p.rect.unit(0.25, 0.29, 0.5, 0.52), cornerSize: p.rect.scaled(0.14))
            default: p.circle(0.5, 0.55, radius: 0.27)
            }
        }
    }

    static let eyes: @Sendable (inout UnitPath) -> Void = { p in
        p.circle(0.41, 0.54, radius: 0.035)
        p.circle(0.59, 0.54, radius: 0.035)
    }

    static let cheeks: @Sendable (inout UnitPath) -> Void = { p in
        p.circle(0.34, 0.63, radius: 0.045)
        p.circle(0.66, 0.63, radius: 0.045)
    }

    static let smile: @Sendable (inout UnitPath) -> Void = { p in
        p.move(0.42, 0.65)
        p.curve(0.58, 0.65, via: 0.5, 0.73)
    }

    /// Short hair over the brow, also the top of long hair.
    static let fringe: @Sendable (inout UnitPath) -> Void = { p in
        p.move(0.22, 0.52)
        p.curve(0.5, 0.2, via: 0.2, 0.2)
        p.curve(0.78, 0.52, via: 0.8, 0.2)
        p.curve(0.5, 0.38, via: 0.7, 0.36)
        p.curve(0.22, 0.52, via: 0.32, 0.36)
        p.close()
    }

    /// Long hair, behind the face, down to the shoulders.
    static let longHair: @Sendable (inout UnitPath) -> Void = { p in
        p.path.addRoundedRect(in: p.rect.unit(0.19, 0.24, 0.62, 0.66), cornerSize: p.rect.scaled(0.28))
    }

    /// Curls: a ring of small circles over the brow.
    static let curls: @Sendable (inout UnitPath) -> Void = { p in
        for i in 0..<7 {
            let angle = Double.pi * (0.95 + 1.1 * Double(i) / 6)
            p.circle(0.5 + 0.27 * cos(angle), 0.5 + 0.24 * sin(angle), radius: 0.085)
        }
    }

    /// A cap: a dome over the brow and a brim to the right.
    static let cap: @Sendable (inout UnitPath) -> Void = { p in
        p.move(0.23, 0.44)
        p.curve(0.77, 0.44, via: 0.5, 0.04)
        p.close()
        p.ellipse(0.62, 0.44, 0.5, 0.07)
    }

    /// Round glasses over the eyes.
    static let glasses: @Sendable (inout UnitPath) -> Void = { p in
        p.circle(0.4, 0.54, radius: 0.075)
        p.circle(0.6, 0.54, radius: 0.075)
        p.move(0.475, 0.54)
        p.line(0.525, 0.54)
    }

    /// A five-pointed star at the top right.
    static let star: @Sendable (inout UnitPath) -> Void = { p in
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? 0.11 : 0.045
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let (x, y) = (0.78 + radius * cos(angle), 0.24 + radius * sin(angle))
            if i == 0 { p.move(x, y) } else { p.line(x, y) }
        }
        p.close()
    }

    /// A flower's petals above the left ear, and its heart.
    static let petals: @Sendable (inout UnitPath) -> Void = { p in
        for i in 0..<5 {
            let angle = Double(i) * 2 * Double.pi / 5
            p.circle(0.24 + 0.05 * cos(angle), 0.3 + 0.05 * sin(angle), radius: 0.045)
        }
    }

    static let flowerHeart: @Sendable (inout UnitPath) -> Void = { p in
        p.circle(0.24, 0.3, radius: 0.03)
    }
}

extension CGRect {
    /// The part of this rectangle at fractions `x`, `y`, `width`, `height` of it.
    fileprivate func unit(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
        CGRect(
            x: minX + x * self.width, y: minY + y * self.height, width: width * self.width,
            height: height * self.height)
    }

    /// A corner size of `fraction` of this rectangle.
    fileprivate func scaled(_ fraction: Double) -> CGSize {
        CGSize(width: fraction * width, height: fraction * height)
    }
}
