/// A grow-only buffer reused from call to call, so steady-state frames allocate nothing. Its
/// elements must be plain values (pixels, colors, counts: no references), unspecified until set.
final class ScratchBuffer<Element> {
    private var storage: UnsafeMutablePointer<Element>?
    private var capacity = 0

    deinit {
        storage?.deallocate()
    }

    /// Room for `count` elements, valid until the next call.
    func buffer(count: Int) -> UnsafeMutableBufferPointer<Element> {
        let needed = max(1, count)
        if needed > capacity {
            storage?.deallocate()
            storage = .allocate(capacity: needed)
            capacity = needed
        }
        return UnsafeMutableBufferPointer(start: storage!, count: count)
    }
}

extension ScratchBuffer<UInt32> {
    /// A tightly packed view of `width` × `height` pixels; its contents are unspecified.
    func view(width: Int, height: Int) -> PixelView {
        PixelView(
            base: buffer(count: max(1, width * height)).baseAddress!, width: width, height: height, rowStride: width)
    }
}
