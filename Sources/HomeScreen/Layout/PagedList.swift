/// Ordered pages of bounded capacity that reflow in reading order, as iOS home and folder pages.
///
/// Both home pages (24 icons, 15 pages) and folder pages (9 apps, 15 pages) use these rules,
/// so the overflow cascade exists once.
public struct PageLimits: Hashable, Sendable {
    /// The most elements one page holds.
    public var capacity: Int
    /// The most pages.
    public var maximumPages: Int

    public init(capacity: Int, maximumPages: Int) {
        precondition(capacity > 0 && maximumPages > 0)
        self.capacity = capacity
        self.maximumPages = maximumPages
    }

    /// Inserts `element` at `index` of `page` (clamped to the page's end; the page may be one
    /// past the last, which creates it) and pushes each full page's last element to the start
    /// of the next page, creating a page at the end when needed.
    ///
    /// Returns nil, leaving nothing half-done, when every page is full and no page can be added.
    public func inserting<Element>(_ element: Element, into pages: [[Element]], page: Int, index: Int) -> [[Element]]? {
        precondition(page >= 0 && index >= 0)
        var pages = pages
        if page >= pages.count {
            guard page == pages.count, pages.count < maximumPages else { return nil }
            pages.append([])
        }
        var carry = element
        var current = page
        var position = min(index, pages[page].count)
        while true {
            pages[current].insert(carry, at: position)
            guard pages[current].count > capacity else { return pages }
            carry = pages[current].removeLast()
            current += 1
            position = 0
            if current == pages.count {
                guard pages.count < maximumPages else { return nil }
                pages.append([])
            }
        }
    }
}
