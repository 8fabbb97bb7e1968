import Foundation

/// A section of a lazy container's rows: its header's row, its rows, its footer's row.
struct LazySection: Equatable {
    let header: Int?
    let rows: Range<Int>
    let footer: Int?

    /// The row after the section's last.
    var end: Int { footer.map { $0 + 1 } ?? rows.upperBound }
}

/// Which rows make each line of a lazy container. In a stack every row is a line. In a grid
/// the rows run in lines of as many as it has tracks; a section's rows start a new line, and
/// its header and footer each make a line of their own, across the whole grid, as SwiftUI's
/// lazy grids set sections out.
struct LazyLineMap {
    /// The first row of each line (nil in a stack: line and row are the same).
    private let starts: [Int]?
    /// The lines that span the grid: the sections' headers and footers.
    let wide: Set<Int>
    let rowCount: Int

    init(rowCount: Int, perLine: Int, sections: [LazySection]) {
        self.rowCount = rowCount
        guard perLine > 1 else {
            starts = nil
            wide = []
            return
        }
        var starts: [Int] = []
        var wide: Set<Int> = []
        func run(_ rows: Range<Int>) {
            starts.append(contentsOf: stride(from: rows.lowerBound, to: rows.upperBound, by: perLine))
        }
        func alone(_ row: Int?) {
            guard let row else { return }
            wide.insert(starts.count)
            starts.append(row)
        }
        var next = 0
        for section in sections where section.rows.lowerBound >= next {
            run(next..<(section.header ?? section.rows.lowerBound))
            alone(section.header)
            run(section.rows)
            alone(section.footer)
            next = section.end
        }
        run(next..<rowCount)
        self.starts = starts
        self.wide = wide
    }

    var count: Int { starts?.count ?? rowCount }

    /// The first row of `line`.
    func firstRow(of line: Int) -> Int { starts?[line] ?? line }

    /// The line row `row` is on.
    func line(ofRow row: Int) -> Int {
        guard let starts else { return row }
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= row { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// The rows of the lines `lines`.
    func rows(of lines: Range<Int>) -> Range<Int> {
        guard !lines.isEmpty else { return 0..<0 }
        let end = lines.upperBound < count ? firstRow(of: lines.upperBound) : rowCount
        return firstRow(of: lines.lowerBound)..<end
    }
}
