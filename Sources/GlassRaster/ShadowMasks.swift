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

    /// A blurred mask, its own copy.
    final class Mask {
        let view: PixelView

        init(copying source: PixelView) {
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, source.width * source.height))
            view = PixelView(base: pixels, width: source.width, height: source.height, rowStride: source.width)
            for y in 0..<source.height {
                view.row(y).update(from: source.row(y), count: source.width)
            }
        }

        deinit { view.base.deallocate() }
    }

    /// A grid's cards at 2×, each mask a quarter of its pixels: about 100 of them.
    static let budgetBytes = 32 * 1024 * 1024
    private var masks: [Key: Mask] = [:]
    private var bytes = 0
    /// Shadows drawn once, not kept yet.
    private var seen: Set<Key> = []

    subscript(key: Key) -> Mask? { masks[key] }

    /// Keeps a copy of `mask` for `key` if its shadow was drawn before, or `atOnce` (a view's
    /// content, whose key changes only when it does).
    func keep(_ mask: PixelView, for key: Key, atOnce: Bool = false) {
        guard atOnce || seen.remove(key) != nil else {
            if seen.count >= 1_024 { seen.removeAll() }
            seen.insert(key)
            return
        }
        let size = mask.width * mask.height * 4
        if bytes + size > Self.budgetBytes {
            masks.removeAll()
            bytes = 0
        }
        masks[key] = Mask(copying: mask)
        bytes += size
    }
}
