import Foundation

/// A choice among tagged views, as SwiftUI's `Picker`: each option is a view with `tag(_:)`;
/// the selection binding holds the chosen tag. `.segmented` draws iOS's segmented control (a
/// gray track, the chosen segment in a white capsule that slides); `.menu` (the default on iOS)
/// shows the choice and opens a menu of the options.
public struct Picker<SelectionValue: Hashable, Label: View, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public var body: some View {
        switch style {
        case .segmented:
            SegmentedControl(selection: AnyHashableBinding(selection), content: content)
                .accessibilityElement(children: .contain)
        default:
            // The whole row opens the menu, as in an iOS form, and VoiceOver reads it as one
            // button, the label and the choice ("Appearance, System"). Its button is the
            // picker's, not a list row's.
            MenuPickerButton(selection: AnyHashableBinding(selection), content: content, label: label)
                .environment(\.isListRow, false)
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
        }
    }
}

extension Picker where Label == Text {
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, label: Text(title), content: content)
    }
}

/// A selection binding with its value type erased, for controls that compare tags.
struct AnyHashableBinding {
    let get: () -> AnyHashable
    let set: (AnyHashable) -> Void

    init<V: Hashable>(_ binding: Binding<V>) {
        get = { AnyHashable(binding.wrappedValue) }
        set = { if let value = $0.base as? V { binding.wrappedValue = value } }
    }
}

/// How pickers draw, as SwiftUI's picker styles.
public struct PickerStyleChoice: Hashable, Sendable {
    let name: String
    public static let automatic = PickerStyleChoice(name: "automatic")
    public static let menu = PickerStyleChoice(name: "menu")
    public static let segmented = PickerStyleChoice(name: "segmented")
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleChoice {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

private enum PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleChoice.automatic }

extension View {
    public func pickerStyle(_ style: PickerStyleChoice) -> some View {
        environment(\.pickerStyle, style)
    }

    /// The value this view stands for in a `Picker` (or a `TabView`).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}

/// `tag(_:)`: a trait its container reads.
struct TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { TagBehavior() }
        behavior.tag = tag
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class TagBehavior: NodeBehavior {
    var tag: AnyHashable?
}

extension ViewNode {
    /// The tag this unit carries (through modifiers around it), if any.
    var tag: AnyHashable? {
        if let tag = (behavior as? TagBehavior)?.tag { return tag }
        guard let behavior, behavior.forwardsTraits else { return nil }
        return loneUnit?.tag
    }
}

/// iOS's segmented control: equal segments on a gray track, the selected one in a raised white
/// capsule; a tap selects. Each option is read as a button, the chosen one selected.
struct SegmentedControl<Content: View>: View, PrimitiveView {
    let selection: AnyHashableBinding
    let content: Content

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { SegmentedBehavior() }
        behavior.selection = selection
        behavior.attach(to: node)
        // iOS sets segments in 13 pt medium, on one line.
        node.writeEnvironment("segment font") {
            $0.font = .system(size: 13, weight: .medium)
            $0.lineLimit = 1
        }
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class SegmentedBehavior: NodeBehavior {
    var selection: AnyHashableBinding?
    private var tap: SpatialTapRecognizer?
    static let height: CGFloat = 32

    /// A tap on a segment selects its option.
    func attach(to node: ViewNode) {
        let tap = self.tap ?? SpatialTapRecognizer()
        tap.node = node
        tap.isEnabled = node.environment.isEnabled
        tap.ended = [
            { [weak self, weak node] value in
                guard let self, let node else { return }
                self.select(at: value.location.x, node: node)
            }
        ]
        self.tap = tap
    }

    override var recognizer: AnyGestureRecognizer? { tap }
    static let inset: CGFloat = 2

    override var forwardsTraits: Bool { false }

    private func selectedIndex(_ units: [ViewNode]) -> Int? {
        guard let current = selection?.get() else { return nil }
        return units.firstIndex { $0.tag == current }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let units = node.units(ofChild: 0)
        let widest = units.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
        let ideal = (widest + 16) * CGFloat(max(units.count, 1))
        return CGSize(width: proposal.width ?? ideal, height: Self.height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let units = node.units(ofChild: 0)
        guard !units.isEmpty else { return }
        let width = bounds.width / CGFloat(units.count)
        for (i, unit) in units.enumerated() {
            let cell = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
            FrameAlignment.place(
                LayoutSubviews(nodes: [unit], origin: .zero, layoutDirection: .leftToRight), in: cell,
                proposal: ProposedViewSize(width: width - 8, height: nil), alignment: .center)
        }
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let size = node.presentedFrame.size
        let units = node.units(ofChild: 0)
        let track = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 9)
        context.fill(
            track,
            with: Color(.adaptive(light: .init(hex6: 0xEEEEEF), dark: .init(hex6: 0x1C1C1F)))._resolve(
                in: node.environment),
            bounds: CGRect(origin: .zero, size: size))
        if let index = selectedIndex(units), !units.isEmpty {
            let width = size.width / CGFloat(units.count)
            let knob = CGRect(
                x: CGFloat(index) * width + Self.inset, y: Self.inset, width: width - 2 * Self.inset,
                height: size.height - 2 * Self.inset)
            let white = Color(.adaptive(light: .white, dark: .init(hex6: 0x636366)))._resolve(in: node.environment)
            context.canvas.withShadow(
                .init(color: .init(white: 0, alpha: 0.12), radius: 4, offset: .init(dx: 0, dy: 2)),
                bounds: .init(CGRect(origin: .zero, size: size))
            ) {
                context.fill(Path(roundedRect: knob, cornerRadius: 7), with: white, bounds: knob)
            }
        }
        context.paintChildren(of: node)
    }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }

