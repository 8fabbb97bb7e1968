import Foundation
import GlassCore

/// Progress, as SwiftUI's `ProgressView`: with a value, a linear bar (4 pt, the tint over a
/// gray track); without one, iOS's spinner of eight spokes turning once a second. The spinner
/// keeps the host drawing frames while it is on screen.
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label
    @Environment(\.progressViewStyle) private var style

    public var body: some View {
        let linear = fraction != nil && style != .circular || style == .linear
        VStack(alignment: linear ? .leading : .center, spacing: 8) {
            if linear {
                ProgressBar(fraction: fraction ?? 0)
            } else {
                Spinner()
            }
            label
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(fraction.map { "\(Int(($0 * 100).rounded())) percent" } ?? "in progress")
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate spinner.
    public init() {
        fraction = nil
        label = EmptyView()
    }

    /// A bar filled to `value / total` (clamped to 0…1; nil shows the spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
        label = EmptyView()
    }
}

extension ProgressView where Label == Text {
    public init(_ title: LocalizedStringKey) {
        fraction = nil
        label = Text(title)
    }

    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
        label = Text(title)
    }
}

struct ProgressBar: View {
    let fraction: Double
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.adaptive(light: .init(hex6: 0xE3E3E8), dark: .init(hex6: 0x38383C))))
                Capsule().fill(Color.accentColor).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 4)
    }
}

/// iOS's activity indicator: eight capsule spokes, the leading one darkest, turning in steps.
struct Spinner: View, PrimitiveView {
    var body: Never { neverBody() }
    func _update(_ node: ViewNode) {
        let behavior = node.reuse { SpinnerBehavior(graph: node.graph) }
        let ink = (node.environment.tint ?? Color(.hierarchical(1))).resolve(in: node.environment)
        behavior.ink = node.environment.tint == nil ? Color.gray.resolve(in: node.environment) : ink
        node.graph.noteAnimating(node)
        node.setUnit(behavior, children: [])
    }
}

@MainActor
final class SpinnerBehavior: NodeBehavior {
    var ink = GlassCore.Color.black
    private unowned let graph: ViewGraph
    static let side: CGFloat = 20
    static let spokes = 8

    init(graph: ViewGraph) { self.graph = graph }

    override var forwardsTraits: Bool { false }
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: Self.side, height: Self.side)
    }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}
    override func isAnimating(at time: Double) -> Bool { true }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let size = node.presentedFrame.size
        let center = Point(x: Double(size.width) / 2, y: Double(size.height) / 2)
        let r = Double(min(size.width, size.height)) / 2
        let step = Int(graph.time * Double(Self.spokes)) % Self.spokes
        for i in 0..<Self.spokes {
            let angle = Double(i) / Double(Self.spokes) * 2 * .pi - .pi / 2
            let age = (step - i + Self.spokes) % Self.spokes
            let spoke = GlassCore.Path(
                roundedRect: Rect(x: -r * 0.13, y: -r, width: r * 0.26, height: r * 0.5), cornerRadius: r * 0.13,
                style: .circular
            )
            .applying(
                AffineTransform.rotation(radians: angle + .pi / 2).concatenating(
                    .translation(Vector(dx: center.x, dy: center.y))))
            context.canvas.fill(spoke, with: ink.opacity(1 - Double(age) * 0.11))
        }
    }
}

/// How a progress view draws, as SwiftUI's `ProgressViewStyle` choices.
public struct ProgressViewStyleChoice: Hashable, Sendable {
    let name: String
    public static let automatic = ProgressViewStyleChoice(name: "automatic")
    public static let circular = ProgressViewStyleChoice(name: "circular")
    public static let linear = ProgressViewStyleChoice(name: "linear")
}

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleChoice {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

private enum ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleChoice.automatic }

extension View {
    /// `.circular` or `.linear`.
    public func progressViewStyle(_ style: ProgressViewStyleChoice) -> some View {
        environment(\.progressViewStyle, style)
    }
}
