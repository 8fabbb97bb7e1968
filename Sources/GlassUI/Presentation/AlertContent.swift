import Foundation

/// An alert's face: the title (headline) and message (footnote) centred, then its buttons
/// under a hairline: two side by side, more (or longer) stacked, each 44 pt tall in the tint,
/// a cancel button in bold, a destructive one red. Without buttons it has OK.
struct AlertContent: View {
    let title: Text
    let message: AnyView
    let actions: AnyView
    let dismiss: @MainActor () -> Void

    var body: some View {
        let count = ActionCount.of(actions.view)
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline).multilineTextAlignment(.center).accessibilityAddTraits(.isHeader)
                message.font(.footnote).multilineTextAlignment(.center)
            }
            .padding(.horizontal, 16).padding(.vertical, 20)
            .frame(maxWidth: .infinity)
            Group {
                if count == 0 {
                    Button("OK") {}
                } else if count <= 2 {
                    HStack(spacing: 0) { actions }
                } else {
                    VStack(spacing: 0) { actions }
                }
            }
            .buttonStyle(PresentedActionStyle(dismiss: dismiss, height: 44))
        }
    }
}

/// A confirmation dialog's face: the title (when shown) and message in the secondary color,
/// then each action across the panel, 57 pt tall, and Cancel in bold unless an action
/// cancels.
struct DialogContent: View {
    let title: Text?
    let message: AnyView
    let actions: AnyView
    let dismiss: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            if let title {
                VStack(spacing: 4) {
                    title.font(.footnote.weight(.semibold))
                    message.font(.footnote)
                }
                .foregroundStyle(.secondary).multilineTextAlignment(.center)
                .padding(14).frame(maxWidth: .infinity)
            }
            VStack(spacing: 0) {
                actions
                if !ActionCount.hasCancel(actions.view) { Button("Cancel", role: .cancel) {} }
            }
            .buttonStyle(PresentedActionStyle(dismiss: dismiss, height: 57))
        }
    }
}

/// A button of an alert or a dialog: the label centred in the tint (bold to cancel, red to
/// destroy), a hairline above, highlighted while pressed; it closes the presentation.
struct PresentedActionStyle: ButtonStyle {
    let dismiss: @MainActor () -> Void
    let height: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(configuration.role == .cancel ? .body.weight(.semibold) : .body)
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: height)
            .background(configuration.isPressed ? Color.primary.opacity(0.08) : Color.clear)
            .overlay(alignment: .top) { Hairline() }
            .contentShape(Rectangle())
            .simultaneousGesture(TapGesture().onEnded { dismiss() })
    }
}

/// A horizontal hairline in the separator color, one pixel tall.
struct Hairline: View {
    @Environment(\.displayScale) private var scale
    var body: some View {
        Color.separator.frame(height: 1 / max(scale, 1)).frame(maxWidth: .infinity)
    }
}

/// Counts the buttons written in an action builder, and finds a cancel among them.
@MainActor
enum ActionCount {
    static func of(_ view: any View) -> Int {
        if let any = view as? AnyView { return of(any.view) }
        if view is EmptyView { return 0 }
        if let tuple = view as? any TupleContent { return tuple.elements.map(of).reduce(0, +) }
        return 1
    }

    static func hasCancel(_ view: any View) -> Bool {
        if let any = view as? AnyView { return hasCancel(any.view) }
        if let tuple = view as? any TupleContent { return tuple.elements.contains(where: hasCancel) }
        return (view as? any RoleCarrying)?.buttonRole == .cancel
    }
}

/// A button's role, seen without its label's type.
@MainActor
protocol RoleCarrying {
    var buttonRole: ButtonRole? { get }
}

extension Button: RoleCarrying {
    var buttonRole: ButtonRole? { role }
}
