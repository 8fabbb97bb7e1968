/// One haptic the model asks the host to play, as `UIImpactFeedbackGenerator` /
/// `UISelectionFeedbackGenerator` would on iOS, or SwiftUI's `sensoryFeedback`.
///
/// Models emit these as values with the time they happen; the window shows them in its debug
/// overlay and tests assert them. `reason` names why: an entry of spec 000's haptic catalog,
/// or any reason an app gives (the list is open).
public struct HapticEvent: Hashable, Sendable, Codable {
    /// The feedback styles: UIKit's impacts and selection, and SwiftUI's sensory feedback kinds.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case lightImpact, mediumImpact, heavyImpact, selectionChanged
        case success, warning, error, increase, decrease, start, stop, alignment, levelChange
    }

    /// Why a haptic plays. Spec 000's catalog entries are named here with the kind the spec
    /// gives each; apps make their own with `Reason(_:)`.
    public struct Reason: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }

        public static let longPressStart = Reason("longPressStart")
        public static let enterEditMode = Reason("enterEditMode")
        public static let iconPickup = Reason("iconPickup")
        public static let hoverOverIcon = Reason("hoverOverIcon")
        public static let dropSuccess = Reason("dropSuccess")
        public static let dropFailure = Reason("dropFailure")
        public static let folderCreate = Reason("folderCreate")
        public static let pageSwipe = Reason("pageSwipe")
        public static let deleteTap = Reason("deleteTap")
        public static let deleteConfirm = Reason("deleteConfirm")
        /// Not in the catalog's list, but in "Auto-Scroll Zones": light impact every 0.5 s.
        public static let autoScroll = Reason("autoScroll")
        /// Spec 001's optional "subtle haptic tap on first touch (light impact)" of the Dotfield.
        public static let dotfieldFirstTouch = Reason("dotfieldFirstTouch")

        /// Spec 000's haptic catalog, with the kind the spec gives each entry.
        public static let catalog: [Reason: Kind] = [
            .longPressStart: .mediumImpact, .enterEditMode: .mediumImpact, .iconPickup: .mediumImpact,
            .folderCreate: .mediumImpact,
            .hoverOverIcon: .lightImpact, .dropSuccess: .lightImpact, .deleteTap: .lightImpact,
            .autoScroll: .lightImpact,
            .dotfieldFirstTouch: .lightImpact, .dropFailure: .heavyImpact, .deleteConfirm: .heavyImpact,
            .pageSwipe: .selectionChanged,
        ]

        /// The catalog's entries, in a stable order.
        public static var allCases: [Reason] { catalog.keys.sorted { $0.rawValue < $1.rawValue } }

        /// The kind the catalog assigns to this reason (a light impact for reasons it does not list).
        public var kind: Kind { Self.catalog[self] ?? .lightImpact }
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

    /// A haptic of `kind` for `reason`.
    public init(_ kind: Kind, reason: Reason, at time: Double) {
        self.kind = kind
        self.time = time
        self.reason = reason
    }
}
