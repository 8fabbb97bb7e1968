import GlassCore

extension HomeGeometry {
    /// Inner padding of the open folder's panel, in points (ours; the spec gives only the closed
    /// folder's 20 pt mini-grid padding).
    static let folderPanelPadding = 24.0
    /// Height of the folder's name above the panel, and the gap between them, in points.
    static let folderTitleHeight = 34.0
    static let folderTitleGap = 16.0

    private var folderColumns: Int { HomeScreenTokens.folder.columnsPerPage }
    private var folderRows: Int { HomeScreenTokens.folder.appsPerPage / folderColumns }

    /// The open folder's glass panel, centered on the screen: 3 columns spaced like the home grid
    /// and 3 rows at the home row pitch, plus padding (294 × 325 pt at 393 pt wide).
    public var folderPanel: Rect {
        let pad = Self.folderPanelPadding, grid = HomeScreenTokens.grid
        let width = Double(folderColumns) * iconSize + Double(folderColumns - 1) * spacing + 2 * pad
        let height = Double(folderRows - 1) * rowPitch + iconSize + grid.labelGap + grid.labelHeight + 2 * pad
        return Rect(center: Point(x: screen.width / 2, y: screen.height / 2), size: Size(width: width, height: height))
    }

    /// The open folder's name, centered above its panel.
    public var folderTitleFrame: Rect {
        let panel = folderPanel
        return Rect(
            x: panel.minX, y: panel.minY - Self.folderTitleGap - Self.folderTitleHeight,
            width: panel.width, height: Self.folderTitleHeight)
    }

    /// The icon frame of slot `slot` (3 × 3, reading order) on the folder page shown at rest.
    public func folderIconFrame(slot: Int) -> Rect {
        let panel = folderPanel, pad = Self.folderPanelPadding
        let column = slot % folderColumns, row = slot / folderColumns
        return Rect(
            x: panel.minX + pad + Double(column) * (iconSize + spacing),
            y: panel.minY + pad + Double(row) * rowPitch, width: iconSize, height: iconSize)
    }

    /// The folder slot whose cell (column pitch × row pitch, tiling the panel's inside) holds
    /// `point`, or nil outside the panel.
    public func folderSlot(at point: Point) -> Int? {
        let panel = folderPanel
        guard panel.contains(point) else { return nil }
        let origin = folderIconFrame(slot: 0)
        let column = Int(((point.x - origin.minX + spacing / 2) / (iconSize + spacing)).rounded(.down))
        let row = Int(((point.y - origin.minY + (rowPitch - iconSize) / 2) / rowPitch).rounded(.down))
        return min(folderRows - 1, max(0, row)) * folderColumns + min(folderColumns - 1, max(0, column))
    }

    /// The 2 × 2 mini-grid frame of preview icon `index` inside a closed folder drawn in `icon`
    /// (a 60 pt slot): the spec's 132 pt design (20 pt padding, 12 pt spacing, the icons filling
    /// the rest) scaled by slot / 132, as a folder takes one slot like an app.
    public static func folderPreviewIconFrame(index: Int, inIcon icon: Rect) -> Rect {
        let folder = HomeScreenTokens.folder
        let scale = icon.width / folder.size
        let inset = folder.miniGridPadding
        let x = inset + Double(index % 2) * (folder.miniIconSize + folder.miniGridSpacing)
        let y = inset + Double(index / 2) * (folder.miniIconSize + folder.miniGridSpacing)
        return Rect(
            x: icon.minX + x * scale, y: icon.minY + y * scale,
            width: folder.miniIconSize * scale, height: folder.miniIconSize * scale)
    }
}
