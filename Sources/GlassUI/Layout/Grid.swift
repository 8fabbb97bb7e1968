import Foundation

/// Views in rows and columns that line up, as SwiftUI's `Grid`: each `GridRow`'s views are the
/// cells of one row; a view outside a `GridRow` spans the whole width. A column is as wide as
/// its widest cell at its ideal size and a row as tall as its tallest cell; width offered
/// beyond that goes in equal parts to the columns whose cells can grow.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { GridBehavior() }
        let settings = GridBehavior.Settings(
            alignment: alignment, hSpacing: horizontalSpacing ?? ViewSpacing.standard,
            vSpacing: verticalSpacing ?? ViewSpacing.standard)
        if behavior.settings != settings {
            behavior.settings = settings
            node.invalidateLayout()
        }
        node.setUnit(behavior, children: [content])
    }
}

/// One row of a `Grid`, as SwiftUI's `GridRow`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { GridRowBehavior() }
        if behavior.alignment != alignment {
            behavior.alignment = alignment
            node.invalidateLayout()
        }
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class GridRowBehavior: NodeBehavior {
    var alignment: VerticalAlignment?
    override var forwardsTraits: Bool { false }
    /// The grid places the row's cells.
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}
}

@MainActor
final class GridBehavior: NodeBehavior {
    struct Settings: Equatable {
        var alignment: Alignment
        var hSpacing: CGFloat
        var vSpacing: CGFloat
    }

    var settings = Settings(alignment: .center, hSpacing: 8, vSpacing: 8)

    override var forwardsTraits: Bool { false }

    private struct Arrangement {
        var rows: [(unit: ViewNode, cells: [ViewNode], spans: Bool)]
        var columns: [CGFloat]
        var heights: [CGFloat]
    }

    private func arrange(_ proposal: ProposedViewSize, _ node: ViewNode) -> Arrangement {
        let rows = node.units(ofChild: 0).map { unit -> (unit: ViewNode, cells: [ViewNode], spans: Bool) in
            unit.behavior is GridRowBehavior ? (unit, unit.units(ofChild: 0), false) : (unit, [unit], true)
        }
        let count = rows.filter { !$0.spans }.map(\.cells.count).max() ?? 1
        var columns = [CGFloat](repeating: 0, count: count)
        var growable = [Bool](repeating: false, count: count)
        for row in rows where !row.spans {
            for (c, cell) in row.cells.enumerated() {
                let ideal = cell.sizeThatFits(.unspecified).width
                columns[c] = max(columns[c], ideal)
                if cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > ideal {
                    growable[c] = true
                }
            }
        }
        if let width = proposal.width, width.isFinite {
            let used = columns.reduce(0, +) + settings.hSpacing * CGFloat(max(count - 1, 0))
            let growing = growable.filter { $0 }.count
            if width > used, growing > 0 {
                let extra = (width - used) / CGFloat(growing)
                for c in columns.indices where growable[c] { columns[c] += extra }
            }
        }
        let fullWidth = columns.reduce(0, +) + settings.hSpacing * CGFloat(max(count - 1, 0))
        let heights = rows.map { row -> CGFloat in
            if row.spans { return row.unit.sizeThatFits(ProposedViewSize(width: fullWidth, height: nil)).height }
            return row.cells.enumerated().reduce(0) {
                max($0, $1.element.sizeThatFits(ProposedViewSize(width: columns[$1.offset], height: nil)).height)
            }
        }
        return Arrangement(rows: rows, columns: columns, heights: heights)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let a = arrange(proposal, node)
        let width = a.columns.reduce(0, +) + settings.hSpacing * CGFloat(max(a.columns.count - 1, 0))
        let height = a.heights.reduce(0, +) + settings.vSpacing * CGFloat(max(a.heights.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let a = arrange(proposal, node)
        let width = a.columns.reduce(0, +) + settings.hSpacing * CGFloat(max(a.columns.count - 1, 0))
        var y = bounds.minY
        for (r, row) in a.rows.enumerated() {
            let rowRect = CGRect(x: bounds.minX, y: y, width: width, height: a.heights[r])
            if row.spans {
                FrameAlignment.place(
                    LayoutSubviews(nodes: [row.unit], origin: .zero, layoutDirection: node.environment.layoutDirection),
                    in: rowRect, proposal: ProposedViewSize(width: width, height: nil), alignment: settings.alignment)
            } else {
                row.unit.place(in: rowRect, proposal: ProposedViewSize(rowRect.size))
                let vertical = (row.unit.behavior as? GridRowBehavior)?.alignment ?? settings.alignment.vertical
                var x: CGFloat = 0
                for (c, cell) in row.cells.enumerated() {
                    let rtl = node.environment.layoutDirection == .rightToLeft
                    let cellRect = CGRect(
                        x: rtl ? width - x - a.columns[c] : x, y: 0, width: a.columns[c], height: a.heights[r])
                    let subviews = LayoutSubviews(
                        nodes: [cell], origin: .zero, layoutDirection: node.environment.layoutDirection)
                    FrameAlignment.place(
                        subviews, in: cellRect, proposal: ProposedViewSize(width: a.columns[c], height: nil),
                        alignment: Alignment(horizontal: settings.alignment.horizontal, vertical: vertical))
                    x += a.columns[c] + settings.hSpacing
                }
            }
            y += a.heights[r] + settings.vSpacing
        }
    }
}
