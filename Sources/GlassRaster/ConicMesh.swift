import CCairo
import Foundation
import GlassCore

/// A conic (angular) gradient as a Cairo mesh, which has no conic pattern of its own: wedges
/// around the center, each at most a quarter turn so its arc is one cubic, with the colors of
/// its two edges at its corners. Cairo interpolates each wedge along its arc, so the color
/// turns with the angle.
struct ConicMesh {
    let stops: [GradientStop]
    let center: Point
    let startAngle: Double
    let endAngle: Double

    /// The color sweep as (angle, color) edges, once round the full turn. The stops spread
    /// over the whole sweep from `startAngle` to `endAngle`; of a sweep longer than a turn only
    /// its last turn shows.
    var edges: [(angle: Double, color: Color)] {
        let sorted = stops.map { GradientStop($0.color, at: min(max($0.location, 0), 1)) }.sorted {
            $0.location < $1.location
        }
        guard let first = sorted.first, let last = sorted.last, startAngle.isFinite, endAngle.isFinite else {
            return []
        }
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if sweep == 0 { sweep = turn }
        if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        let shown = min(sweep, turn)
        let shownStart = startAngle + sweep - shown
        let hidden = (sweep - shown) / sweep  // the locations before the last turn
        var edges = [(shownStart, Self.color(at: hidden, in: sorted))]
        edges += sorted.filter { $0.location > hidden }.map { (startAngle + sweep * $0.location, $0.color) }
        edges.append((startAngle + sweep, last.color))
        if shown < turn {
            // The gap: the last color, then the first from halfway across.
            let middle = startAngle + sweep + (turn - shown) / 2
            edges += [(middle, last.color), (middle, first.color), (shownStart + turn, first.color)]
        }
        return edges
    }

    /// The color of sorted `stops` at `location`: the end colors beyond them.
    static func color(at location: Double, in stops: [GradientStop]) -> Color {
        guard let after = stops.firstIndex(where: { $0.location >= location }) else { return stops.last!.color }
        guard after > 0 else { return stops[after].color }
        let a = stops[after - 1], b = stops[after]
        let span = b.location - a.location
        return span > 0 ? mix(a.color, b.color, (location - a.location) / span) : b.color
    }

    /// The mesh, its wedges long enough to cover `bounds`.
    func pattern(reaching bounds: Rect) -> OpaquePointer {
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 1
        let mesh = cairo_pattern_create_mesh()!
        let edges = self.edges
        for (a, b) in zip(edges, edges.dropFirst()) where b.angle > a.angle {
            let pieces = Int(((b.angle - a.angle) / (Double.pi / 2)).rounded(.up))
            for piece in 0..<pieces {
                let f0 = Double(piece) / Double(pieces), f1 = Double(piece + 1) / Double(pieces)
                wedge(
                    mesh, radius: radius, from: a.angle + (b.angle - a.angle) * f0,
                    to: a.angle + (b.angle - a.angle) * f1,
                    colors: (Self.mix(a.color, b.color, f0), Self.mix(a.color, b.color, f1)))
            }
        }
        return mesh
    }

    /// `a` to `b` by `f` in sRGB values, as Cairo's linear and radial gradients mix their stops
    /// (not in linear light, as `Color.mixed` does).
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        Color(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f,
            alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// One wedge from angle `a0` to `a1` (at most a quarter turn): center, arc, back to center.
    private func wedge(_ mesh: OpaquePointer, radius r: Double, from a0: Double, to a1: Double, colors: (Color, Color))
    {
        // The cubic closest to a circular arc of this angle.
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * r
        let p0 = Point(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
        let p1 = Point(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, center.x, center.y)
        cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(
            mesh, p0.x - k * sin(a0), p0.y + k * cos(a0), p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
        cairo_mesh_pattern_line_to(mesh, center.x, center.y)
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            cairo_mesh_pattern_set_corner_color_rgba(
                mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}
