import Foundation
import Observation

/// A button that opens a list of actions, as SwiftUI's `Menu`: the menu appears under the
/// label (above it if there is no room: see `MenuPlacement`), in a rounded regular-material
/// panel 250 pt wide;
/// choosing an action, or tapping outside, closes it.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        // Its buttons are the menu's, not a list row's, should the menu sit in one.
        MenuTrigger(content: AnyView(content.buttonStyle(MenuRowStyle()))) { label }
            .environment(\.isListRow, false)
    }
}

extension Menu where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// Opens `content` as a menu anchored on the label when tapped.
struct MenuTrigger<Label: View>: View, PrimitiveView {
    let content: AnyView
    let label: () -> Label
    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let content = self.content
        let button = Button(
            action: { [weak node] in
                guard let node else { return }
                var units: [ViewNode] = []
                node.appendUnits(to: &units)
                let anchor = units.map(\.screenFrame).reduce(CGRect.null) { $0.union($1) }
                node.graph.presentations.menu = Presentations.OpenMenu(
                    anchor: anchor.isNull ? .zero : anchor, content: content)
            }, label: label)
        node.setList([button.accessibilityAddTraits(.isButton)])
    }
}

/// A menu row: the label across the panel, 44 pt tall, highlighted while pressed.
struct MenuRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
        .background(configuration.isPressed ? Color.primary.opacity(0.1) : Color.clear)
        .contentShape(Rectangle())
    }
}

/// Lays out an open menu: the shield (the first subview) over the whole screen, a context
/// menu's preview (when there are three) over its view, the panel (the last) 8 pt under its
/// control, lined up with the control's left edge, or its right edge
/// when the control sits in the right half of the screen, as iOS opens a menu.
/// Where the panel does not fit under the control inside the safe area, it opens 8 pt above
/// it; where it fits on neither side, it takes the side with more room, moved up or down just
/// enough to stay on screen. It keeps 8 pt from the screen's sides.
struct MenuPlacement: Layout {
    let anchor: CGRect
    let safeArea: EdgeInsets
    static let gap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        // A context menu's preview (the middle subview) sits where its view is.
        if subviews.count == 3 { subviews[1].place(at: anchor.origin, proposal: ProposedViewSize(anchor.size)) }
        let panel = subviews[subviews.count - 1]
        let gap = Self.gap
        let size = panel.sizeThatFits(.unspecified)
        let aligned = anchor.midX > bounds.midX ? anchor.maxX - size.width : anchor.minX
        let x = min(max(aligned, bounds.minX + gap), max(bounds.maxX - size.width - gap, bounds.minX + gap))
        let top = bounds.minY + safeArea.top + gap, bottom = bounds.maxY - safeArea.bottom - gap
        let below = anchor.maxY + gap, above = anchor.minY - gap - size.height
        let y: CGFloat
        if below + size.height <= bottom {
            y = below
        } else if above >= top {
            y = above
        } else if bottom - anchor.maxY >= anchor.minY - top {
            y = max(min(below, bottom - size.height), top)
        } else {
            y = max(above, top)
        }
        panel.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
    }
}
