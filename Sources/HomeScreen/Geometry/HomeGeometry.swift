import GlassCore

/// Where everything sits on the home screen: a pure function of the screen size and safe area.
///
/// At the iPhone 15 Pro's 393 × 852 pt these are spec 000's numbers: columns at x = 27, 120,
/// 213, 306 (60 pt icons, 33 pt spacing), rows at y = 82 + 99·r, the dock in the bottom 110 pt.
///
/// Other sizes (choices of ours, the spec gives only the width formula):
/// - Wider screens stretch the spacing by the spec's formula; margins and icons stay 27 and 60.
/// - Below 330 pt the spacing would drop under 12 pt, so the margins shrink instead (not below
///   8 pt); screens narrower than `minimumWidth` (292 pt) are laid out as if 292 pt wide and clip.
/// - The spec's "30 pt from bottom" for the page indicator would put it inside the dock's 110 pt,
///   so it is measured from the dock's top: the 20 pt container's center sits 30 pt above it.
/// - When the six 99 pt rows do not fit above the indicator, the row pitch shrinks (not below
///   79 pt: icon, gap and label), then the top margin shrinks toward the status bar (the top
///   safe area: 59 pt on the 15 Pro, 20 pt on an iPhone SE). Six rows always stay, so a page's
///   capacity never depends on the screen; below `minimumHeight` (683 pt with a 59 pt status
///   bar, safe area top + 624 pt in general) the last row overlaps the indicator.
/// - A top safe area beyond the spec's 59 pt status bar moves the grid down by the excess;
///   left and right insets add to the margins. Landscape is not supported (iPhone SpringBoard
///   is portrait): a wide screen gets the portrait formulas.
public struct HomeGeometry: Hashable, Sendable {
    public let screen: Size
    public let safeArea: EdgeInsets
    /// Left margin of the grid, in points (27 at 393 pt).
    public let margin: Double
    /// Gap between icon columns, in points (33 at 393 pt).
    public let spacing: Double
    /// Top of the first row, in points (82 on tall screens).
    public let topMargin: Double
    /// Row pitch, in points (99 on tall screens).
    public let rowPitch: Double

    public static let minimumWidth = 292.0
    public static let minimumHeight = 683.0
    static let minimumSpacing = 12.0
    static let minimumMargin = 8.0

    private static let grid = HomeScreenTokens.grid
    private static let indicator = HomeScreenTokens.pageIndicator

    public init(screen: Size, safeArea: EdgeInsets = EdgeInsets(top: 59, bottom: 34)) {
        self.screen = screen
        self.safeArea = safeArea
        let grid = Self.grid
        let sideInset = max(safeArea.left, safeArea.right)
        let width = max(screen.width, Self.minimumWidth) - 2 * sideInset
        let columns = Double(grid.iconsPerRow)
        let specSpacing = grid.spacing(screenWidth: width)
        if specSpacing >= Self.minimumSpacing {
            spacing = specSpacing
            margin = grid.margin + sideInset
        } else {
            let gridWidth = columns * grid.iconSize + (columns - 1) * Self.minimumSpacing
            margin = max(Self.minimumMargin, (width - gridWidth) / 2) + sideInset
            spacing = (width - 2 * (margin - sideInset) - columns * grid.iconSize) / (columns - 1)
        }
        let idealTop = grid.topMargin + max(0, safeArea.top - grid.statusBarClearance)
        let minimumTop = safeArea.top
        let lastRowContent = grid.iconSize + grid.labelGap + grid.labelHeight
        let rows = Double(grid.rowsPerPage - 1)
        let indicatorTop =
            screen.height - HomeScreenTokens.dock.height - Self.indicator.bottomOffset
            - Self.indicator.containerHeight / 2
        let fittingPitch = (indicatorTop - idealTop - lastRowContent) / rows
        rowPitch = min(grid.rowHeight, max(lastRowContent, fittingPitch))
        topMargin = max(minimumTop, min(idealTop, indicatorTop - lastRowContent - rows * rowPitch))
    }

