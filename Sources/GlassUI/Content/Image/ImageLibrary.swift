import Foundation
import GlassCore

/// Where named pictures come from and how bytes become pixels. GlassUI decodes nothing itself
/// (it is portable): a host sets `decoder` (GlassHost uses libjpeg-turbo and Cairo's PNG
/// reader) and the directories named images are looked up in, as an asset catalog would be.
/// Pictures are decoded once and kept by path.
public final class ImageLibrary: @unchecked Sendable {
    /// One decoded picture and its pixels per point; compared by identity.
    final class Picture: @unchecked Sendable {
        let bitmap: Bitmap
        let scale: CGFloat
        init(bitmap: Bitmap, scale: CGFloat) {
            self.bitmap = bitmap
            self.scale = scale
        }
        var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }
    }

    public static let shared = ImageLibrary()

    private let lock = NSLock()
    private var decoderFunction: (@Sendable (Data) throws -> Bitmap)?
    private var searchDirectories: [String] = []
    private var cache: [String: Picture] = [:]
    private var reported: [String] = []

    /// Turns PNG or JPEG bytes into pixels, throwing an error that says why it cannot.
    public var decoder: (@Sendable (Data) throws -> Bitmap)? {
        get { lock.withLock { decoderFunction } }
        set { lock.withLock { decoderFunction = newValue } }
    }

    /// Directories searched, in order, for `Image("name")`: name, name.png, name.jpg, name.jpeg.
    public var directories: [String] {
        get { lock.withLock { searchDirectories } }
        set {
            lock.withLock {
                searchDirectories = newValue
                cache.removeAll()
            }
        }
    }

    /// One line for each picture that could not be found or decoded, in order, each once.
    public var problems: [String] { lock.withLock { reported } }

    func report(_ problem: String) {
        lock.withLock { if !reported.contains(problem) { reported.append(problem) } }
    }

    func decode(_ data: Data, source: String) -> Bitmap? {
        guard let decoder else {
            report("\(source): no image decoder is set")
            return nil
        }
        do {
            return try decoder(data)
        } catch {
            report("\(source): \(error)")
            return nil
        }
    }

    /// A picture file, decoded once. A name ending in @2x or @3x is at that scale.
    func load(path: String) -> Picture? {
        if let hit = lock.withLock({ cache[path] }) { return hit }
        guard let data = FileManager.default.contents(atPath: path) else {
            report("image '\(path)': no readable file there")
            return nil
        }
        guard let bitmap = decode(data, source: "image '\(path)'") else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        let picture = Picture(bitmap: bitmap, scale: scale)
        lock.withLock { cache[path] = picture }
        return picture
    }

    /// The picture named `name` in `searched` (the image directories by default), if any is
    /// found and decodes.
    func picture(named name: String, in searched: [String]?) -> Picture? {
        let fileManager = FileManager.default
        let directories = searched ?? self.directories
        for directory in directories {
            for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg", name + "@2x.png", name + "@3x.png"] {
                let path = (directory as NSString).appendingPathComponent(candidate)
                if fileManager.fileExists(atPath: path) { return load(path: path) }
            }
        }
        report(
            "image '\(name)': not found in \(directories.isEmpty ? "any image directory (none is set)" : directories.joined(separator: ", "))"
        )
        return nil
    }
}
