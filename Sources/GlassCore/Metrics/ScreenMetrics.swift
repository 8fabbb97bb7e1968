/// The screen of one device: its size in points, pixel scale, safe areas and corner radius.
///
/// Sizes and safe areas are stored as iOS reports them (`UIScreen.bounds`,
/// `UIWindow.safeAreaInsets` for a full-screen app with the status bar shown), not derived.
/// The landscape safe area is stored too, because iOS does not simply rotate the portrait one:
/// a Face ID iPhone insets both sides by the sensor housing's depth (59 pt) so content stays
/// centred and shortens the home indicator band to 21 pt; an iPhone SE hides the status bar in
/// landscape; an iPad keeps its status bar on top and home indicator at the bottom.
/// `EdgeInsets.rotatedCounterClockwise` matches none of these, so it is not used here.
public struct ScreenMetrics: Hashable, Sendable {
    /// How the device family decides size classes (Apple's HIG "Layout" size class table).
    public enum DeviceClass: String, Sendable, Hashable {
        /// An iPhone whose landscape width is compact.
        case phone
        /// A Plus or Max iPhone: regular width in landscape.
        case largePhone
        /// An iPad running one app full screen: regular in both axes.
        case pad
    }

    /// A short lowercase name for command lines, such as `iphone-15-pro`.
    public var id: String
    /// The marketing name, such as "iPhone 15 Pro".
    public var name: String
    public var deviceClass: DeviceClass
    /// The screen in points, held upright.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// The radius of the display's rounded corners in points (continuous corners), as iOS
    /// reports it; 0 for a rectangular display, nil where we do not know it.
    public var displayCornerRadius: Double?

    public init(
        id: String, name: String, deviceClass: DeviceClass, portraitSize: Size, scale: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, displayCornerRadius: Double?
    ) {
        self.id = id
        self.name = name
        self.deviceClass = deviceClass
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.displayCornerRadius = displayCornerRadius
    }

    /// The screen in points as seen in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }

    /// The screen in device pixels as seen in `orientation`.
    public func pixelSize(in orientation: Orientation) -> PixelSize {
        let points = size(in: orientation)
        return PixelSize(width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
    }

    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// Apple's rule: iPhones are compact wide except Plus/Max models in landscape; iPads
    /// (full screen) are regular.
    public func horizontalSizeClass(in orientation: Orientation) -> SizeClass {
        switch deviceClass {
        case .phone: .compact
        case .largePhone: orientation == .landscape ? .regular : .compact
        case .pad: .regular
        }
    }

    /// Apple's rule: every iPhone is compact tall in landscape; iPads are regular.
    public func verticalSizeClass(in orientation: Orientation) -> SizeClass {
        deviceClass == .pad || orientation == .portrait ? .regular : .compact
    }
}
