import Foundation
import GlassCore

/// What a presented pane's glass kept of its backdrop in the last frame that drew it, for the
/// damage of the next (`NodeBehavior.keptBackdropReach`). The glass keeps its backdrop only
/// once the pane stands still: a pane sliding in or dragged reads a new place each frame, and
/// a copy of it would be thrown away the next.
struct KeptPaneGlass {
    /// The glass's reach, in points, while it keeps its backdrop.
    private var reach: Double?
    /// The screen area the pane read in the last frame that drew it.
    private var area: CGRect?

    /// Draws the glass with `draw` (which returns its reach), keeping its backdrop when the
    /// pane reads the same `area` it read in the last frame that drew it.
    mutating func draw(on canvas: any GlassCore.Canvas, reading area: CGRect, _ draw: () -> Double) {
        let still = area == self.area
        self.area = area
        reach = nil
        guard still else {
            _ = draw()
            return
        }
        var drawn = 0.0
        if canvas.keepingBackdrop({ drawn = draw() }) { reach = drawn }
    }

    /// The pane was drawn without glass: nothing is kept.
    mutating func forget() {
        reach = nil
        area = nil
    }

    /// How far beyond a change beneath the pane, in points, its glass changes, while it reads
    /// `area` with its backdrop kept: its reach, and 16 pt more for a texel of the averaged
    /// backdrop (at most 16 px). Nil: it must be drawn again whole.
    func reach(reading area: CGRect) -> CGFloat? {
        guard let reach, area == self.area else { return nil }
        return CGFloat(reach) + 16
    }
}
