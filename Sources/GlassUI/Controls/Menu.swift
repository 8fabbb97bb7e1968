import Foundation
import Observation

/// What the graph presents above everything: today, one open menu. Observable, so the
/// presentation layer at the root runs again when a menu opens or closes.
@Observable @MainActor
final class Presentations {
    struct OpenMenu {
        /// The control that opened it, on screen.
        var anchor: CGRect
        var content: AnyView
    }

    var menu: OpenMenu?
}

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
        MenuTrigger(content: AnyView(content.buttonStyle(MenuRowStyle()))) { label }
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

/// The layer over the app where an open menu is drawn, with a clear shield under it that
/// closes the menu when tapped. The menu grows out of its control.
struct PresentationLayer: View {
    let presentations: Presentations
    let screenSize: () -> CGSize
    /// The screen's safe area, which the menu stays inside.
    let safeArea: EdgeInsets

    var body: some View {
        if let menu = presentations.menu {
            let screen = screenSize()
            MenuPlacement(anchor: menu.anchor, safeArea: safeArea) {
                Color.clear.contentShape(Rectangle())
                    .onTapGesture { presentations.menu = nil }
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 0) { menu.content }
                    .frame(width: 250)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
                    .shadow(color: .black.opacity(0.18), radius: 24, y: 8)
                    .simultaneousGesture(TapGesture().onEnded { presentations.menu = nil })
                    .accessibilityAddTraits(.isModal)
            }
            .transition(
                .opacity.combined(
                    with: .scale(
                        scale: 0.9,
                        anchor: UnitPoint(
                            x: screen.width > 0 ? menu.anchor.midX / screen.width : 0.5,
                            y: screen.height > 0 ? menu.anchor.midY / screen.height : 0.5))))
        }
    }
}

/// Lays out an open menu: the shield (the first subview) over the whole screen, the panel (the
/// second) 8 pt under its control, lined up with the control's left edge, or its right edge
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
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let gap = Self.gap
        let size = subviews[1].sizeThatFits(.unspecified)
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
        subviews[1].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
    }
}
