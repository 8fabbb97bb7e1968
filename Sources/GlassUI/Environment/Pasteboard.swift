/// The system clipboard, as UIKit's `UIPasteboard.general`. GlassUI keeps the text itself,
/// so that a test or a render reads back what was copied; a window host connects the system's
/// clipboard (SDL's, which X11 and Wayland share with every other program) with `connect`.
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()

    private var stored: String?
    private var system: (read: () -> String?, write: (String) -> Void)?

    /// The text on the clipboard: the system's when a host connected it.
    public var string: String? {
        get { system?.read() ?? stored }
        set {
            stored = newValue
            system?.write(newValue ?? "")
        }
    }

    /// Makes `read` and `write` the clipboard (the window's SDL clipboard).
    public func connect(read: @escaping () -> String?, write: @escaping (String) -> Void) {
        system = (read, write)
    }
}
