/// One haptic the model asks the host to play, as `UIImpactFeedbackGenerator` /
/// `UISelectionFeedbackGenerator` would on iOS.
///
/// Models emit these as values with the time they happen; the window shows them in its debug
/// overlay and tests assert them. `reason` names the entry of spec 000's haptic catalog.
public struct HapticEvent: Hashable, Sendable, Codable {
    /// The feedback styles spec 000's catalog uses.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case lightImpact, mediumImpact, heavyImpact, selectionChanged
    }

    /// The entries of spec 000's "Haptic Feedback Catalog", each with the kind the spec gives it.
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        case longPressStart, enterEditMode, iconPickup, hoverOverIcon, dropSuccess, dropFailure
        case folderCreate, pageSwipe, deleteTap, deleteConfirm
        /// Not in the catalog's list, but in "Auto-Scroll Zones": light impact every 0.5 s.
        case autoScroll
        /// Spec 001's optional "subtle haptic tap on first touch (light impact)" of the Dotfield.
        case dotfieldFirstTouch

        /// The kind the spec assigns to this reason.
        public var kind: Kind {
            switch self {
            case .longPressStart, .enterEditMode, .iconPickup, .folderCreate: .mediumImpact
            case .hoverOverIcon, .dropSuccess, .deleteTap, .autoScroll, .dotfieldFirstTouch: .lightImpact
            case .dropFailure, .deleteConfirm: .heavyImpact
            case .pageSwipe: .selectionChanged
            }
        }
    }

    public var kind: Kind
    /// When the haptic plays, in seconds on the model's clock.
    public var time: Double
    public var reason: Reason

    /// A haptic of the kind the catalog gives `reason`.
    public init(_ reason: Reason, at time: Double) {
        self.kind = reason.kind
        self.time = time
        self.reason = reason
    }
}
