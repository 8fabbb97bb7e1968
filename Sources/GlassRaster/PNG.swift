import CCairo
import Foundation
import GlassCore

extension Bitmap {
    /// Reads a PNG file into premultiplied pixels (any PNG Cairo reads: gray, RGB, RGBA, palette).
    /// - Throws: `RasterError` naming the file when it is missing, unreadable or not a PNG.
    public init(pngFile path: String) throws(RasterError) {
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path)
        else {
            throw RasterError("cannot read PNG '\(path)': no readable file there")
        }
        do {
            try self.init(pngData: data)
        } catch {
            throw RasterError("cannot read PNG '\(path)': \(error.description)")
        }
    }

    /// The most pixels a decoded picture may have: 8,192 × 8,192, 256 MB of pixels. A small
    /// file can claim far more (a 1 MB PNG of one color unpacks to 2 GB), so the size a file
    /// declares is checked before a byte is decoded.
    public static let maximumPixelCount = 8_192 * 8_192

    /// Decodes PNG bytes into premultiplied pixels.
    /// - Throws: `RasterError` when the bytes are not a PNG Cairo can read, or declare more
    ///   than `maximumPixelCount` pixels.
    public init(pngData: Data) throws(RasterError) {
        // The header: the 8-byte signature, then the IHDR chunk's length, type, width and height.
        let header = [UInt8](pngData.prefix(24))
        guard header.count == 24, header[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            header[12..<16].elementsEqual(Array("IHDR".utf8))
        else {
            throw RasterError("not a PNG (no PNG signature and header)")
        }
        let declared = (
            header[16..<20].reduce(0) { $0 << 8 | Int($1) }, header[20..<24].reduce(0) { $0 << 8 | Int($1) }
        )
        guard declared.0 > 0, declared.1 > 0, declared.0 * declared.1 <= Self.maximumPixelCount else {
            throw RasterError(
                "the PNG's size \(declared.0)×\(declared.1) is out of range (at most \(Self.maximumPixelCount) pixels)")
        }
        let source = PNGSource(pngData)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, bytes, length in
                let source = Unmanaged<PNGSource>.fromOpaque(closure!).takeUnretainedValue()
                return source.read(into: bytes!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError("not a readable PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { throw RasterError("the PNG has no pixels") }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        // RGB24 (an opaque PNG) leaves the top byte undefined.
        let opaque: UInt32 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = data[y * stride + x] | opaque }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension RasterCanvas {
    /// The canvas encoded as PNG (8-bit RGBA, straight alpha).
    public func pngData() throws(RasterError) -> Data {
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(
            flushedSurface,
            { closure, bytes, length in
                let sink = Unmanaged<PNGSink>.fromOpaque(closure!).takeUnretainedValue()
                sink.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }

    /// A copy of the canvas's pixels.
    public func bitmap() -> Bitmap {
        let view = pixels
        var out = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth { out[y * pixelWidth + x] = view.row(y)[x] }
        }
        return Bitmap(width: pixelWidth, height: pixelHeight, pixels: out)
    }
}

private final class PNGSink {
    var data = Data()
}

/// PNG bytes handed to Cairo's reader piece by piece.
private final class PNGSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
        offset += count
        return true
    }
}