    /// Each segment is read as a button, the chosen one selected.
    override func traits(forChild unit: ViewNode) -> AccessibilityTraits {
        guard let current = selection?.get(), unit.tag == current else { return .isButton }
        return [.isButton, .isSelected]
    }

    /// Selects the segment under `x` (points in the control's space).
    func select(at x: CGFloat, node: ViewNode) {
        let units = node.units(ofChild: 0)
        guard !units.isEmpty, node.frame.width > 0 else { return }
        let index = min(max(Int(x / (node.frame.width / CGFloat(units.count))), 0), units.count - 1)
        if let tag = units[index].tag { selection?.set(tag) }
    }
}

/// A menu picker's button across its row: the label in the primary color, then the chosen
/// option and up-down chevrons in the tint; it opens a menu of every option, the chosen one
/// checked.
struct MenuPickerButton<Content: View, Label: View>: View {
    let selection: AnyHashableBinding
    let content: Content
    let label: Label

    var body: some View {
        MenuTrigger(content: AnyView(OptionList(selection: selection, content: content))) {
            HStack {
                label.foregroundStyle(Color.primary)
                Spacer()
                HStack(spacing: 4) {
                    OptionList(selection: selection, content: content, onlyChosen: true)
                    Image(systemName: "chevron.up.chevron.down").imageScale(.small).accessibilityHidden(true)
                }
                .foregroundStyle(Color.accentColor)
            }
            .contentShape(Rectangle())
        }
    }
}

/// The options of a picker as menu rows (a checkmark on the chosen one, a tap chooses it), or
/// only the chosen option, for the picker's button.
struct OptionList<Content: View>: View, PrimitiveView {
    let selection: AnyHashableBinding
    let content: Content
    var onlyChosen = false

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { OptionListBehavior() }
        behavior.selection = selection
        behavior.onlyChosen = onlyChosen
        behavior.attach(to: node)
        node.invalidateLayout()
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class OptionListBehavior: NodeBehavior {
    var selection: AnyHashableBinding?
    var onlyChosen = false
    private var tap: SpatialTapRecognizer?
    static let row: CGFloat = 44
    static let check: CGFloat = 36

    override var forwardsTraits: Bool { false }

    func attach(to node: ViewNode) {
        guard !onlyChosen else {
            tap = nil
            return
        }
        let tap = self.tap ?? SpatialTapRecognizer()
        tap.node = node
        tap.ended = [
            { [weak self, weak node] value in
                guard let self, let node else { return }
                let units = node.units(ofChild: 0)
                let index = Int(value.location.y / Self.row)
                if units.indices.contains(index), let tag = units[index].tag { self.selection?.set(tag) }
                node.graph.presentations.menu = nil
            }
        ]
        self.tap = tap
    }

    override var recognizer: AnyGestureRecognizer? { tap }

    private func isChosen(_ unit: ViewNode) -> Bool {
        guard let current = selection?.get() else { return false }
        return unit.tag == current
    }

    override func shows(_ unit: ViewNode) -> Bool { !onlyChosen || isChosen(unit) }

    /// In the menu each option is read as a button, the chosen one selected.
    override func traits(forChild unit: ViewNode) -> AccessibilityTraits {
        guard !onlyChosen else { return [] }
        return isChosen(unit) ? [.isButton, .isSelected] : .isButton
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let units = node.units(ofChild: 0)
        if onlyChosen {
            return units.first(where: isChosen)?.sizeThatFits(.unspecified) ?? .zero
        }
        return CGSize(width: proposal.width ?? 250, height: Self.row * CGFloat(units.count))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        for (i, unit) in node.units(ofChild: 0).enumerated() {
            if onlyChosen {
                let size = isChosen(unit) ? unit.sizeThatFits(.unspecified) : .zero
                unit.place(in: CGRect(origin: .zero, size: size), proposal: .unspecified)
            } else {
                let row = CGRect(
                    x: Self.check, y: CGFloat(i) * Self.row, width: bounds.width - Self.check - 16, height: Self.row)
                FrameAlignment.place(
                    LayoutSubviews(nodes: [unit], origin: .zero, layoutDirection: .leftToRight), in: row,
                    proposal: ProposedViewSize(width: row.width, height: nil), alignment: .leading)
            }
        }
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        if !onlyChosen, let index = node.units(ofChild: 0).firstIndex(where: isChosen) {
            let check = Path { p in
                let y = CGFloat(index) * Self.row + Self.row / 2
                p.move(to: CGPoint(x: 14, y: y))
                p.addLine(to: CGPoint(x: 18.5, y: y + 4.5))
                p.addLine(to: CGPoint(x: 26, y: y - 5))
            }
            context.stroke(
                check, with: Color.primary._resolve(in: node.environment),
                style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round), bounds: .zero)
        }
        context.paintChildren(of: node)
    }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        !onlyChosen && CGRect(origin: .zero, size: size).contains(point)
    }
}
