import Foundation
import GlassCore

/// A picture, as SwiftUI's `Image`: a PNG or JPEG from the app's image directories or a file,
/// a decoded bitmap, or a symbol by its SF Symbol name. A picture that cannot be found or
/// decoded shows a placeholder and is reported (`ImageLibrary.problems`); it never crashes.
public struct Image: Equatable, Sendable {
    enum Source: Sendable {
        case bitmap(ImageLibrary.Picture)
        /// A name looked up in `bundle`'s resources, or in the app's image directories.
        case named(String, bundle: String?)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var isTemplate: Bool?
    var scale: Image.Scale?
    /// What VoiceOver reads (nil: no label of its own, read as "image").
    var label: String?
    /// `Image(decorative:)`: not an accessibility element at all.
    var isDecorative = false

    /// The picture `name` from `bundle`'s resources (a package's `Bundle.module`), or without
    /// a bundle from the image directories a host sets, as an app's asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle?.resourcePath)
        label = name
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle?.resourcePath)
        isDecorative = true
    }

    public init(systemName: String) {
        source = .system(systemName)
        label = systemName.split(separator: ".").first.map(String.init) ?? systemName
    }

    /// A decoded picture at `scale` pixels per point (GlassUI's counterpart of `Image(uiImage:)`).
    public init(bitmap: Bitmap, scale: CGFloat = 1, label: String? = nil) {
        source = .bitmap(ImageLibrary.Picture(bitmap: bitmap, scale: max(scale, 0.01)))
        self.label = label
    }

    public init(uiImage: UIImage) {
        source = .bitmap(uiImage.picture)
    }

    /// The picture stretches to the frame it is given (without it, it keeps its own size).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }

    /// `.template` draws the picture's shape in the foreground style; symbols are templates by default.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.isTemplate = mode.map { $0 == .template }
        return copy
    }

    /// Accepted for SwiftUI compatibility; pictures are always filtered bilinearly.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// A symbol's size relative to the text around it, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    public static func == (a: Image, b: Image) -> Bool {
        switch (a.source, b.source) {
        case (.bitmap(let x), .bitmap(let y)): guard x === y else { return false }
        case (.named(let x, let xb), .named(let y, let yb)): guard x == y, xb == yb else { return false }
        case (.system(let x), .system(let y)): guard x == y else { return false }
        default: return false
        }
        return a.isResizable == b.isResizable && a.capInsets == b.capInsets && a.isTemplate == b.isTemplate
            && a.scale == b.scale && a.label == b.label && a.isDecorative == b.isDecorative
    }
}

extension View {
    /// The size of symbols inside relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

extension EnvironmentValues {
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

/// A picture loaded from a file or bytes, as UIKit's `UIImage`: decoded at once by the host's
/// decoder, so it is made once a host exists (as a UIImage is made once UIKit runs); without a
/// decoder, or for bytes that do not decode, it is nil and the fault is reported.
public final class UIImage: @unchecked Sendable {
    let picture: ImageLibrary.Picture

    public init?(contentsOfFile path: String) {
        guard let picture = ImageLibrary.shared.load(path: path) else { return nil }
        self.picture = picture
    }

    public init?(data: Data, scale: CGFloat = 1) {
        guard let bitmap = ImageLibrary.shared.decode(data, source: "image data") else { return nil }
        picture = ImageLibrary.Picture(bitmap: bitmap, scale: max(scale, 0.01))
    }

    /// The size in points.
    public var size: CGSize { picture.size }
    public var scale: CGFloat { picture.scale }
}
