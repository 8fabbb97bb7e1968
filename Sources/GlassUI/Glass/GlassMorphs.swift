import Foundation

/// The glass a container drew last, and the panes in flight between changes: glass that
/// appeared flows out of its nearest neighbour (or swells where it stands), glass that left
/// flows into it (or shrinks away), on the `.bouncy` spring, the smooth union drawing the
/// liquid neck while they touch. Only animated changes morph, and always on `.bouncy`, as iOS
/// 26's glass moves whatever animation the change itself was made with.
@MainActor
struct GlassMorphs {
    /// A pane as the container draws it.
    struct Pane {
        /// Its name across changes: its `glassEffectID` or union, else its view.
        let key: AnyHashable
        let glass: Glass
        /// The appearance it has (its app's, or the one it took from its backdrop).
        let scheme: ColorScheme
        let shape: AnyShape
        var rect: CGRect
        let transition: GlassEffectTransition
    }

    private struct Flight {
        var frame: AnimatedValue<AnimatableVector>
        /// The pane that left, drawn until it lands; nil for one that appeared.
        var leaving: Pane?
    }

    static let animation = Animation.bouncy

    private var previous: [AnyHashable: Pane] = [:]
    private var hasDrawn = false
    private var flights: [AnyHashable: Flight] = [:]

    /// The panes to draw at `time` for the panes there are now, after a change made at
    /// `changeTime` (nil: not animated) since the last drawing.
    mutating func panes(_ current: [Pane], animatedSince changeTime: Double?, at time: Double) -> [Pane] {
        let now = Dictionary(current.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        if hasDrawn, let changeTime {
            for pane in current where previous[pane.key] == nil && pane.transition != .identity {
                let source =
                    pane.transition == .matchedGeometry ? Self.nearest(to: pane.rect, in: previous.values) : nil
                fly(
                    pane.key, from: source?.rect ?? Self.collapsed(pane.rect), to: pane.rect, leaving: nil,
                    at: changeTime)
            }
            for (key, pane) in previous where now[key] == nil && pane.transition != .identity {
                let target = pane.transition == .matchedGeometry ? Self.nearest(to: pane.rect, in: current) : nil
                fly(key, from: pane.rect, to: target?.rect ?? Self.collapsed(pane.rect), leaving: pane, at: changeTime)
            }
        }
        previous = now
        hasDrawn = true
        // Landed: a pane that arrived is where it is, one that left is gone.
        flights = flights.filter { $0.value.frame.isAnimating(at: time) }
        var drawn: [Pane] = []
        for var pane in current {
            if var flight = flights[pane.key], flight.leaving == nil {
                // It keeps flying toward where it is now, should that move.
                flight.frame.set(AnimatableVector(pane.rect), animation: Self.animation, at: time)
                flights[pane.key] = flight
                pane.rect = flight.frame.value(at: time).rect
            }
            drawn.append(pane)
        }
        for (_, flight) in flights {
            guard var pane = flight.leaving else { continue }
            pane.rect = flight.frame.value(at: time).rect
            drawn.append(pane)
        }
        return drawn
    }

    func isAnimating(at time: Double) -> Bool {
        flights.values.contains { $0.frame.isAnimating(at: time) }
    }

    private mutating func fly(_ key: AnyHashable, from start: CGRect, to end: CGRect, leaving: Pane?, at time: Double) {
        var frame = AnimatedValue(AnimatableVector(start))
        frame.set(AnimatableVector(end), animation: Self.animation, at: time)
        flights[key] = Flight(frame: frame, leaving: leaving)
    }

    /// The pane whose center lies nearest `rect`'s.
    static func nearest(to rect: CGRect, in panes: some Sequence<Pane>) -> Pane? {
        panes.min { distance($0.rect, rect) < distance($1.rect, rect) }
    }

    private static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        hypot(a.midX - b.midX, a.midY - b.midY)
    }

    /// `rect` shrunk to nothing at its center.
    static func collapsed(_ rect: CGRect) -> CGRect { CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0) }
}
