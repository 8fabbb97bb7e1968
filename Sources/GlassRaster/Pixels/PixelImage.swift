/// An owned, tightly packed buffer of premultiplied ARGB32 pixels, zeroed (transparent) at birth.
public final class PixelImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    private let storage: UnsafeMutablePointer<UInt32>

    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "pixel image must be at least 1×1, got \(width)×\(height)")
        self.width = width
        self.height = height
        storage = .allocate(capacity: width * height)
        storage.initialize(repeating: 0, count: width * height)
    }

    deinit {
        storage.deallocate()
    }

    public var view: PixelView { PixelView(base: storage, width: width, height: height, rowStride: width) }
}
