import Foundation
import GlassCore
import GlassMotion

/// A presented view's unit: where its panel sits, how it comes and goes, and how a finger
/// moves a sheet between its detents.
///
/// - A sheet rises from the bottom to its detent: `.large` leaves the status bar's inset and
///   10 pt above it, `.medium` half the screen, `.height` and `.fraction` their own. On iOS 26
///   a sheet below `.large` floats 8 pt from the screen's sides and bottom, on thick Liquid
///   Glass (the regular material before iOS 26), with 38 pt corners; at `.large` (and
///   before iOS 26 always, but for a form sheet) it reaches the sides and bottom, with 38 pt (10 pt before 26) top
///   corners, on the system background. The screen behind dims by 30 % black and takes no
///   touches, unless `presentationBackgroundInteraction` lets it through the sheet's height. Its grabber (36
///   by 5 pt, 5 pt from the top) shows when it has several detents. Dragged, it follows the
///   finger and settles on the detent nearest to where the flick would end; past half the
///   smallest detent, it is dismissed.
/// - In a regular width and height (an iPad's screen) a sheet is a form sheet: 540 by 620 pt
///   at the centre of the safe area, whatever its detents, with all four corners round (on
///   the same glass on iOS 26, on the system background with 10 pt corners before); no
///   grabber; a swipe down or a tap on the dimmed screen dismisses it; what it presents has a
///   compact width, as UIKit gives a form sheet's content.
/// - A full-screen cover rises over the whole screen.
/// - A popover (iPad) floats next to its view: under it when there is room, else above, on
///   thick Liquid Glass (the regular material before iOS 26) with 26 pt corners, no dimming; a
///   tap outside closes it.
/// - An alert fades and shrinks in at the centre (from 110 %), 300 pt wide on thick Liquid
///   Glass on iOS 26 (270 pt on the regular material before), behind it 20 % black.
/// - A confirmation dialog rises at the bottom, 8 pt from the sides and the safe area.
@MainActor
final class ModalBehavior: NodeBehavior {
    unowned let graph: ViewGraph
    weak var node: ViewNode?
    weak var presentations: Presentations?
    var id = 0
    var kind = Presentations.Modal.Kind.sheet
    var safeArea = EdgeInsets()
    var dismiss: @MainActor () -> Void = {}
    var options = PresentationOptions()
    var background: AnyShapeStyle?
    let drag = PanRecognizer(axis: .vertical)
    /// How the scroll views inside a sheet reach it, to hand it their drags.
    let sheetLink = SheetLink()

    /// How far it has come in (0: gone, 1: in place).
    private var progress = AnimatedValue(0.0)
    private var leaving = false
    /// What the panel's glass kept of its backdrop.
    private var keptGlass = KeptPaneGlass()
    /// The sheet's resting detent height, and where the finger holds it.
    var restingHeight: CGFloat?
    var heldHeight: CGFloat?
    /// The sheet's height moving to its detent.
    var height = AnimatedValue(0.0)
    /// Whether the drag moving the sheet is a scroll view's, handed over.
    var scrollDriven = false
    /// Whether the sheet was a form sheet when its resting height was set.
    private var placedAsForm = false

