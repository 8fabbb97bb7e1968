import Foundation
import Horizon
import Observation

import struct GlassCore.SplitMix64

/// A video playing (spec 004, requirement 7.3). There is no codec here: the frames are drawn
/// from the video's poster, its sun crossing the sky with the position, and the length follows from
/// the video's id (20 to 90 s), the same on every run. The position is kept as a position at a
/// date of the host's clock, so it moves with the clock alone while playing.
@Observable @MainActor
public final class VideoPlayback {
    public let video: VideoView
    /// The post the video belongs to.
    public let postUri: String
    /// Its length, in seconds.
    public let duration: Double
    /// Floating in a picture-in-picture window over the app, at `corner`.
    public var isPictureInPicture = false
    public var corner = Corner.bottomTrailing
    /// Whether it was set playing (it still stops at its end).
    public private(set) var isPlaying = false
    private var position: Double = 0
    /// The clock's date when it started playing from `position`: taken at the first frame
    /// drawn after `play()` (the model has no clock of its own), so not observed.
    @ObservationIgnored private var playingSince: Date?

    /// The window's corners.
    public enum Corner: CaseIterable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// The corner on the leading or trailing side, at the same height.
        func on(leading: Bool) -> Corner {
            switch self {
            case .topLeading, .topTrailing: leading ? .topLeading : .topTrailing
            case .bottomLeading, .bottomTrailing: leading ? .bottomLeading : .bottomTrailing
            }
        }

        /// The corner at the top or the bottom, on the same side.
        func on(top: Bool) -> Corner {
            switch self {
            case .topLeading, .bottomLeading: top ? .topLeading : .bottomLeading
            case .topTrailing, .bottomTrailing: top ? .topTrailing : .bottomTrailing
            }
        }
    }

    public init(video: VideoView, postUri: String) {
        self.video = video
        self.postUri = postUri
        duration = Double(20 + SplitMix64.seed([video.cid]) % 71)
    }

    /// The position at `date`, in 0 … duration.
    public func position(at date: Date) -> Double {
        guard isPlaying else { return position }
        if playingSince == nil { playingSince = date }
        return min(max(position + date.timeIntervalSince(playingSince ?? date), 0), duration)
    }

    /// Whether it plays at `date`: set playing, and not at its end.
    public func isPlaying(at date: Date) -> Bool { isPlaying && position(at: date) < duration }

    /// Plays from where it is (from the start again once it has ended).
    public func play() {
        if position >= duration { position = 0 }
        isPlaying = true
        playingSince = nil
    }

    public func pause(at date: Date) {
        position = position(at: date)
        isPlaying = false
        playingSince = nil
    }

    public func toggle(at date: Date) {
        if isPlaying(at: date) {
            pause(at: date)
        } else {
            if isPlaying { position = position(at: date) }
            play()
        }
    }

    /// Moves to `seconds` (kept within the video), playing on if it was.
    public func seek(to seconds: Double, at date: Date) {
        guard seconds.isFinite else { return }
        position = min(max(seconds, 0), duration)
        if isPlaying { playingSince = date }
    }

    /// Width over height, as the file says (16:9 when it says nothing), kept within 1:2 … 3:1 so
    /// that a hostile ratio cannot make the player miles tall.
    public static func aspect(of video: VideoView) -> Double {
        min(max(video.aspectRatio?.value ?? 16.0 / 9.0, 0.5), 3)
    }

    /// "1:05".
    public static func time(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        return "\(whole / 60):" + String(format: "%02d", whole % 60)
    }
}
