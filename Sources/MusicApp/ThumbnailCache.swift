import Foundation
import GlassCore
import GlassUI
import Music

/// One artwork's thumbnail, observed on its own: a picture arriving redraws only the views
/// showing that artwork.
@MainActor @Observable
public final class Thumbnail {
    public let artwork: Artwork
    public fileprivate(set) var image: Image?
    @ObservationIgnored fileprivate var isSettled = false
    @ObservationIgnored fileprivate var isLoading = false

    init(artwork: Artwork) { self.artwork = artwork }
}

/// The artwork thumbnails of spec 003: 300 × 300 pixels, decoded off the main thread and only
/// when a view showing them asks (as it comes into view). A thumbnail lives while a view
/// holds it (its `task` does), and the cache keeps the `capacity` most recently used besides, so scrolling back
/// finds them. A picture that cannot be read or decoded is remembered as failed (its view keeps
/// the placeholder) and listed with the reason. A headless host (renders, tests) decodes on
/// the main actor instead, so that a picture taken at a given time is reproducible.
@MainActor @Observable
public final class ThumbnailCache {
    /// Spec 003's thumbnail side, in pixels.
    nonisolated public static let side = 300

    /// How many of the most recently decoded or shown thumbnails are kept besides those views
    /// hold, for scrolling back: 60 × 300 × 300 × 4 bytes is 22 MB.
    public let capacity: Int
    /// Whether pictures are decoded on a background thread (a window) or inline (headless).
    public let decodesOffMain: Bool
    /// The pictures that failed, with the reason.
    public private(set) var failures: [Artwork: String] = [:]
    @ObservationIgnored private var alive: [Artwork: WeakThumbnail] = [:]
    @ObservationIgnored private var recent: [Thumbnail] = []

    public init(capacity: Int = 60, decodesOffMain: Bool = true) {
        self.capacity = capacity
        self.decodesOffMain = decodesOffMain
    }

    /// The thumbnail of `artwork` every view of it shares; a new one (not yet loaded) if none is alive.
    public func thumbnail(for artwork: Artwork) -> Thumbnail {
        if let thumbnail = alive[artwork]?.thumbnail {
            if let index = recent.firstIndex(where: { $0 === thumbnail }) {
                recent.append(recent.remove(at: index))
            }
            return thumbnail
        }
        let thumbnail = Thumbnail(artwork: artwork)
        if alive.count > 4 * capacity { alive = alive.filter { $0.value.thumbnail != nil } }
        alive[artwork] = WeakThumbnail(thumbnail: thumbnail)
        return thumbnail
    }

    /// Decodes the thumbnail's picture, unless it is decoded, decoding or failed (a damaged
    /// file is read once, not again by each view that shows it).
    public func load(_ thumbnail: Thumbnail) async {
        guard !thumbnail.isSettled, !thumbnail.isLoading, failures[thumbnail.artwork] == nil else { return }
        thumbnail.isLoading = true
        defer { thumbnail.isLoading = false }
        let (artwork, decoder) = (thumbnail.artwork, ImageLibrary.shared.decoder)
        let result: Result<Bitmap, ThumbnailError> =
            decodesOffMain
            ? await Task.detached(priority: .userInitiated) {
                Result { () throws(ThumbnailError) in try Self.thumbnail(of: artwork, decoder: decoder) }
            }.value
            : Result { () throws(ThumbnailError) in try Self.thumbnail(of: artwork, decoder: decoder) }
        thumbnail.isSettled = true
        switch result {
        case .success(let bitmap):
            thumbnail.image = Image(bitmap: bitmap, scale: 1)
            recent.append(thumbnail)
            if recent.count > capacity { recent.removeFirst() }
        case .failure(let error): failures[artwork] = error.description
        }
    }

    /// Reads and decodes the picture, then scales it to fill a 300-pixel square.
    nonisolated static func thumbnail(
        of artwork: Artwork, decoder: (@Sendable (Data) throws -> Bitmap)?
    ) throws(ThumbnailError) -> Bitmap {
        guard let decoder else { throw ThumbnailError("no image decoder") }
        let data: Data
        do { data = try artwork.data() } catch { throw ThumbnailError("\(error)") }
        do {
            return try decoder(data).filling(side: side)
        } catch {
            throw ThumbnailError("not a PNG or JPEG picture (\(error))")
        }
    }
}

/// A thumbnail the cache knows of without keeping it alive.
private struct WeakThumbnail {
    weak var thumbnail: Thumbnail?
}

/// Why a thumbnail could not be made.
public struct ThumbnailError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension Bitmap {
    /// The picture scaled to cover a `side` × `side` square, centred and cropped, each pixel
    /// the average of the source pixels it covers (a box filter, so a large cover does not
    /// alias). A picture smaller than the square is scaled up by nearest neighbour; one the
    /// square's size is itself.
    func filling(side: Int) -> Bitmap {
        if width == side && height == side { return self }
        let scale = Double(min(width, height)) / Double(side)
        let x0 = Double(width) / 2 - scale * Double(side) / 2
        let y0 = Double(height) / 2 - scale * Double(side) / 2
        let reach = max(1, Int(scale.rounded(.up)))
        var out = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            let top = min(height - 1, max(0, Int(y0 + Double(y) * scale)))
            for x in 0..<side {
                let left = min(width - 1, max(0, Int(x0 + Double(x) * scale)))
                var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                var count: UInt32 = 0
                for sy in top..<min(height, top + reach) {
                    for sx in left..<min(width, left + reach) {
                        let p = pixels[sy * width + sx]
                        sums = (sums.0 + p >> 24, sums.1 + p >> 16 & 0xFF, sums.2 + p >> 8 & 0xFF, sums.3 + p & 0xFF)
                        count += 1
                    }
                }
                out[y * side + x] =
                    (sums.0 / count) << 24 | (sums.1 / count) << 16 | (sums.2 / count) << 8 | sums.3 / count
            }
        }
        return Bitmap(width: side, height: side, pixels: out)
    }
}
