import Foundation

/// Pinned section headers (`pinnedViews: .sectionHeaders`, a plain `List`): the header of
/// the section at the top of what the scroll view shows stays at the top, under the bars,
/// until the section's end pushes it up, as UITableView's plain style does. Its own place in
/// the rows is then above the top, under the bars.
extension LazyStackBehavior {
    /// The top of what the scroll view shows below its bars, in the container's space along
    /// the axis. The content's start already lies below the top inset; a large title that
    /// collapses as the content scrolls (`collapsingInset`) gives back what it no longer covers.
    private func shownTop(node: ViewNode) -> CGFloat? {
        guard let scroll, let shown = span(of: node, before: 0, after: 0) else { return nil }
        guard axis == .vertical else { return shown.lowerBound }
        let scrolled = scroll.presentedOffset(at: node.graph.time).y
        return shown.lowerBound - min(max(scrolled, 0), scroll.collapsingInset)
    }

    /// Whether a header may be pinned: the container pins headers and has some.
    var pinsHeaders: Bool {
        pinnedViews.contains(.sectionHeaders) && rows.sections.contains { $0.header != nil }
    }

    /// The header row to pin now: that of the last section whose header starts above the
    /// shown top and which ends below it.
    func pinnedHeader(node: ViewNode) -> Int? {
        guard pinnedViews.contains(.sectionHeaders), let top = shownTop(node: node) else { return nil }
        let starts = starts().starts
        guard
            let section = rows.sections.last(where: { section in
                section.header.map { starts[lineMap.line(ofRow: $0)] <= top } ?? false
            })
        else { return nil }
        return end(of: section, starts: starts) > top ? section.header : nil
    }

    /// Where the pinned header of line `line`, `length` long, goes: at the shown top, but not
    /// above its own place nor past its section's end.
    func pinnedStart(_ line: Int, length: CGFloat, node: ViewNode) -> CGFloat {
        let starts = starts().starts
        guard let top = shownTop(node: node),
            let section = rows.sections.first(where: { $0.header.map(lineMap.line(ofRow:)) == line })
        else { return starts[line] }
        return max(starts[line], min(top, end(of: section, starts: starts) - length))
    }

    /// Where `section` ends along the axis.
    private func end(of section: LazySection, starts: [CGFloat]) -> CGFloat {
        section.end < lineMap.rowCount ? starts[lineMap.line(ofRow: section.end)] - rowSpacing : self.starts().total
    }
}
