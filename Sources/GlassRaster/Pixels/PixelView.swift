/// A window onto premultiplied ARGB32 pixels (Cairo's layout), row-major.
///
/// It does not own its memory: a `PixelImage` or a `RasterCanvas` does, and hands out views
/// for the time of a call. Kernels split a view's rows (or columns) across threads; no two
/// threads ever write the same pixel, which is why the view may cross threads.
public struct PixelView: @unchecked Sendable {
    public let base: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    /// Pixels from the start of one row to the start of the next (≥ width).
    public let rowStride: Int

    public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowStride: Int) {
        precondition(
            width >= 0 && height >= 0 && rowStride >= width, "invalid pixel view \(width)×\(height) stride \(rowStride)"
        )
        self.base = base
        self.width = width
        self.height = height
        self.rowStride = rowStride
    }

    @inline(__always)
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * rowStride }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { base[y * rowStride + x] }
        nonmutating set { base[y * rowStride + x] = newValue }
    }

    /// Fills every pixel with `value`.
    public func fill(_ value: UInt32) {
        for y in 0..<height { row(y).update(repeating: value, count: width) }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        (0..<height).allSatisfy { y in
            let pixels = row(y)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= pixels[x] }
            return all >= 0xFF00_0000
        }
    }

    /// Copies every pixel of `source`, which must have the same size.
    public func copy(from source: PixelView) {
        precondition(source.width == width && source.height == height, "copy needs equal sizes")
        for y in 0..<height { row(y).update(from: source.row(y), count: width) }
    }
}
