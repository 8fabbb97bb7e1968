import GlassCore

/// What plays, and in which order, as Apple Music's queue: the tracks in the order they were
/// chosen, the order they play in (shuffled or not), where playback is, and the repeat mode.
/// A value type, so that every rule here is tested without audio.
public struct PlayQueue: Equatable, Sendable, Codable {
    public enum RepeatMode: String, Equatable, Sendable, Codable, CaseIterable {
        case off, all, one
        /// The next mode a repeat button switches to: off → all → one → off.
        public var next: RepeatMode { self == .off ? .all : self == .all ? .one : .off }
    }

    /// The track ids, in the order they were chosen.
    public private(set) var tracks: [Int64] = []
    /// Indexes into `tracks` in the order they play.
    public private(set) var order: [Int] = []
    /// Where playback is in `order`.
    public private(set) var position = 0
    public var repeatMode = RepeatMode.off
    public private(set) var isShuffled = false

    public init() {}

    /// The track playing (or paused), nil for an empty queue.
    public var current: Int64? { order.indices.contains(position) ? tracks[order[position]] : nil }

    /// The tracks after the current one, in the order they will play.
    public var upNext: [Int64] { order.dropFirst(position + 1).map { tracks[$0] } }

    /// Replaces the queue with `tracks`, starting at `index`; shuffled, the chosen track still
    /// plays first and the rest follow in an order drawn from `seed`.
    public mutating func play(_ tracks: [Int64], startingAt index: Int, shuffled: Bool, seed: UInt64) {
        self.tracks = tracks
        order = Array(tracks.indices)
        position = tracks.indices.contains(index) ? index : 0
        isShuffled = false
        if shuffled { setShuffled(true, seed: seed) }
    }

    /// Turns shuffle on (the current track first, the others in a seeded order) or off (back
    /// to the chosen order, at the current track).
    public mutating func setShuffled(_ on: Bool, seed: UInt64) {
        guard let playing = order.indices.contains(position) ? order[position] : nil else {
            isShuffled = on
            return
        }
        isShuffled = on
        if on {
            var random = SplitMix64(seed: seed)
            order = [playing] + tracks.indices.filter { $0 != playing }.shuffled(using: &random)
            position = 0
        } else {
            order = Array(tracks.indices)
            position = playing
        }
    }

    /// Skips forward (the next button): past the last track it wraps to the first with repeat
    /// all, and otherwise ends. Repeat one does not hold a skip.
    /// - Returns: whether something is left to play.
    @discardableResult
    public mutating func skipForward() -> Bool {
        guard !order.isEmpty else { return false }
        if position + 1 < order.count {
            position += 1
            return true
        }
        position = 0
        return repeatMode == .all
    }

    /// The current track played to its end: repeat one plays it again, otherwise as a skip.
    /// - Returns: whether something is left to play (nothing after the last track without repeat).
    public mutating func trackFinished() -> Bool {
        repeatMode == .one ? current != nil : skipForward()
    }

    /// Goes back one track; before the first, to the last with repeat all, else stays.
    public mutating func skipBackward() {
        guard !order.isEmpty else { return }
        if position > 0 {
            position -= 1
        } else if repeatMode == .all {
            position = order.count - 1
        }
    }

    /// Keeps only the tracks `isKept` accepts (after a rescan removed files): the current one
    /// if it stays, else the one that followed it (the last one left, if it was the last).
    public mutating func keep(where isKept: (Int64) -> Bool) {
        let playing = order.indices.contains(position) ? order[position] : nil
        let kept = tracks.indices.filter { isKept(tracks[$0]) }
        var renumbered: [Int: Int] = [:]
        for (new, old) in kept.enumerated() { renumbered[old] = new }
        let keptOrder = order.compactMap { renumbered[$0] }
        let before = order.prefix(position).filter { renumbered[$0] != nil }.count
        tracks = kept.map { tracks[$0] }
        order = keptOrder
        position =
            playing.flatMap { renumbered[$0] }.flatMap { keptOrder.firstIndex(of: $0) }
            ?? min(before, max(order.count - 1, 0))
    }
}

extension PlayQueue {
    private enum CodingKeys: String, CodingKey { case tracks, order, position, repeatMode, isShuffled }

    /// Decodes a saved queue, refusing one whose order is not a permutation of its tracks or
    /// whose position is outside it (a damaged or hand-edited store), rather than crashing later.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tracks = try container.decode([Int64].self, forKey: .tracks)
        order = try container.decode([Int].self, forKey: .order)
        position = try container.decode(Int.self, forKey: .position)
        repeatMode = try container.decode(RepeatMode.self, forKey: .repeatMode)
        isShuffled = try container.decode(Bool.self, forKey: .isShuffled)
        guard order.sorted() == Array(tracks.indices), order.isEmpty ? position == 0 : order.indices.contains(position)
        else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "the saved queue's order does not match its tracks"))
        }
    }
}