    static let appear = Animation.spring(response: 0.4, dampingFraction: 1)
    static let settle = Animation(.springMotion(ScrollPhysics.snap))

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        progress.set(1, animation: Self.appear, at: graph.time)
        sheetLink.sheet = self
        drag.shouldBegin = { [unowned self] _ in kind == .sheet }
        // The sheet's own pan stands aside while a scroll view inside hands it a drag.
        drag.began = { [unowned self] in if !scrollDriven { beginDrag() } }
        drag.changed = { [unowned self] in if !scrollDriven { dragged($0) } }
        drag.ended = { [unowned self] in if !scrollDriven { released($0, velocity: $1) } }
        drag.cancelled = { [unowned self] in if !scrollDriven { released(0, velocity: 0) } }
    }

    override var recognizer: AnyGestureRecognizer? { drag }
    override var forwardsTraits: Bool { false }

    var modern: Bool { node?.environment.operatingSystemVersion ?? 26 >= 26 }
    var screen: CGSize { node?.frame.size ?? .zero }

    // MARK: Coming and going

    /// The presentation started to leave, or (presented again before it was gone) to stay:
    /// it slides away, or back in from where it is.
    func setLeaving(_ isLeaving: Bool) {
        guard isLeaving != leaving else { return }
        leaving = isLeaving
        progress.set(isLeaving ? 0 : 1, animation: Self.appear, at: graph.time)
        started()
    }

    func started() {
        guard let node else { return }
        graph.noteAnimating(node)
        node.invalidateLayout()
    }

    override func advanced(to time: Double) {
        node?.invalidateLayout()
        if leaving, !progress.isAnimating(at: time), let presentations {
            let id = self.id
            graph.afterUpdate { presentations.remove(id: id) }
            node.map { graph.setNeedsBody($0) }
        }
    }

    override func isAnimating(at time: Double) -> Bool {
        // A leaving view stays in motion until it has been dropped.
        leaving || progress.isAnimating(at: time) || height.isAnimating(at: time)
    }

    /// A tap outside the panel: a popover, a confirmation dialog and a form sheet close; a
    /// sheet, a cover and an alert stay.
    func tappedOutside() {
        if case .popover = kind { dismiss() }
        if kind == .confirmationDialog || isFormSheet { dismiss() }
    }

    // MARK: Layout

    /// The safe area the presented view sees: a sheet's bottom inset where it reaches the
    /// screen's bottom; a cover's, the screen's.
    var contentSafeArea: EdgeInsets {
        switch kind {
        case .fullScreenCover: safeArea
        case .sheet: EdgeInsets(top: 0, leading: 0, bottom: floats || isFormSheet ? 0 : safeArea.bottom, trailing: 0)
        default: EdgeInsets()
        }
    }

    /// Whether the sheet floats inset from the screen's edges (iOS 26, below `.large`).
    private var floats: Bool { modern && kind == .sheet && !isLarge }

    /// The panel's frame at rest, before it moves in or out.
    private func panel(node: ViewNode) -> CGRect {
        let size = screen
        switch kind {
        case .sheet:
            // A sheet rests at its first detent, and again when it becomes or stops being a
            // form sheet, or a form sheet at rest changes its height (the window resized).
            let resized = isFormSheet && heldHeight == nil && !leaving && restingHeight != formSize.height
            if restingHeight == nil || placedAsForm != isFormSheet || resized, let first = detentHeights.first {
                restingHeight = first
                height = AnimatedValue(Double(first))
                placedAsForm = isFormSheet
            }
            let h = presentedHeight
            // At rest a form sheet's height is its own (set just above); moving, where the
            // finger or the spring holds it, and as it slides away, where the finger left it.
            if isFormSheet { return formFrame(presented: h) }
            let inset: CGFloat = floats ? 8 : 0
            return CGRect(x: inset, y: size.height - h - inset, width: size.width - 2 * inset, height: h)
        case .fullScreenCover:
            return CGRect(origin: .zero, size: size)
        case .alert:
            let width: CGFloat = modern ? 300 : 270
            let h = node.units(ofChild: 1).first?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
            return CGRect(x: (size.width - width) / 2, y: (size.height - h) / 2, width: width, height: h)
        case .confirmationDialog:
            let width = size.width - 16
            let h = node.units(ofChild: 1).first?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
            return CGRect(x: 8, y: size.height - safeArea.bottom - 8 - h, width: width, height: h)
        case .popover(let anchor):
            let fit = node.units(ofChild: 1).first?.sizeThatFits(ProposedViewSize(width: 375, height: nil)) ?? .zero
            let w = min(max(fit.width, 200), size.width - 40), h = min(max(fit.height, 44), size.height - 100)
            let x = min(max(anchor.midX - w / 2, 20), size.width - 20 - w)
            let below = anchor.maxY + 10
            let y =
                below + h <= size.height - safeArea.bottom - 10 ? below : max(anchor.minY - 10 - h, safeArea.top + 10)
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// The panel's frame as drawn now, moved by how far it has come in.
    private func movedPanel(_ rest: CGRect) -> CGRect {
        let p = CGFloat(progress.value(at: graph.time))
        switch kind {
        case .sheet, .fullScreenCover, .confirmationDialog:
            return rest.offsetBy(dx: 0, dy: (1 - p) * (screen.height - rest.minY))
        default:
            return rest
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        for unit in node.units(ofChild: 0) { unit.place(in: bounds, proposal: ProposedViewSize(bounds.size)) }
        let frame = movedPanel(panel(node: node))
        var inner = frame
        if kind == .fullScreenCover {
            inner = CGRect(
                x: frame.minX + safeArea.leading, y: frame.minY + safeArea.top,
                width: frame.width - safeArea.horizontal, height: frame.height - safeArea.vertical)
        }
        for unit in node.units(ofChild: 1) { unit.place(in: inner, proposal: ProposedViewSize(inner.size)) }
        panelFrame = frame
        // The content's safe area follows whether the sheet floats (a new size, a new detent).
        if placedSafeArea != contentSafeArea {
            placedSafeArea = contentSafeArea
            graph.setNeedsBody(node)
        }
    }

    private var panelFrame = CGRect.zero
    /// The content safe area of the last layout, to tell when it changes.
    private var placedSafeArea: EdgeInsets?

    // MARK: Drawing

    private var cornerRadius: CGFloat {
        switch kind {
        case .sheet: modern ? 38 : 10
        case .fullScreenCover: 0
        case .alert: modern ? 34 : 14
        case .confirmationDialog: modern ? 26 : 13
        case .popover: modern ? 26 : 13
        }
    }

    private var dimming: Double {
        switch kind {
        case .sheet: 0.3 * dimmedShare
        case .alert, .confirmationDialog: 0.2
        case .fullScreenCover, .popover: 0
        }
    }

    private var panelShape: Path {
        let frame = CGRect(origin: .zero, size: panelFrame.size)
        if kind == .sheet && !floats && !isFormSheet {
            return UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius).path(
                in: frame)
        }
        return RoundedRectangle(cornerRadius: cornerRadius).path(in: frame)
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let p = min(max(progress.value(at: graph.time), 0), 1)
        if dimming > 0 {
            context.canvas.fill(
                GlassCore.Path(rect: Rect(CGRect(origin: .zero, size: node.presentedFrame.size))),
                with: GlassCore.Color(white: 0, alpha: dimming * p))
        }
        let alpha = kind == .alert ? p : 1
        let scale = kind == .alert ? 1.1 - 0.1 * p : 1
        let zoom = AffineTransform.scale(scale).about(Point(x: Double(panelFrame.midX), y: Double(panelFrame.midY)))
        context.canvas.withLayer(opacity: alpha, transform: zoom) {
            paintPanel(node, in: context)
        }
    }

    private func paintPanel(_ node: ViewNode, in context: PaintContext) {
        let origin = AffineTransform.translation(Vector(dx: Double(panelFrame.minX), dy: Double(panelFrame.minY)))
        let shape = panelShape
        context.canvas.withLayer(transform: origin) {
            let bounds = CGRect(origin: .zero, size: panelFrame.size)
            let floating = kind == .sheet ? floats : kind != .fullScreenCover
            let glass = background == nil && floating && modern
            if !glass { keptGlass.forget() }
            if let background {
                context.fill(shape, with: background._resolve(in: node.environment), bounds: bounds)
            } else if glass {
                // iOS 26 floats sheets, popovers and alerts on Liquid Glass, thick whatever
                // their size: what they hold must read over anything. The pane keeps its
                // backdrop, so that a change beneath part of it draws that part again.
                keptGlass.draw(on: context.canvas, reading: panelArea(of: node)) {
                    context.drawGlass(
                        .regular, tint: nil, shape: AnyShape(RoundedRectangle(cornerRadius: cornerRadius)),
                        size: panelFrame.size, thickness: 1)
                }
            } else if floating {
                context.drawMaterial(.regular, opacity: 1, in: shape, bounds: bounds)
            } else {
                let ground = SemanticColor.systemBackground.resolved(in: node.environment.colorScheme.core)
                context.canvas.fill(shape.core, with: ground)
            }
            if showsGrabber {
                let grabber = Rect(x: Double(bounds.midX) - 18, y: 5, width: 36, height: 5)
                context.canvas.fill(
                    GlassCore.Path(roundedRect: grabber, cornerRadius: 2.5),
                    with: GlassCore.Color(white: 0.5, alpha: 0.45))
            }
        }
        context.canvas.withLayer(clip: shape.core.applying(origin)) {
            context.paintChild(1, of: node)
        }
        context.paintChild(0, of: node)
    }

    private var showsGrabber: Bool {
        guard kind == .sheet, !isFormSheet else { return false }
        switch options.dragIndicator {
        case .visible?: return true
        case .hidden?: return false
        default: return detentHeights.count > 1
        }
    }

    /// The panel reads its backdrop (its glass or material), not the screen around it.
    override func backdropArea(of node: ViewNode) -> CGRect? { panelArea(of: node) }

    private func panelArea(of node: ViewNode) -> CGRect {
        let reach = ViewGraph.paintReach
        return ViewNode.boundingBox(of: panelFrame.insetBy(dx: -reach, dy: -reach), through: node.screenTransform)
    }

    override func keptBackdropReach(of node: ViewNode) -> CGFloat? { keptGlass.reach(reading: panelArea(of: node)) }

    /// The shield takes the taps outside the panel, unless the view behind takes them; the
    /// panel's content those inside.
    override func hitTestOrder(childCount: Int) -> [Int] { interactsBehind ? [1] : [1, 0] }
}
