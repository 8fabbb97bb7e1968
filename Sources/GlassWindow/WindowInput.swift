import GlassCore

/// What a person does to the window, in the model's terms: SDL's mouse, wheel, finger and key
/// events are mapped to these, so the session can be driven and tested without a display.
public enum WindowInput: Hashable, Sendable {
    /// A finger (the left mouse button, or a real touch) at a point in screen points.
    case touch(id: Int, phase: TouchEvent.Phase, at: Point)
    /// A horizontal scroll, in points; positive moves toward later pages.
    case scroll(deltaX: Double)
    case key(WindowKey)
}

/// The keys the window answers, as the iOS Simulator's users expect them.
public enum WindowKey: Hashable, Sendable, CaseIterable {
    /// Esc: Done (leaves edit mode, closes a folder, cancels the delete alert).
    case done
    case previousPage, nextPage
    /// D: the debug overlay.
    case overlay
    /// M: Reduce Motion.
    case reduceMotion
    /// L: light or dark.
    case appearance
    /// W: the next wallpaper.
    case wallpaper
    /// F: the Dotfield full-screen on its own.
    case dotfield
    /// S: a PNG screenshot.
    case screenshot
    /// R: the device turned on its side, or back upright (the Simulator's ⌘← / ⌘→).
    case rotate
}
