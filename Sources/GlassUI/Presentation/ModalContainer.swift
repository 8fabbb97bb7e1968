import Foundation

/// One presented view over the app, with the presenter's environment, laid out and moved by
/// `ModalBehavior`.
struct ModalContainer: View, PrimitiveView {
    let modal: Presentations.Modal
    let presentations: Presentations
    let safeArea: EdgeInsets

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ModalBehavior(graph: node.graph) }
        if behavior.node == nil {
            behavior.node = node
            node.graph.noteAnimating(node)
        }
        behavior.kind = modal.kind
        behavior.safeArea = safeArea
        behavior.dismiss = modal.dismiss
        behavior.presentations = presentations
        behavior.id = modal.id
        behavior.setLeaving(modal.isLeaving)
        var environment = modal.environment
        // The presented view starts afresh: out of the presenter's stack, lists and bars.
        environment.navigationModel = nil
        environment.navigationScrollLink = nil
        environment.tabBarScrollLink = nil
        environment.splitColumnAdvance = nil
        environment.editMode = nil
        environment.safeAreaInsets = behavior.contentSafeArea
        if behavior.isFormSheet { environment.horizontalSizeClass = .compact }
        environment.sheetLink = modal.kind == .sheet ? behavior.sheetLink : nil
        let dismiss = modal.dismiss
        environment.dismiss = DismissAction { dismiss() }
        let written = ModalEnvironment(
            id: modal.id, kind: modal.kind, safeArea: environment.safeAreaInsets,
            sizeClass: environment.horizontalSizeClass)
        node.writeEnvironment(written) {
            $0 = environment
        }
        let shield = Color.clear.contentShape(Rectangle())
            .onTapGesture { [weak behavior] in behavior?.tappedOutside() }
            .accessibilityHidden(true)
        node.setUnit(behavior, children: [shield, modal.content.accessibilityAddTraits(.isModal)])
        if let options = node.children[1].preference(PresentationOptionsKey.self) { behavior.options = options }
        behavior.background = node.children[1].preference(PresentationBackgroundKey.self) ?? nil
    }
}

/// What a modal's environment was written from, so that the same presentation keeps it.
private struct ModalEnvironment: Equatable {
    let id: Int
    let kind: Presentations.Modal.Kind
    let safeArea: EdgeInsets
    let sizeClass: UserInterfaceSizeClass?
}
