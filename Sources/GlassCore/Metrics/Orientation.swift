/// Which way up the device is held. Landscape is the portrait screen turned a quarter turn;
/// GlassKit does not tell landscape-left from landscape-right, because iOS gives both the same
/// (symmetric) safe area.
public enum Orientation: String, CaseIterable, Sendable, Hashable {
    case portrait
    case landscape
}
