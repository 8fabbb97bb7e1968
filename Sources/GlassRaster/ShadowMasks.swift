import CCairo
import GlassCore

/// Shadows kept blurred from one frame to the next. A floating bar's shadow is the same
/// picture every frame while the content under it scrolls, and a card's in a grid is the same
/// in every tile and frame that draws the card, so its mask is drawn and blurred once and only
/// composited afterwards (blurring it again took a tenth of each frame of a list scrolling
/// under iOS 26's tab bar). A mask is kept the second time its shadow is drawn, so a shadow
/// that changes every frame (a pane that moves or morphs) costs no copies; past
/// `budgetBytes` the cache starts afresh. The tiles of retained layers share their canvas's.
final class ShadowMasks {
    /// What a mask depends on: what casts it (a shape, or a view's content as its version),
    /// the shadow, and the transform to device pixels.
    struct Key: Hashable {
        let source: AnyHashable
        let shadow: Shadow
        let transform: AffineTransform
    }

    /// A blurred mask's coverage, a byte a pixel (a shadow is one color: its alpha says all),
    /// rows `stride` bytes apart as Cairo's A8 images have them.
    final class Mask {
        let alpha: UnsafeMutablePointer<UInt8>
        let width: Int, height: Int, stride: Int

        init(alphaOf source: PixelView) {
            (width, height) = (source.width, source.height)
            stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(source.width)))
            alpha = .allocate(capacity: max(1, stride * height))
            for y in 0..<height {
                let row = source.row(y)
                for x in 0..<width { alpha[y * stride + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }

        deinit { alpha.deallocate() }
    }

    /// A grid's cards at 2× take about 100 KB each (a quarter of the pixels, a byte each).
    static let budgetBytes = 16 * 1024 * 1024
    private var masks: [Key: Mask] = [:]
    private var bytes = 0
    /// Shadows drawn once, not kept yet.
    private var seen: Set<Key> = []
    /// Shadows whose bodies read their backdrop, so cannot be drawn apart to be kept.
    private(set) var castOverBackdrop: Set<Key> = []

    /// Notes that the body of `key`'s shadow reads its backdrop.
    func castsOverBackdrop(_ key: Key) {
        if castOverBackdrop.count >= 1_024 { castOverBackdrop.removeAll() }
        castOverBackdrop.insert(key)
    }

    subscript(key: Key) -> Mask? { masks[key] }

    /// The most pixels a kept mask (or a body drawn apart to cast one) may have: 8 M, a 3×
    /// phone screen twice over.
    static let largestPixels = 8 * 1024 * 1024
    /// The most masks kept, counting those kept under two keys.
    static let capacity = 4_096

    /// Keeps `mask`, kept already under another key, for `key` too.
    func keep(_ mask: Mask, for key: Key) {
        if masks.count >= Self.capacity { startAfresh() }
        masks[key] = mask
    }

    private func startAfresh() {
        masks.removeAll()
        bytes = 0
    }

    /// Keeps a copy of `mask` for `key` if its shadow was drawn before, or `atOnce` (a view's
    /// content, whose key changes only when it does).
    func keep(_ mask: PixelView, for key: Key, atOnce: Bool = false) {
        guard atOnce || seen.remove(key) != nil else {
            if seen.count >= 1_024 { seen.removeAll() }
            seen.insert(key)
            return
        }
        let kept = Mask(alphaOf: mask)
        if bytes + kept.stride * kept.height > Self.budgetBytes || masks.count >= Self.capacity { startAfresh() }
        masks[key] = kept
        bytes += kept.stride * kept.height
    }
}

extension PixelView {
    /// A digest of where the pixels cover (their alphas) and of the size: pictures with the
    /// same one cast the same shadow.
    var coverageDigest: CoverageDigest {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for y in 0..<height {
            let row = self.row(y)
            var x = 0
            // Four alphas a step, folded in as one word.
            while x + 4 <= width {
                let word =
                    UInt64(row[x] >> 24) | UInt64(row[x + 1] >> 24) << 8 | UInt64(row[x + 2] >> 24) << 16
                    | UInt64(row[x + 3] >> 24) << 24
                hash = (hash ^ word) &* 0x100_0000_01B3
                x += 4
            }
            while x < width {
                hash = (hash ^ UInt64(row[x] >> 24)) &* 0x100_0000_01B3
                x += 1
            }
        }
        return CoverageDigest(width: width, height: height, hash: hash)
    }
}

/// What `PixelView.coverageDigest` gives.
struct CoverageDigest: Hashable {
    let width: Int
    let height: Int
    let hash: UInt64
}
