import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection before the move), keeping their order, as SwiftUI's extension does for
    /// `onMove`. Offsets out of range are ignored; a destination past the end moves to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let items = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < items.count }
        guard !moving.isEmpty else { return }
        var rest = items.enumerated().filter { !moving.contains($0.offset) }.map(\.element)
        let target = Swift.min(Swift.max(destination, 0), items.count)
        let insertion = target - moving.filter { $0 < target }.count
        rest.insert(contentsOf: moving.map { items[$0] }, at: Swift.min(insertion, rest.count))
        for (index, element) in zip(indices, rest) { self[index] = element }
    }
}
