import CTurboJPEG
import Foundation
import GlassCore

extension Bitmap {
    /// Decodes JPEG bytes (baseline or progressive, gray or color) with libjpeg-turbo into
    /// opaque pixels.
    /// - Throws: `RasterError` with libjpeg-turbo's reason when the bytes are not a JPEG it reads.
    public init(jpegData: Data) throws(RasterError) {
        guard let handle = tjInitDecompress() else { throw RasterError("cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let result: Result<[UInt32], RasterError> = jpegData.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return .failure(RasterError("the JPEG is empty"))
            }
            guard tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
            else {
                return .failure(RasterError("not a readable JPEG (\(String(cString: tjGetErrorStr2(handle))))"))
            }
            guard width > 0, height > 0, Int(width) * Int(height) <= Bitmap.maximumPixelCount else {
                return .failure(RasterError("the JPEG's size \(width)×\(height) is out of range"))
            }
            var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
            // BGRA in memory is ARGB32 in a little-endian word: the layout Cairo and Bitmap share.
            let status = pixels.withUnsafeMutableBytes { out in
                tjDecompress2(
                    handle, base, UInt(bytes.count), out.bindMemory(to: UInt8.self).baseAddress, width, 0, height,
                    Int32(TJPF_BGRA.rawValue), 0)
            }
            guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
                return .failure(RasterError("not a readable JPEG (\(String(cString: tjGetErrorStr2(handle))))"))
            }
            return .success(pixels.map { $0 | 0xFF00_0000 })
        }
        switch result {
        case .success(let pixels): self.init(width: Int(width), height: Int(height), pixels: pixels)
        case .failure(let error): throw error
        }
    }

    /// Decodes PNG or JPEG bytes, told apart by their signature.
    /// - Throws: `RasterError` naming the fault, or that the bytes are neither.
    public init(imageData data: Data) throws(RasterError) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            try self.init(pngData: data)
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            try self.init(jpegData: data)
        } else {
            throw RasterError("not a PNG or JPEG image")
        }
    }

    /// Reads a PNG or JPEG file.
    /// - Throws: `RasterError` naming the file and the fault.
    public init(imageFile path: String) throws(RasterError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RasterError("cannot read image '\(path)': no readable file there")
        }
        do {
            try self.init(imageData: data)
        } catch {
            throw RasterError("cannot read image '\(path)': \(error.description)")
        }
    }
}
