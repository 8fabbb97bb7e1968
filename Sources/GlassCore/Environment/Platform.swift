/// The Apple platform a design token is resolved for. The specs size some things differently
/// for the living room (tvOS is read from about three metres away) and for pointer-driven
/// windows (macOS), so tokens that vary take a `Platform`.
public enum Platform: String, CaseIterable, Sendable, Hashable {
    case iOS
    case iPadOS
    case tvOS
    case macOS
}
