import Foundation

/// An overlay that shows once `delay` seconds have passed since `since` (a tooltip, the list
/// of shortcuts): until then it draws nothing, is not read by VoiceOver, and keeps the host
/// drawing frames. It fills the screen; subclasses place their content in it.
@MainActor
class DelayedOverlayBehavior: NodeBehavior {
    let delay: Double
    var since = 0.0
    weak var node: ViewNode?

    init(delay: Double) {
        self.delay = delay
        super.init()
    }

    func isShown(at time: Double) -> Bool { time >= since + delay }

    override func isAnimating(at time: Double) -> Bool { !isShown(at: time) }

    override func advanced(to time: Double) {
        if isShown(at: time) { node?.setNeedsPaint() }
    }

    override func shows(_ unit: ViewNode) -> Bool { isShown(at: unit.graph.time) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
