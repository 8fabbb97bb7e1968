import Foundation

/// How a lazy container sets its rows out in lines along its axis. A stack's line is one row
/// whose views follow one another along the axis, each aligned across it by a guide. A
/// grid's line holds one row per track (`GridItem`): each cell is centred in its track and
/// in the line, which is as long as its longest cell. A `ForEach` element of several views
/// makes one cell in a grid, its views one after another (SwiftUI would give each view a
/// cell of its own: elements of one view each, the common case, are the same).
@MainActor
enum LazyLines {
    case stack(cross: (ViewDimensions) -> CGFloat)
    case grid(items: [GridItem], alignment: LazyGridAlignment)

    /// The tracks across `breadth` (nil: no proposal): one for a stack, as long as the breadth.
    func tracks(across breadth: CGFloat?) -> [GridTrack] {
        switch self {
        case .stack: [GridTrack(length: breadth ?? .infinity, spacing: 0)]
        case .grid(let items, _): GridItem.tracks(items, in: breadth ?? .infinity)
        }
    }

    /// The proposal to a cell of a track `track` long, on `axis`.
    static func cellProposal(_ track: CGFloat, axis: Axis) -> ProposedViewSize {
        ProposedViewSize(axis: axis.other, major: track.isFinite ? track : nil, minor: nil)
    }

    /// A line's breadth across the axis: a stack's given breadth or, with none, its widest
    /// row; a grid's tracks with the spacing between them.
    func breadth(
        tracks: [GridTrack], proposed: CGFloat?, widest: CGFloat
    ) -> CGFloat {
        switch self {
        case .stack: return proposed ?? widest
        case .grid:
            let used = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
            return max(used, 0)
        }
    }

    /// Places the cells of one line that starts at `start` along `axis` and is `length` long,
    /// in `bounds` (the container's), each cell's units with their measured sizes.
    func place(
        _ cells: [(track: Int, units: [ViewNode], sizes: [CGSize])], start: CGFloat, length: CGFloat,
        tracks: [GridTrack], axis: Axis, bounds: CGSize, rightToLeft: Bool
    ) {
        let cross = axis.other
        switch self {
        case .stack(let guideOf):
            let guide = guideOf(ViewDimensions(size: bounds))
            for cell in cells {
                var position = start
                for (unit, size) in zip(cell.units, cell.sizes) {
                    var origin = CGPoint()
                    origin[axis] = position
                    origin[cross] = guide - guideOf(ViewDimensions(size: size))
                    unit.place(
                        in: CGRect(origin: origin, size: size), proposal: Self.cellProposal(bounds[cross], axis: axis))
                    position += size[axis]
                }
            }
        case .grid(_, let alignment):
            let used = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
            let slack = max(bounds[cross] - used, 0)
            var trackStart = alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack
            var trackStarts: [CGFloat] = []
            for track in tracks {
                trackStarts.append(trackStart)
                trackStart += track.length + track.spacing
            }
            for cell in cells {
                let track = tracks[cell.track]
                let cellLength = cell.sizes.reduce(0) { $0 + $1[axis] }
                // The item's alignment places the cell in its row and column (centred by default).
                let along = track.alignment.fraction(on: axis), across = track.alignment.fraction(on: cross)
                var position = start + (length - cellLength) * along
                for (unit, size) in zip(cell.units, cell.sizes) {
                    var origin = CGPoint()
                    origin[axis] = position
                    origin[cross] = trackStarts[cell.track] + (track.length - size[cross]) * across
                    if rightToLeft && axis == .vertical { origin.x = bounds.width - origin.x - size.width }
                    unit.place(
                        in: CGRect(origin: origin, size: size), proposal: Self.cellProposal(track.length, axis: axis))
                    position += size[axis]
                }
            }
        }
    }
}

/// Where a grid's tracks sit across it when they leave space: its `alignment`.
enum LazyGridAlignment: Equatable { case leading, center, trailing }
