import Foundation
import GlassCore

/// An editable line of text, as SwiftUI's `TextField` (and `SecureField`, which shows dots). It
/// takes focus when tapped (or by Tab, or its `@FocusState`); typed text is inserted at the
/// cursor, the arrow keys move it (with Shift they extend the selection), Home and End jump,
/// Backspace and Delete remove a character or the selection, ⌘A selects all, and Return runs
/// `onSubmit`. Editing counts characters (grapheme clusters), so emoji and combining marks are
/// never split. The placeholder shows in the tertiary style while the text is empty.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let secure: Bool
    let label: Label

    public var body: some View {
        // The caret shows where focus is: a text field draws no focus ring, as on iOS.
        EditableText(text: text, prompt: prompt, secure: secure)
            .modifier(FocusModifier())
            .focusEffectDisabled()
            .accessibilityLabel(prompt)
            .accessibilityValue(secure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue)
            .accessibilityAddTraits(.isSearchField)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        self.init(text: text, prompt: title.string, secure: false, label: title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), secure: false, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let title = Text(titleKey)
        self.init(text: text, prompt: prompt?.string ?? title.string, secure: false, label: title)
    }
}

/// A text field that shows dots for what is typed, as SwiftUI's `SecureField`.
public struct SecureField: View {
    let field: TextField<Text>

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        field = TextField(text: text, prompt: title.string, secure: true, label: title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: String(title), secure: true, label: Text(title))
    }

    public var body: some View { field }
}

extension View {
    /// Runs `action` when Return is pressed in a text field inside.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        environment(\.onSubmit, SubmitAction(run: action))
    }
}

/// What submits, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The action is only run on the main actor, by the field that has focus.
struct SubmitAction: @unchecked Sendable {
    let run: () -> Void
}

extension EnvironmentValues {
    var onSubmit: SubmitAction? {
        get { self[SubmitKey.self] }
        set { self[SubmitKey.self] = newValue }
    }
}

private enum SubmitKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }

/// The editing surface of a text field.
struct EditableText: View, PrimitiveView {
    let text: Binding<String>
    let prompt: String
    let secure: Bool

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { TextFieldBehavior() }
        behavior.configure(text: text, prompt: prompt, secure: secure, node: node)
        node.setUnit(behavior, children: [])
    }
}

@MainActor
final class TextFieldBehavior: NodeBehavior {
    private var text: Binding<String>?
    private var prompt = ""
    private var secure = false
    private var submit: SubmitAction?
    private var style = StyledText(runs: [])
    private var placeholderStyle = StyledText(runs: [])
    private var font = GlassCore.Font(sizePoints: 17)
    private var ink = GlassCore.Color.black
    private var accent = GlassCore.Color.black
    /// The cursor and the selection's other end, in characters.
    private(set) var cursor = 0
    private(set) var anchor = 0
    private var tap: SpatialTapRecognizer?

    func configure(text: Binding<String>, prompt: String, secure: Bool, node: ViewNode) {
        self.text = text
        self.prompt = prompt
        self.secure = secure
        submit = node.environment.onSubmit
        let env = node.environment
        let resolved = (env.font ?? .body).resolve(at: env.dynamicTypeSize)
        font = resolved.font
        ink = (env.foregroundStyle ?? HierarchicalShapeStyle.primary)._resolve(in: env).representativeColor
        accent = Color.accentColor.resolve(in: env)
        let placeholderInk = Color.hierarchy(2, in: env)
        placeholderStyle = StyledText(
            runs: [StyledText.Run(prompt, font: font, color: placeholderInk)], lineLimit: 1,
            lineHeight: resolved.lineHeight)
        clampSelection(to: text.wrappedValue.count)
        let tap = self.tap ?? SpatialTapRecognizer()
        tap.node = node
        tap.ended = [
            { [weak self, weak node] _ in
                guard let self, let node else { return }
                node.graph.focus.focus(node.parent.flatMap { Self.focusTarget(above: $0) })
                self.cursor = self.text?.wrappedValue.count ?? 0
                self.anchor = self.cursor
                node.setNeedsPaint()
            }
        ]
        self.tap = tap
        node.invalidateLayout()
        node.setNeedsPaint()
    }

    /// The focus target that owns this field: its nearest focusable ancestor.
    private static func focusTarget(above node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let n = current {
            if n.behavior is FocusableBehavior { return n }
            current = n.parent
        }
        return nil
    }

    override var recognizer: AnyGestureRecognizer? { tap }
    override var forwardsTraits: Bool { false }

    private var shown: String {
        let value = text?.wrappedValue ?? ""
        return secure ? String(repeating: "•", count: value.count) : value
    }

