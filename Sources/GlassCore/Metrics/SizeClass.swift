/// UIKit's size class for one axis: a coarse "is there room" answer that layouts switch on
/// instead of raw widths (for example the sidebar's icon-only compact width).
public enum SizeClass: String, CaseIterable, Sendable, Hashable {
    case compact
    case regular
}
