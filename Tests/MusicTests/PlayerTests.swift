import Foundation
import Testing

@testable import Music

/// The player over a silent output whose clock the test moves: what plays when, and what a
/// restart brings back.
@MainActor @Suite struct PlayerTests {
    static func track(_ id: Int64, seconds: Double) -> Track {
        var tags = AudioTags(format: .wav)
        tags.title = "Song \(id)"
        tags.duration = seconds
        return Track(id: id, path: "/music/\(id).wav", tags: tags, cover: nil)
    }

    let tracks = [track(1, seconds: 10), track(2, seconds: 20), track(3, seconds: 5)]
    var output: SilentOutput { SilentOutput(checksFiles: false) }

    @Test func playsThroughTheQueueOnTheOutputsClock() {
        let player = Player(library: tracks, output: output)
        player.play(tracks, startingAt: 0)
        // The clock starts at the first update after a track loads (the app's next tick).
        player.update(at: 0)
        #expect(player.isPlaying)
        player.update(at: 4)
        #expect(player.elapsed == 4)
        player.update(at: 10)
        player.update(at: 10.25)
        player.update(at: 10.75)
        #expect(player.current?.id == 2)
        #expect(player.elapsed == 0.5)
        // Paused, the position holds however long the pause.
        player.togglePlayPause()
        player.update(at: 30)
        #expect(player.elapsed == 0.5)
        #expect(!player.isPlaying)
    }

    @Test func previousRestartsAfterThreeSecondsAndGoesBackBefore() {
        let player = Player(library: tracks, output: output)
        player.play(tracks, startingAt: 1)
        player.update(at: 0)
        player.update(at: 5)
        player.previous()
        #expect(player.current?.id == 2)
        #expect(player.elapsed == 0)
        player.update(at: 6)
        player.previous()
        #expect(player.current?.id == 1)
    }

    @Test func theQueueEndsPausedOnItsFirstTrack() {
        let player = Player(library: tracks, output: output)
        player.play(tracks, startingAt: 2)
        player.update(at: 0)
        player.update(at: 5)
        player.update(at: 5.1)
        #expect(!player.isPlaying)
        #expect(player.current?.id == 1)
    }

    @Test func aTrackThatCannotPlayIsNamedAndNothingCrashes() {
        let player = Player(library: tracks, output: SilentOutput())
        player.play(tracks, startingAt: 0)
        #expect(!player.isPlaying)
        #expect(player.problem == "“Song 1” cannot be played: the file is gone")
    }

    @Test func queuePositionAndVolumeSurviveARestart() throws {
        let path = NSTemporaryDirectory() + "music-player-\(UUID()).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = Player(library: tracks, output: output, store: try MusicStore(path: path))
        first.update(at: 0)
        first.play(tracks, startingAt: 1)
        first.cycleRepeatMode()
        first.update(at: 7)
        first.volume = 0.4
        first.seek(to: 12.5)

        let second = Player(library: tracks, output: output, store: try MusicStore(path: path))
        #expect(second.current?.id == 2)
        #expect(second.elapsed == 12.5)
        #expect(!second.isPlaying)
        #expect(second.volume == 0.4)
        #expect(second.queue.repeatMode == .all)
        #expect(second.queue.upNext == [3])

        // A library rescanned without the saved track starts at the one after it.
        let third = Player(library: [tracks[0], tracks[2]], output: output, store: try MusicStore(path: path))
        #expect(third.current?.id == 3)
    }

    @Test func aResumedTrackDoesNotCountThePause() {
        let player = Player(library: tracks, output: output)
        player.play(tracks, startingAt: 1)
        player.update(at: 0)
        player.update(at: 2)
        player.togglePlayPause()
        // Paused, the app's clock stops calling; resumed much later, the position goes on from 2.
        player.togglePlayPause()
        player.update(at: 60)
        player.update(at: 61)
        #expect(player.elapsed == 3)
    }

    @Test func shuffleStartsAnywhereAndPlayKeepsTheOrder() {
        let many = (1...12).map { Self.track(Int64($0), seconds: 10) }
        let player = Player(library: many, output: output, seed: 7)
        var starts: Set<Int64> = []
        for _ in 0..<8 {
            player.play(many, startingAt: nil, shuffled: true)
            #expect(player.queue.isShuffled)
            starts.insert(player.current!.id)
        }
        #expect(starts.count > 2, "eight shuffles started at \(starts.sorted())")
        player.play(many, startingAt: 0, shuffled: false)
        #expect(player.current?.id == 1)
        #expect(player.queue.upNext == Array(2...12))
    }

    @Test func aQueueEmptiedByARescanStopsTheOutput() {
        let silent = output
        let player = Player(library: tracks, output: silent)
        player.update(at: 0)
        player.play([tracks[0]], startingAt: 0)
        #expect(!silent.isPaused)
        player.replaceLibrary([tracks[1]])
        #expect(player.current == nil)
        #expect(silent.isPaused)
        #expect(!player.isPlaying)
    }
}