    private func styled(_ string: String) -> StyledText {
        StyledText(
            runs: [StyledText.Run(string, font: font, color: ink)], lineLimit: 1,
            lineHeight: placeholderStyle.lineHeight)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let height = CGFloat(node.graph.textEngine.layout(placeholderStyle, width: nil).size.height)
        // A text field takes the width offered, as SwiftUI's does; alone it is as wide as its prompt.
        let ideal = CGFloat(node.graph.textEngine.layout(placeholderStyle, width: nil).size.width)
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal, height: max(height, 22))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }

    private func offset(of index: Int, in string: String, engine: any TextEngine) -> Double {
        engine.layout(styled(String(string.prefix(index))), width: nil).size.width
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let engine = node.graph.textEngine
        let string = shown
        let size = node.presentedFrame.size
        let focused =
            (node.parent.flatMap { Self.focusTarget(above: $0) }?.behavior as? FocusableBehavior)?.isFocused == true
        context.canvas.withLayer(
            clip: GlassCore.Path(rect: Rect(x: 0, y: -2, width: Double(size.width), height: Double(size.height) + 4))
        ) {
            if string.isEmpty {
                context.canvas.draw(engine.layout(placeholderStyle, width: nil), at: Point(x: 0, y: 0))
            } else {
                if focused && cursor != anchor {
                    let a = offset(of: min(cursor, anchor), in: string, engine: engine)
                    let b = offset(of: max(cursor, anchor), in: string, engine: engine)
                    context.canvas.fill(
                        GlassCore.Path(rect: Rect(x: a, y: 0, width: b - a, height: Double(size.height))),
                        with: accent.opacity(0.25))
                }
                context.canvas.draw(engine.layout(styled(string), width: nil), at: Point(x: 0, y: 0))
            }
            // The caret blinks: on for half a second, off for half a second.
            if focused && cursor == anchor && node.graph.time.truncatingRemainder(dividingBy: 1) < 0.5 {
                let x = string.isEmpty ? 0 : offset(of: cursor, in: string, engine: engine)
                context.canvas.fill(
                    GlassCore.Path(rect: Rect(x: x, y: 1, width: 2, height: Double(size.height) - 2)), with: accent)
            }
        }
        showsCaret = focused
        if focused { node.graph.noteAnimating(node) }
    }

    /// Whether the field has focus, so its caret blinks and frames keep coming.
    private var showsCaret = false

    override func isAnimating(at time: Double) -> Bool { showsCaret }

    // MARK: Editing

    /// Keeps the selection inside the text, which a shortcut or `onKeyPress` handler may have
    /// shortened since the field was last updated.
    private func clampSelection(to count: Int) {
        cursor = min(cursor, count)
        anchor = min(anchor, count)
    }

    func insert(_ typed: String, node: ViewNode) {
        guard let text else { return }
        var value = text.wrappedValue
        // Text arrives as UTF-8 from the keyboard; control characters are not text.
        let clean = String(
            String.UnicodeScalarView(typed.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        guard !clean.isEmpty else { return }
        clampSelection(to: value.count)
        let lower = value.index(value.startIndex, offsetBy: min(cursor, anchor))
        let upper = value.index(value.startIndex, offsetBy: max(cursor, anchor))
        value.replaceSubrange(lower..<upper, with: clean)
        let newCursor = min(cursor, anchor) + clean.count
        text.wrappedValue = value
        cursor = min(newCursor, value.count)
        anchor = cursor
        node.setNeedsPaint()
    }

    func handle(_ press: KeyPress, node: ViewNode) -> Bool {
        guard let text, press.phase != .up else { return false }
        var value = text.wrappedValue
        let count = value.count
        clampSelection(to: count)
        let extend = press.modifiers.contains(.shift)
        func move(to index: Int) {
            cursor = min(max(index, 0), count)
            if !extend { anchor = cursor }
            node.setNeedsPaint()
        }
        switch press.key {
        case .leftArrow:
            move(to: cursor != anchor && !extend ? min(cursor, anchor) : cursor - 1)
        case .rightArrow:
            move(to: cursor != anchor && !extend ? max(cursor, anchor) : cursor + 1)
        case .home, .upArrow:
            move(to: 0)
        case .end, .downArrow:
            move(to: count)
        case .delete, .deleteForward:
            var lower = min(cursor, anchor), upper = max(cursor, anchor)
            if lower == upper {
                if press.key == .delete { lower = max(lower - 1, 0) } else { upper = min(upper + 1, count) }
            }
            guard lower < upper else { return true }
            let a = value.index(value.startIndex, offsetBy: lower), b = value.index(value.startIndex, offsetBy: upper)
            value.removeSubrange(a..<b)
            text.wrappedValue = value
            cursor = lower
            anchor = lower
            node.setNeedsPaint()
        case .return:
            if let submit { node.graph.afterUpdate { submit.run() } }
        case KeyEquivalent("a") where press.modifiers.contains(.command) || press.modifiers.contains(.control):
            anchor = 0
            cursor = count
            node.setNeedsPaint()
        default:
            return false
        }
        return true
    }
}
