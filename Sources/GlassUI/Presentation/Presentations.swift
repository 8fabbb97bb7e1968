import Foundation
import Observation

/// What the graph presents above the app: sheets, covers, popovers, alerts and dialogs in the
/// order they were presented, an open menu or context menu, and a tooltip. Observable, so the
/// presentation layer at the root runs again when one comes or goes.
@Observable @MainActor
final class Presentations {
    struct OpenMenu {
        /// The control that opened it, on screen.
        var anchor: CGRect
        var content: AnyView
    }

    /// A presented view and what it needs: the presenter's environment (its content sees what
    /// the presenter sees) and how to dismiss it (its binding set back).
    struct Modal: Identifiable {
        enum Kind: Equatable {
            case sheet, fullScreenCover, alert, confirmationDialog
            /// Anchored on a view of the given frame on screen.
            case popover(anchor: CGRect)
        }

        /// The presenter's node serial: one presentation per presenter.
        let id: Int
        var kind: Kind
        var content: AnyView
        var environment: EnvironmentValues
        var dismiss: @MainActor () -> Void
        /// Set while it slides away; it is dropped once gone.
        var isLeaving = false
    }

    /// A view held down (or clicked with the secondary button) with its menu open.
    struct ContextMenu {
        var anchor: CGRect
        var preview: AnyView
        var items: AnyView
        var environment: EnvironmentValues
    }

    /// A `help` text under the pointer, shown once the pointer rests.
    struct Tooltip: Equatable {
        var text: String
        var anchor: CGRect
        /// When the pointer came to rest on its view.
        var since: Double
    }

    /// A view being dragged (`draggable`): what it carries, its copy, and where the finger
    /// holds it.
    struct Drag {
        var payload: String
        var preview: AnyView
        var size: CGSize
        /// Where the finger took the view, from its top leading corner.
        var grab: CGPoint
        /// The finger, on screen.
        var location: CGPoint
        var environment: EnvironmentValues
        /// The drop destination under the finger.
        var target: WeakNode?
    }

    /// The app's keyboard shortcuts, listed while ⌘ is held (from `since`).
    struct ShortcutList {
        struct Entry: Hashable {
            var title: String
            var keys: String
        }

        var entries: [Entry]
        var since: Double
    }

    var menu: OpenMenu?
    private(set) var modals: [Modal] = []
    var contextMenu: ContextMenu?
    var tooltip: Tooltip?
    var drag: Drag?
    var shortcutList: ShortcutList?

    /// Presents `modal`, or brings an existing presentation of its presenter up to date.
    func present(_ modal: Modal) {
        if let index = modals.firstIndex(where: { $0.id == modal.id }) {
            guard modals[index].isLeaving else {
                modals[index].content = modal.content
                modals[index].environment = modal.environment
                modals[index].dismiss = modal.dismiss
                modals[index].kind = modal.kind
                return
            }
            modals.remove(at: index)
        }
        modals.append(modal)
    }

    /// The presenter no longer presents: its view slides away.
    func dismiss(id: Int) {
        guard let index = modals.firstIndex(where: { $0.id == id }), !modals[index].isLeaving else { return }
        modals[index].isLeaving = true
    }

    /// The view has gone.
    func remove(id: Int) {
        modals.removeAll { $0.id == id && $0.isLeaving }
    }

    func isPresenting(id: Int) -> Bool { modals.contains { $0.id == id && !$0.isLeaving } }

    /// Whether a presentation stands between the app and the user (a popover does not).
    var coversApp: Bool {
        contextMenu != nil
            || modals.contains { modal in
                guard !modal.isLeaving else { return false }
                if case .popover = modal.kind { return false }
                return true
            }
    }
}
