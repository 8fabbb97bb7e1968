import Foundation
import Testing

@testable import Music

/// The queue's rules, as Apple Music has them: order, shuffle around the playing track,
/// repeat all and one, skips at the ends.
@Suite struct PlayQueueTests {
    @Test func playsInOrderAndEndsAfterTheLastWithoutRepeat() {
        var queue = PlayQueue()
        queue.play([10, 11, 12], startingAt: 1, shuffled: false, seed: 1)
        #expect(queue.current == 11)
        #expect(queue.upNext == [12])
        let movesOn = queue.trackFinished()
        #expect(movesOn)
        #expect(queue.current == 12)
        let hasMore = queue.trackFinished()
        #expect(!hasMore)
        #expect(queue.current == 10)
    }

    @Test func repeatAllWrapsBothWaysAndRepeatOneHoldsOnlyTheEnd() {
        var queue = PlayQueue()
        queue.play([1, 2, 3], startingAt: 0, shuffled: false, seed: 1)
        queue.repeatMode = .all
        queue.skipBackward()
        #expect(queue.current == 3)
        let wraps = queue.skipForward()
        #expect(wraps)
        #expect(queue.current == 1)
        queue.repeatMode = .one
        let repeats = queue.trackFinished()
        #expect(repeats)
        #expect(queue.current == 1)
        let skips = queue.skipForward()
        #expect(skips)
        #expect(queue.current == 2)
        #expect(PlayQueue.RepeatMode.off.next == .all)
        #expect(PlayQueue.RepeatMode.one.next == .off)
    }

    @Test func shuffleKeepsThePlayingTrackFirstAndUnshuffleReturnsToIt() {
        var queue = PlayQueue()
        let ids = Array(Int64(1)...20)
        queue.play(ids, startingAt: 4, shuffled: false, seed: 1)
        queue.setShuffled(true, seed: 42)
        #expect(queue.current == 5)
        #expect(queue.upNext.count == 19)
        #expect(Set(queue.upNext + [5]) == Set(ids))
        #expect(queue.upNext != Array(ids.filter { $0 != 5 }))
        _ = queue.skipForward()
        let playing = queue.current
        queue.setShuffled(false, seed: 0)
        #expect(queue.current == playing)
        #expect(queue.upNext == ids.filter { $0 > playing! })
    }

    @Test func tracksGoneFromTheLibraryLeaveTheQueue() {
        var queue = PlayQueue()
        queue.play([1, 2, 3, 4], startingAt: 1, shuffled: false, seed: 1)
        queue.keep { $0 != 3 }
        #expect(queue.current == 2)
        #expect(queue.upNext == [4])
        queue.keep { $0 != 2 }
        #expect(queue.current == 4)
    }

    @Test func aDamagedSavedQueueIsRefused() throws {
        for bad in [
            #"{"tracks":[1,2],"order":[0,5],"position":0,"repeatMode":"off","isShuffled":false}"#,
            #"{"tracks":[],"order":[],"position":-1,"repeatMode":"off","isShuffled":false}"#,
            #"{"tracks":[1],"order":[0],"position":1,"repeatMode":"off","isShuffled":false}"#,
        ] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(PlayQueue.self, from: Data(bad.utf8)) }
        }
        var queue = PlayQueue()
        queue.play([7, 8], startingAt: 1, shuffled: true, seed: 3)
        let saved = try JSONEncoder().encode(queue)
        #expect(try JSONDecoder().decode(PlayQueue.self, from: saved) == queue)
    }
}
