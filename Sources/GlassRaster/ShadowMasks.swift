import GlassCore

/// Pane shadows kept blurred from one frame to the next. A floating bar's shadow is the same
/// picture every frame while the content under it scrolls, so its mask is drawn and blurred
/// once and only composited afterwards (blurring it again took a tenth of each frame of a list
/// scrolling under iOS 26's tab bar). A mask is kept the second time its shadow is drawn, so a
/// shadow that changes every frame (a pane that moves or morphs) costs no copies; past
/// `capacity` entries the cache starts afresh.
final class ShadowMasks {
    /// What a mask depends on: the shape, the shadow, and the transform to device pixels.
    struct Key: Hashable {
        let path: Path
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

    static let capacity = 16
    private var masks: [Key: Mask] = [:]
    /// Shadows drawn once, not kept yet.
    private var seen: Set<Key> = []

    subscript(key: Key) -> Mask? { masks[key] }

    /// Keeps a copy of `mask` for `key` if its shadow was drawn before.
    func keep(_ mask: PixelView, for key: Key) {
        guard seen.remove(key) != nil else {
            if seen.count >= Self.capacity { seen.removeAll() }
            seen.insert(key)
            return
        }
        if masks.count >= Self.capacity { masks.removeAll() }
        masks[key] = Mask(copying: mask)
    }
}
