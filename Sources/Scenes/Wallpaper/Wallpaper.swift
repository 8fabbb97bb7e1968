import Dotfield
import GlassCore

/// What the home screen is drawn over. Built-in and plain wallpapers are drawn by code; an
/// image is a PNG the user chose, scaled to fill the screen and cropped at its center, as iOS
/// fits a photo.
public enum Wallpaper: Sendable {
    case builtIn(BuiltInWallpaper)
    case plain(Color)
    /// A picture with a name that identifies it (its path) for caching.
    case image(Bitmap, name: String)
    /// Spec 001's Dotfield, live: drawn every frame, and the glass above refracts its motion.
    case dotfield(Dotfield)

    /// Paints the wallpaper over `rect`. Static wallpapers are rasterized once per size and
    /// color scheme and then only copied.
    public func draw(in rect: Rect, colorScheme: ColorScheme, time: Double, on canvas: Canvas) {
        switch self {
        case .plain(let color):
            canvas.fill(Path(rect: rect), with: color)
        case .builtIn(let wallpaper):
            canvas.drawRasterized(
                key: CacheKey(name: wallpaper.rawValue, scheme: colorScheme, size: rect.size), bounds: rect
            ) {
                wallpaper.draw(in: rect, colorScheme: colorScheme, on: $0)
            }
        case .dotfield(let field):
            DotfieldScene(field: field).draw(in: rect, on: canvas)
        case .image(let bitmap, let name):
            canvas.drawRasterized(key: CacheKey(name: "file:" + name, scheme: .light, size: rect.size), bounds: rect) {
                layer in
                // Black under a picture's transparent parts, as iOS shows a wallpaper with alpha.
                layer.fill(Path(rect: rect), with: .black)
                layer.withLayer(clip: Path(rect: rect)) { layer.draw(bitmap, in: Self.aspectFill(bitmap, in: rect)) }
            }
        }
    }

    /// The rect that covers `rect` with the image's aspect ratio, centered.
    static func aspectFill(_ bitmap: Bitmap, in rect: Rect) -> Rect {
        let scale = max(rect.width / Double(bitmap.width), rect.height / Double(bitmap.height))
        let size = Size(width: Double(bitmap.width) * scale, height: Double(bitmap.height) * scale)
        return Rect(center: rect.center, size: size)
    }

    /// A string and two floats (the look folded into the name): small enough to sit inside
    /// `AnyHashable` unboxed, as `AnyHashable` boxes a larger key at every comparison, so
    /// finding the wallpaper every frame allocates nothing.
    private struct CacheKey: Hashable {
        let name: String
        let width: Float
        let height: Float

        init(name: String, scheme: ColorScheme, size: Size) {
            self.name = scheme == .dark ? name + ".dark" : name
            self.width = Float(size.width)
            self.height = Float(size.height)
        }
    }
}
