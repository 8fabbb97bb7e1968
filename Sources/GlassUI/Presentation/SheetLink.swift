import Foundation

/// The sheet around the scroll views inside it, weakly.
@MainActor
final class SheetLink {
    weak var sheet: ModalBehavior?
}

extension EnvironmentValues {
    /// The sheet this view is presented in, if any.
    var sheetLink: SheetLink? {
        get { self[SheetLinkKey.self] }
        set { self[SheetLinkKey.self] = newValue }
    }
}

private enum SheetLinkKey: EnvironmentKey { static let defaultValue: SheetLink? = nil }
