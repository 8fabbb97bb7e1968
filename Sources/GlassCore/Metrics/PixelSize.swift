/// A width and height in device pixels (points × scale), for sizing framebuffers and PNGs.
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
