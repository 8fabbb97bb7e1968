import GlassMotion

/// Spec 000's home screen motions as ready values: springs, keyframe tracks, wiggle poses and
/// the timings the SpringBoard model schedules with. Names follow the spec's words.
public enum HomeScreenMotion {
    // MARK: Edit mode ("Activation Sequence")

    /// How long a press must be held to enter edit mode, in seconds.
    public static let longPressDuration = 0.5
    /// A pressed icon sinks as iOS's do while the long press builds: to 95 % of its size and
    /// dimmed by 20 % black over 0.15 s, and back over 0.15 s when edit mode begins or the
    /// finger lifts or moves away. The spec gives no figures: these are ours.
    public static let pressedScale = 0.95
    public static let pressedDim = 0.2
    public static let pressFeedbackDuration = 0.15
    /// "All icons start wiggling within 0.1s" of entering edit mode, in seconds.
    public static let wiggleStartLatency = 0.1
    /// "Delete buttons fade in (0.2s)", in seconds.
    public static let deleteButtonFadeDuration = 0.2

    // MARK: Drag ("Drag Initiation")

    /// Finger travel before a pan in edit mode picks an icon up, in points.
    public static let dragThreshold = 10.0
    /// The lifted icon's scale ("Icon scale: 1.0 → 1.1").
    public static let dragLiftScale = 1.1
    /// The icon shadow's blur radius at rest and while lifted ("4pt → 12pt radius"), in points.
    public static let dragShadowRadiusAtRest = 4.0
    public static let dragShadowRadiusLifted = 12.0
    /// The lifted icon's opacity ("1.0 → 0.85").
    public static let dragOpacity = 0.85

    // MARK: Folders

    /// How long a dragged icon must hover over another before they make a folder, in seconds.
    public static let folderCreationDwell = 0.3
    /// The hovered target icon's scale while the dwell runs.
    public static let folderHoverScale = 0.9
    /// The whole folder-creation timeline, pre-animation to final polish, in seconds.
    public static let folderCreationDuration = 0.6
    /// The folder open animation, in seconds.
    public static let folderOpenDuration = 0.35

    // MARK: Pages

    /// "Tap to jump to page (0.3s animation)", in seconds.
    public static let pageDotJumpDuration = 0.3
    /// Pages created or removed during a drag "fade in/out with 0.3s", in seconds. A page that
    /// comes or goes is empty, so what fades on screen is its page dot (the dots' morph); the
    /// icon flying back after a drop takes at least as long.
    public static let pageFadeDuration = 0.3

    // MARK: Auto-scroll zones

    /// How long a dragged icon must hover in an edge zone before the page scrolls, in seconds.
    public static let autoScrollDwell = 0.5
    /// The height of the top and bottom zones, measured from the screen edge, in points.
    public static let autoScrollZoneHeight = 50.0
    /// "Light impact every 0.5s while scrolling", in seconds.
    public static let autoScrollHapticInterval = 0.5
}
