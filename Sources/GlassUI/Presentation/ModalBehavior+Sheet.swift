import Foundation
import GlassCore
import GlassMotion

/// A sheet's detents, and a finger moving it between them.
extension ModalBehavior {
    /// Whether the sheet is a form sheet. On an iPad in a regular width and height (its
    /// screen, a large window), SwiftUI's `.automatic` presentation sizing resolves to `.form`:
    /// the sheet floats at the centre at a size of its own, whatever its detents, which serve
    /// compact widths (Slide Over, a narrow window, an iPhone); a swipe down or a tap on the
    /// dimmed screen around it dismisses it. (A Mac's sheet hangs from its window's title bar:
    /// not done; it rises from the bottom as on an iPhone.)
    var isFormSheet: Bool {
        guard kind == .sheet, let environment = node?.environment, environment.platform == .iPadOS else {
            return false
        }
        return environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
    }

    /// A form sheet's size: UIKit's form sheet, 540 by 620 pt, within the safe area less 20 pt
    /// on every side.
    var formSize: CGSize {
        CGSize(
            width: max(min(540, screen.width - safeArea.horizontal - 40), 0),
            height: max(min(620, screen.height - safeArea.vertical - 40), 0))
    }

    /// A form sheet's frame, centred in the safe area, moved down as far as a finger pulled it
    /// below its height (`presented`).
    func formFrame(presented: CGFloat) -> CGRect {
        let size = formSize
        let x = safeArea.leading + (screen.width - safeArea.horizontal - size.width) / 2
        let y = safeArea.top + (screen.height - safeArea.vertical - size.height) / 2
        return CGRect(x: x, y: y + size.height - presented, width: size.width, height: size.height)
    }

    /// The heights the sheet rests at, smallest first: a form sheet its own.
    var detentHeights: [CGFloat] {
        if isFormSheet { return [formSize.height] }
        return (options.detents ?? [.large]).map(height(of:)).sorted()
    }

    func height(of detent: PresentationDetent) -> CGFloat {
        let large = screen.height - safeArea.top - 10
        return switch detent.kind {
        case .large: large
        case .medium: screen.height / 2
        case .fraction(let f): screen.height * min(max(f.isFinite ? f : 1, 0), 1)
        case .height(let h): min(max(h.isFinite ? h : large, 0), large)
        }
    }

    /// How much of a sheet's dimming shows: all of it, unless the view behind takes touches
    /// up to a detent: none up to that height, then more as the sheet rises to its largest.
    var dimmedShare: Double {
        guard !isFormSheet, case .enabled(let limit) = options.backgroundInteraction?.kind else { return 1 }
        guard let limit else { return 0 }
        let from = height(of: limit), to = detentHeights.last ?? from
        guard to > from + 0.5 else { return presentedHeight <= from + 0.5 ? 0 : 1 }
        return Double(min(max((presentedHeight - from) / (to - from), 0), 1))
    }

    /// Whether the view behind the sheet takes touches and shows undimmed at the sheet's
    /// height now (`presentationBackgroundInteraction`).
    var interactsBehind: Bool {
        guard kind == .sheet, !isFormSheet, case .enabled(let limit) = options.backgroundInteraction?.kind else {
            return false
        }
        return limit.map { presentedHeight <= height(of: $0) + 0.5 } ?? true
    }

    /// The sheet's height as drawn: where the finger holds it, or moving to its detent.
    var presentedHeight: CGFloat {
        restingHeight == nil ? detentHeights.first ?? 0 : CGFloat(height.value(at: graph.time))
    }

    /// Whether the sheet stands at the `.large` height (where it stops floating).
    var isLarge: Bool {
        !isFormSheet && presentedHeight >= screen.height - safeArea.top - 10 - 0.5
    }

    /// A finger takes the sheet where it is.
    func beginDrag() { heldHeight = presentedHeight }

    /// A scroll view inside hands the sheet its drag.
    func beginScrollDrag() {
        scrollDriven = true
        beginDrag()
    }

    /// Whether a vertical drag in a scroll view inside moves the sheet instead of the content,
    /// as UIKit's sheets take them: down while the content is at its top, and up while the
    /// sheet stands below its largest detent.
    func takesScrollDrag(downward: Bool, contentAtTop: Bool) -> Bool {
        guard kind == .sheet, heldHeight == nil, let largest = detentHeights.last else { return false }
        return downward ? contentAtTop : presentedHeight < largest - 0.5
    }

    /// The finger moved the sheet `distance` down since the drag began.
    func dragged(_ distance: CGFloat) {
        guard let held = heldHeight, let largest = detentHeights.last else { return }
        var wanted = held - distance
        // Above the largest detent the sheet resists, as a rubber band.
        if wanted > largest {
            wanted =
                largest
                + CGFloat(ScrollPhysics.rubberBand(Double(wanted - largest), dimension: Double(screen.height)))
        }
        restingHeight = max(wanted, 0)
        height.set(Double(max(wanted, 0)), animation: nil, at: graph.time)
        started()
    }

    /// The finger lifted, moving `velocity` points per second down.
    func released(_ distance: CGFloat, velocity: CGFloat) {
        heldHeight = nil
        scrollDriven = false
        let now = presentedHeight
        let projected = CGFloat(ScrollPhysics().projectedEnd(from: Double(now), velocity: -Double(velocity)))
        let heights = detentHeights
        if let smallest = heights.first, projected < smallest / 2 {
            dismiss()
            return
        }
        let target = heights.min { abs($0 - projected) < abs($1 - projected) } ?? now
        restingHeight = target
        height.set(Double(target), animation: Self.settle, at: graph.time, velocity: -Double(velocity))
        started()
    }
}
