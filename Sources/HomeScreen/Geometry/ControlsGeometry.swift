import GlassCore

extension HomeGeometry {
    /// The "Done" control of edit mode: 68 × 36 pt at the top right, in the status bar's row as
    /// iOS 26 puts it, 16 pt from the right edge.
    public var doneButtonFrame: Rect {
        Rect(x: screen.width - 16 - 68, y: max(0, safeArea.top - 44), width: 68, height: 36)
    }

    /// The delete confirmation alert: 270 pt wide like an iOS alert, 150 pt tall, centered.
    public var deleteAlertFrame: Rect {
        Rect(center: Point(x: screen.width / 2, y: screen.height / 2), size: Size(width: 270, height: 150))
    }

    /// The alert's "Cancel" button: the left half of its bottom 44 pt.
    public var deleteAlertCancelFrame: Rect {
        let alert = deleteAlertFrame
        return Rect(x: alert.minX, y: alert.maxY - 44, width: alert.width / 2, height: 44)
    }

    /// The alert's destructive "Delete" button: the right half of its bottom 44 pt.
    public var deleteAlertDeleteFrame: Rect {
        let alert = deleteAlertFrame
        return Rect(x: alert.midX, y: alert.maxY - 44, width: alert.width / 2, height: 44)
    }
}
