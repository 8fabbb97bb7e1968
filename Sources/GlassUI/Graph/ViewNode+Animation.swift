import Foundation
import GlassCore

/// A view's frame and its comings and goings, animated: a frame that changes inside an
/// animated transaction moves there along the animation; a view inserted or removed in one
/// plays its transition.
extension ViewNode {
    /// The frame as drawn at the graph's time.
    var presentedFrame: CGRect {
        frameMotion?.value(at: graph.time).rect ?? frame
    }

    /// How the node is drawn now in its parent unit's space: moved to its presented frame,
    /// through its effect's transform and its transition's, faded by its transition.
    var presentedPlacement: (transform: AffineTransform, opacity: Double) {
        let frame = presentedFrame
        var transform = AffineTransform.translation(Vector(dx: Double(frame.minX), dy: Double(frame.minY)))
        if let extra = behavior?.transform(size: frame.size) {
            transform = extra.concatenating(transform)
        }
        guard let state = transition else { return (transform, 1) }
        let effect = state.transition.effect(
            progress: state.progress.value(at: graph.time), insertion: state.insertion,
            size: frame.size, rightToLeft: environment.layoutDirection == .rightToLeft)
        return (effect.transform(size: frame.size).concatenating(transform), effect.opacity)
    }

    /// The part of the screen the node draws on now: its drawing bounds (its presented bounds
    /// grown by the paint reach, and what its children draw beyond them), through everything
    /// above it as drawn (a transparent node: its units').
    var presentedScreenArea: CGRect {
        guard behavior != nil else {
            var units: [ViewNode] = []
            appendUnits(to: &units)
            return units.map(\.presentedScreenArea).reduce(CGRect.null) { $0.union($1) }
        }
        var transform = AffineTransform.identity
        var node: ViewNode? = self
        while let current = node {
            if current.behavior != nil { transform = transform.concatenating(current.presentedPlacement.transform) }
            node = current.parent
        }
        return Self.boundingBox(of: drawingBounds(), through: transform)
    }

    /// Moves the frames in flight below this node by `delta` as drawn now, their targets kept:
    /// the outermost moving view of each branch (its children move with it). A scroll view
    /// whose content jumped under an animated reflow keeps them where they show on screen.
    func shiftMovingFrames(by delta: CGPoint) {
        guard delta != .zero else { return }
        for child in children {
            if child.frameMotion?.isAnimating(at: graph.time) == true {
                child.frameMotion!.shift(by: AnimatableVector(Double(delta.x), Double(delta.y)), at: graph.time)
            } else {
                child.shiftMovingFrames(by: delta)
            }
        }
    }

    /// Records a new layout frame, animating to it when the change that moved it is animated.
    func moveFrame(to rect: CGRect) {
        let target = AnimatableVector(rect)
        guard frameMotion != nil else {
            // A matched view replacing another starts where that one was.
            if let animation = graph.animation(for: self, spatial: true), let start = graph.matchedStart(for: self) {
                frameMotion = AnimatedValue(AnimatableVector(start))
                frameMotion!.set(target, animation: animation, at: graph.time)
                graph.noteAnimating(self)
                graph.setNeedsFullPaint()
            } else {
                frameMotion = AnimatedValue(target)
            }
            return
        }
        guard frameMotion!.target != target else { return }
        // A view that moved may uncover what was drawn under it anywhere: draw everything.
        graph.setNeedsFullPaint()
        contentChanged(includingSelf: false)
        frameMotion!.set(target, animation: graph.animation(for: self, spatial: true), at: graph.time)
        if frameMotion!.isAnimating(at: graph.time) { graph.noteAnimating(self) }
    }

    /// Starts an insertion (progress 0 → 1) or removal (1 → 0) on the node's top layout units.
    func beginTransition(insertion: Bool, animation: Animation) {
        var units: [ViewNode] = []
        appendUnits(to: &units)
        let transition = (units.first?.behavior as? TransitionBehavior)?.transition ?? .opacity
        let effective = environment.accessibilityReduceMotion ? transition.reducedMotion : transition
        for unit in units {
            var progress = AnimatedValue(insertion ? 0.0 : 1.0)
            progress.set(insertion ? 1 : 0, animation: animation, at: graph.time)
            unit.transition = TransitionState(transition: effective, insertion: insertion, progress: progress)
            graph.noteAnimating(unit)
        }
    }

    /// Whether anything of this node still moves at `time`.
    func isAnimating(at time: Double) -> Bool {
        if frameMotion?.isAnimating(at: time) == true { return true }
        if transition?.progress.isAnimating(at: time) == true { return true }
        return behavior?.isAnimating(at: time) ?? false
    }
}

extension ViewGraph {
    /// Drops the views whose removal transitions have ended, and insertion states that are done.
    func finishTransitions() {
        disappearing.removeAll { node in
            guard let state = node.transition, !state.progress.isAnimating(at: time) else { return false }
            // Gone now: where it was last drawn is drawn again, and so are the layers that held it.
            damageMotion(of: node, ended: true)
            node.contentChanged(includingSelf: false)
            if let unit = node.parentUnit {
                unit.leaving.removeAll { $0 === node }
            }
            return true
        }
    }
}

/// An insertion or removal in flight.
struct TransitionState {
    var transition: AnyTransition
    var insertion: Bool
    /// 1 is the view as it is; 0 is where the transition takes it from or to.
    var progress: AnimatedValue<Double>
}
