import GlassCore

extension HomeGeometry {
    private static var indicator: HomeScreenTokens.PageIndicator { HomeScreenTokens.pageIndicator }

    /// The page indicator's container for `pageCount` dots: 20 pt tall, centered 30 pt above the
    /// dock (see the type's notes), as wide as the dots plus half a pitch on each side so that
    /// each dot owns a 17 pt wide tap column.
    public func pageIndicatorFrame(pageCount: Int) -> Rect {
        let indicator = Self.indicator
        let width = Double(max(pageCount, 1)) * indicator.dotPitch
        let centerY = dockArea.minY - indicator.bottomOffset
        return Rect(
            center: Point(x: screen.width / 2, y: centerY),
            size: Size(width: width, height: indicator.containerHeight))
    }

    /// The center of dot `index` of `count` dots; `count` may be fractional while the dots morph,
    /// which keeps the row centered as a dot grows in or out.
    public func pageDotCenter(index: Int, count: Double) -> Point {
        let pitch = Self.indicator.dotPitch
        let firstX = screen.width / 2 - (count - 1) * pitch / 2
        return Point(x: firstX + Double(index) * pitch, y: pageIndicatorFrame(pageCount: 1).midY)
    }

    /// The 8 pt frames of the dots of `pageCount` pages.
    public func pageDotFrames(pageCount: Int) -> [Rect] {
        (0..<pageCount).map {
            Rect(center: pageDotCenter(index: $0, count: Double(pageCount)), size: .square(Self.indicator.dotSize))
        }
    }

    /// The dot whose tap column holds `point`, or nil outside the container.
    public func pageDot(at point: Point, pageCount: Int) -> Int? {
        let frame = pageIndicatorFrame(pageCount: pageCount)
        guard frame.contains(point) else { return nil }
        return min(pageCount - 1, Int((point.x - frame.minX) / Self.indicator.dotPitch))
    }
}
