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
/// label (above it if there is no room), in a rounded regular-material panel 250 pt wide;
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
        let button = Button(action: { [weak node] in
            guard let node else { return }
            var units: [ViewNode] = []
            node.appendUnits(to: &units)
            let anchor = units.map(\.screenFrame).reduce(CGRect.null) { $0.union($1) }
            node.graph.presentations.menu = Presentations.OpenMenu(anchor: anchor.isNull ? .zero : anchor, content: content)
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
/// closes the menu when tapped.
struct PresentationLayer: View {
    let presentations: Presentations
    let screenSize: () -> CGSize

    var body: some View {
        if let menu = presentations.menu {
            ZStack(alignment: .topLeading) {
                Color.clear.contentShape(Rectangle())
                    .onTapGesture { presentations.menu = nil }
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 0) { menu.content }
                    .frame(width: 250)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
                    .shadow(color: .black.opacity(0.18), radius: 24, y: 8)
                    .simultaneousGesture(TapGesture().onEnded { presentations.menu = nil })
                    .offset(menuOrigin(menu.anchor))
                    .accessibilityAddTraits(.isModal)
            }
            .transition(.opacity.combined(with: .scale(scale: 0.9, anchor: .top)))
        }
    }

    /// The panel's top-left corner: 8 pt under the control, its leading edge on the control's,
    /// kept 8 pt inside the screen's sides.
    private func menuOrigin(_ anchor: CGRect) -> CGSize {
        let screen = screenSize()
        let x = min(max(anchor.minX, 8), max(screen.width - 258, 8))
        return CGSize(width: x, height: anchor.maxY + 8)
    }
}
