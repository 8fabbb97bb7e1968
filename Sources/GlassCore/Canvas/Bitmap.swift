/// A picture as pixels: `width` × `height` premultiplied ARGB32 words (alpha in the top byte),
/// row by row, the layout Cairo and Core Graphics's `premultipliedFirst` share. A wallpaper
/// loaded from a PNG arrives as one, and scenes draw it with `Canvas.draw(_:in:)`.
public struct Bitmap: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [UInt32]

    /// - Precondition: `pixels.count == width * height`, both sides at least 1.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(
            width > 0 && height > 0 && pixels.count == width * height,
            "bitmap needs \(width)×\(height) pixels, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap of one opaque color.
    public init(width: Int, height: Int, color: Color) {
        let a = color.alpha
        func channel(_ c: Double) -> UInt32 { UInt32((min(max(c * a, 0), 1) * 255).rounded()) }
        let word = channel(1) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
        self.init(width: width, height: height, pixels: Array(repeating: word, count: width * height))
    }
}
