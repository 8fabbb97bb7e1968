/// A grow-only pixel buffer reused from call to call, so steady-state frames allocate nothing.
final class ScratchBuffer {
    private var storage: UnsafeMutablePointer<UInt32>?
    private var capacity = 0

    deinit {
        storage?.deallocate()
    }

    /// A tightly packed view of `width` × `height` pixels; its contents are unspecified.
    func view(width: Int, height: Int) -> PixelView {
        let needed = max(1, width * height)
        if needed > capacity {
            storage?.deallocate()
            storage = .allocate(capacity: needed)
            capacity = needed
        }
        return PixelView(base: storage!, width: width, height: height, rowStride: width)
    }
}
