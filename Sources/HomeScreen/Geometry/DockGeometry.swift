import GlassCore

extension HomeGeometry {
    /// The dock's area: the bottom 110 pt of the screen, full width.
    public var dockArea: Rect {
        let height = HomeScreenTokens.dock.height
        return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// The glass platter the dock icons sit on: inset 12 pt from the sides and bottom of the
    /// dock area and 6 pt from its top (ours; the spec gives only the 110 pt), so at 852 pt it
    /// spans y = 748…840 and its 60 pt icons are centered at y = 794.
    public var dockPlatter: Rect {
        let area = dockArea
        return Rect(x: area.minX + 12, y: area.minY + 6, width: area.width - 24, height: area.height - 18)
    }

    /// The icon frames of a dock holding `count` apps: spaced like the grid's columns and centered,
    /// so four apps fall exactly under the four columns (dock icons have no labels).
    public func dockIconFrames(count: Int) -> [Rect] {
        (0..<max(0, count)).map { dockIconFrame(index: $0, count: count) }
    }

    /// The frame of the `index`-th of `count` dock icons, without listing the others.
    public func dockIconFrame(index: Int, count: Int) -> Rect {
        let pitch = iconSize + spacing
        let total = Double(count) * iconSize + Double(count - 1) * spacing
        let startX = (screen.width - total) / 2
        return Rect(
            x: startX + Double(index) * pitch, y: dockPlatter.midY - iconSize / 2, width: iconSize, height: iconSize)
    }

    /// The slot a finger at `x` names in a dock that would hold `count` apps: the nearest of the
    /// `count` positions, by icon center.
    public func dockSlot(atX x: Double, count: Int) -> Int {
        let frames = dockIconFrames(count: count)
        guard !frames.isEmpty else { return 0 }
        return frames.indices.min { abs(frames[$0].midX - x) < abs(frames[$1].midX - x) } ?? 0
    }
}
