import Foundation
import GlassCore

/// Read-only text, as SwiftUI's `Text`: a string (with inline Markdown when it is a literal),
/// runs joined with `+`, each run with its own font, weight, color and decorations.
public struct Text: Hashable, Sendable {
    struct Segment: Hashable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospacedDigit = false
        var design: Font.Design?
        var color: Color?
        var underline = false
        var strikethrough = false
    }

    var segments: [Segment]

    /// `content` as it is, with no Markdown.
    public init(verbatim content: String) {
        segments = [Segment(string: content)]
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// A literal or interpolated string: `**bold**`, `*italic*` and `` `code` `` in the literal
    /// parts style their runs, as SwiftUI's inline Markdown does.
    public init(_ key: LocalizedStringKey) {
        segments = key.segments
    }

    init(segments: [Segment]) { self.segments = segments }

    /// The text of all runs.
    var string: String { segments.map(\.string).joined() }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    private func map(_ change: (inout Segment) -> Void) -> Text {
        var copy = self
        for i in copy.segments.indices { change(&copy.segments[i]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { map { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { map { $0.monospacedDigit = true } }
    public func fontDesign(_ design: Font.Design?) -> Text { map { $0.design = design } }
    public func foregroundColor(_ color: Color?) -> Text { map { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map { $0.strikethrough = isActive }
    }

    /// A case text is shown in, as SwiftUI's `Text.Case` (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where an over-long line is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// Runs resolved against `environment`: fonts, colors and the paragraph's settings.
    func styled(in environment: EnvironmentValues) -> StyledText {
        let baseFont = environment.font ?? .body
        let foreground = (environment.foregroundStyle ?? HierarchicalShapeStyle.primary)._resolve(in: environment)
            .representativeColor
        var lineHeight: Double?
        let runs = segments.map { segment -> StyledText.Run in
            var font = environment.fontModifiers.apply(to: segment.font ?? baseFont)
            if let weight = segment.weight { font.weight = weight }
            if segment.italic { font.isItalic = true }
            if segment.monospacedDigit { font.usesMonospacedDigit = true }
            if let design = segment.design { font.design = design }
            let resolved = font.resolve(at: environment.dynamicTypeSize)
            lineHeight = max(lineHeight ?? 0, resolved.lineHeight ?? 0)
            let color = segment.color?.resolve(in: environment) ?? foreground
            let enabled = environment.isEnabled ? color : color.opacity(0.35)
            let string: String =
                switch environment.textCase {
                case .uppercase?: segment.string.uppercased(with: environment.locale)
                case .lowercase?: segment.string.lowercased(with: environment.locale)
                case nil: segment.string
                }
            return StyledText.Run(
                string, font: resolved.font, color: enabled,
                underline: segment.underline, strikethrough: segment.strikethrough)
        }
        let alignment: GlassCore.TextAlignment =
            switch (environment.multilineTextAlignment, environment.layoutDirection) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): .leading
            case (.center, _): .center
            default: .trailing
            }
        let truncation: StyledText.Truncation =
            switch environment.truncationMode {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        return StyledText(
            runs: runs, alignment: alignment, lineLimit: environment.lineLimit, truncation: truncation,
            lineSpacing: Double(environment.lineSpacing), lineHeight: lineHeight == 0 ? nil : lineHeight)
    }
}

extension Text: View, PrimitiveView {
    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { TextBehavior() }
        behavior.set(styled(in: node.environment), node: node)
        node.setUnit(behavior, children: [])
    }
}

/// A `Text` laid out: its layouts by width, measured once each and drawn from the same object.
@MainActor
final class TextBehavior: NodeBehavior {
    private(set) var text = StyledText(runs: [])
    private var layouts: [(width: Double, layout: any TextLayout)] = []
    private var natural: (any TextLayout)?
    /// The layout drawn last: what a content transition fades out.
    private var drawn: (any TextLayout)?

    /// The text being replaced under a content transition, and how far the change has gone.
    private(set) var outgoing: (layout: any TextLayout, transition: ContentTransition, progress: AnimatedValue<Double>)?

    func set(_ newText: StyledText, node: ViewNode) {
        guard newText != text else { return }
        let transition = node.environment.contentTransition
        if transition != .identity, !text.runs.isEmpty, let animation = node.graph.animation(for: node),
            let old = drawn ?? layouts.last?.layout ?? natural
        {
            var progress = AnimatedValue(0.0)
            progress.set(1, animation: animation, at: node.graph.time)
            let reduced = node.environment.accessibilityReduceMotion ? ContentTransition.opacity : transition
            outgoing = (old, reduced, progress)
            node.graph.noteAnimating(node)
        }
        text = newText
        layouts.removeAll()
        natural = nil
        drawn = nil
        node.invalidateLayout()
        node.setNeedsPaint()
    }

    override func isAnimating(at time: Double) -> Bool {
        outgoing?.progress.isAnimating(at: time) ?? false
    }

    override var forwardsTraits: Bool { false }

    /// The text wrapped at `width` (nil: a line per paragraph). Lines wrap greedily, so a
    /// layout made at a width W whose widest line is w breaks the same lines at any width from
    /// w to W: it serves them all, the natural layout every width from its own up. A text that
    /// cannot fit W (w > W, a stack's probe at 0) serves its own width w too, so a text placed
    /// at the size it measured draws the lines it measured.
    func layout(width: Double?, node: ViewNode) -> any TextLayout {
        guard let width else { return naturalLayout(node: node) }
        if let natural, natural.size.width <= width { return natural }
        if let hit = layouts.first(where: {
            $0.width == width || $0.layout.size.width...max($0.width, $0.layout.size.width) ~= width
        }) {
            return hit.layout
        }
        let layout = node.graph.textEngine.layout(text, width: width)
        if layouts.count >= 4 { layouts.removeFirst() }
        layouts.append((width, layout))
        return layout
    }

    /// The layout with no width (a line per paragraph), kept apart from the others.
    private func naturalLayout(node: ViewNode) -> any TextLayout {
        if let natural { return natural }
        let layout = node.graph.textEngine.layout(text, width: nil)
        natural = layout
        return layout
    }

    /// A width at least the text's natural width breaks no line, so the size there is the
    /// natural one: a text is shaped once for all the wide proposals stacks make while they
    /// share out their width, and again only for the narrower ones.
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
        let natural = naturalLayout(node: node)
        let size = width.map { natural.size.width <= $0 } ?? true ? natural.size : layout(width: width, node: node).size
        return CGSize(width: size.width, height: size.height)
    }

    override var drawsInsideFrame: Bool { true }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        if guide == .firstTextBaseline { return layout(width: Double(size.width), node: node).firstBaseline }
        if guide == .lastTextBaseline { return layout(width: Double(size.width), node: node).lastBaseline }
        return nil
    }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? { nil }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        // The layout measured for the proposal the text was placed with: its lines break where
        // they did when measured, whatever the frame's rounding to pixels did to its width.
        let width = node.placedProposal?.width.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
        let incoming = layout(width: width, node: node)
        drawn = incoming
        guard let outgoing, outgoing.progress.isAnimating(at: node.graph.time) else {
            self.outgoing = nil
            context.canvas.draw(incoming, at: Point(x: 0, y: 0))
            return
        }
        // The old text leaves (rolling one half-line away for numeric text) as the new arrives.
        let p = outgoing.progress.value(at: node.graph.time)
        var roll = 0.0
        if case .numeric(let countsDown) = outgoing.transition.kind {
            roll = incoming.size.height * 0.5 * (countsDown ? -1 : 1)
        }
        context.canvas.withLayer(opacity: max(1 - p, 0), transform: .translation(Vector(dx: 0, dy: -roll * p))) {
            context.canvas.draw(outgoing.layout, at: Point(x: 0, y: 0))
        }
        context.canvas.withLayer(opacity: min(max(p, 0), 1), transform: .translation(Vector(dx: 0, dy: roll * (1 - p))))
        {
            context.canvas.draw(incoming, at: Point(x: 0, y: 0))
        }
    }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }
}

extension EnvironmentValues {
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

/// How lines of a paragraph align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private enum TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension View {
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }
    /// Shows the text inside in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
