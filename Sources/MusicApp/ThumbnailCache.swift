import Foundation
import GlassCore
import GlassUI
import Music

/// The artwork thumbnails of spec 003: 300 × 300 pixels, decoded off the main thread and only
/// when a view showing them asks (as it comes into view), kept for the most recently used
/// `capacity` pictures. A picture that cannot be read or decoded is remembered as failed (its
/// view keeps the placeholder) and listed with the reason. A headless host (renders, tests)
/// decodes on the main actor instead, so that a picture taken at a given time is reproducible.
@MainActor @Observable
public final class ThumbnailCache {
    /// Spec 003's thumbnail side, in pixels.
    public nonisolated static let side = 300

    /// How many thumbnails are kept: 160 × 300 × 300 × 4 bytes is 58 MB at most.
    public let capacity: Int
    private var images: [Artwork: Image] = [:]
    @ObservationIgnored private var recent: [Artwork] = []
    @ObservationIgnored private var loading: Set<Artwork> = []
    /// The pictures that failed, with the reason.
    public private(set) var failures: [Artwork: String] = [:]

    /// Whether pictures are decoded on a background thread (a window) or inline (headless).
    public let decodesOffMain: Bool

    public init(capacity: Int = 160, decodesOffMain: Bool = true) {
        self.capacity = capacity
        self.decodesOffMain = decodesOffMain
    }

    /// The thumbnail of `artwork` if it is decoded.
    public func image(for artwork: Artwork) -> Image? { images[artwork] }

    /// Decodes `artwork` off the main thread, unless it is decoded, decoding or failed.
    public func load(_ artwork: Artwork) async {
        guard images[artwork] == nil, failures[artwork] == nil, !loading.contains(artwork) else { return }
        loading.insert(artwork)
        defer { loading.remove(artwork) }
        let decoder = ImageLibrary.shared.decoder
        let result: Result<Bitmap, ThumbnailError> =
            decodesOffMain
            ? await Task.detached(priority: .userInitiated) {
                Result { () throws(ThumbnailError) in try Self.thumbnail(of: artwork, decoder: decoder) }
            }.value
            : Result { () throws(ThumbnailError) in try Self.thumbnail(of: artwork, decoder: decoder) }
        switch result {
        case .success(let bitmap):
            images[artwork] = Image(bitmap: bitmap, scale: 1)
            recent.append(artwork)
            if recent.count > capacity { images[recent.removeFirst()] = nil }
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

/// Why a thumbnail could not be made.
public struct ThumbnailError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension Bitmap {
    /// The picture scaled to cover a `side` × `side` square, centred and cropped, each pixel
    /// the average of the source pixels it covers (a box filter, so a large cover does not
    /// alias). A picture smaller than the square is scaled up by nearest neighbour.
    func filling(side: Int) -> Bitmap {
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