    /// The home screen of a device held upright (the home screen is portrait-only).
    public init(metrics: ScreenMetrics) {
        self.init(screen: metrics.portraitSize, safeArea: metrics.portraitSafeArea)
    }

    /// The iPhone 15 Pro: 393 × 852 pt with a 59 pt status bar and 34 pt home indicator.
    public static let iPhone15Pro = HomeGeometry(metrics: .iPhone15Pro)

    var iconSize: Double { Self.grid.iconSize }
    var columns: Int { Self.grid.iconsPerRow }

    /// The icon frame of slot `slot` (reading order, 0-based) on a page shown at rest, in points.
    public func iconFrame(slot: Int) -> Rect {
        let column = slot % columns, row = slot / columns
        return Rect(
            x: margin + Double(column) * (iconSize + spacing),
            y: topMargin + Double(row) * rowPitch,
            width: iconSize, height: iconSize)
    }

    /// The label box under an icon frame: 80 × 14 pt, centered, 5 pt below the icon.
    public func labelFrame(forIcon icon: Rect) -> Rect {
        let grid = Self.grid
        return Rect(
            x: icon.midX - grid.labelWidth / 2, y: icon.maxY + grid.labelGap,
            width: grid.labelWidth, height: grid.labelHeight)
    }

    /// The whole cell of a slot: the icon's column pitch wide (icon + spacing, centered on the
    /// icon) and one row pitch tall. The cells of a page tile the grid area without gaps, so a
    /// finger between icons always names exactly one slot.
    public func cellFrame(slot: Int) -> Rect {
        let icon = iconFrame(slot: slot)
        return Rect(
            x: icon.minX - spacing / 2, y: icon.minY - (rowPitch - iconSize) / 2,
            width: iconSize + spacing, height: rowPitch)
    }

    /// The grid's area: the union of every cell.
    public var gridArea: Rect {
        cellFrame(slot: 0).union(cellFrame(slot: Self.grid.iconsPerPage - 1))
    }

    /// The slot whose cell holds `point` (clamped to the grid's edges), or nil outside the grid's
    /// rows. Points left or right of the grid map to the first or last column.
    public func slot(at point: Point) -> Int? {
        let area = gridArea
        guard point.y >= area.minY, point.y < area.maxY else { return nil }
        let pitch = iconSize + spacing
        let column = min(columns - 1, max(0, Int(((point.x - area.minX) / pitch).rounded(.down))))
        let row = min(Self.grid.rowsPerPage - 1, Int(((point.y - area.minY) / rowPitch).rounded(.down)))
        return row * columns + column
    }

    /// The badge's 24 pt circle. Spec 000 puts it at (−6, −6) from "the icon corner"; we read
    /// that as the badge's center from the corner one sees, where the icon's rounded outline
    /// crosses its diagonal (r(1 − 1/√2) = 4 pt inside the frame's corner for the 13.5 pt
    /// radius). The badge then sits astride the corner as on iOS, its center 2 pt outside the
    /// frame's corner, clear of the artwork. (Read as the badge's top-left corner, as it once
    /// was, it covered the "M" of Calendar's MONDAY; read from the frame's corner, it floated
    /// free of the icon.)
    public func deleteBadgeFrame(forIcon icon: Rect) -> Rect {
        let badge = HomeScreenTokens.deleteButton
        let inset =
            HomeScreenTokens.appIcon.cornerRadius * (1 - 1 / 2.0.squareRoot()) * icon.width
            / HomeScreenTokens.appIcon.size
        let corner = icon.origin + Vector(dx: inset, dy: inset)
        return Rect(center: corner + badge.offsetFromIconCorner, size: .square(badge.diameter))
    }

    /// The badge's 44 × 44 pt touch target, centered on the badge.
    public func deleteBadgeHitFrame(forIcon icon: Rect) -> Rect {
        Rect(center: deleteBadgeFrame(forIcon: icon).center, size: .square(HomeScreenTokens.deleteButton.hitSize))
    }
}
