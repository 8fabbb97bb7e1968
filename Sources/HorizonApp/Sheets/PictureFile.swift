import Foundation
import Horizon

/// Checks a picture chosen for a post: an existing regular file that starts as a PNG or a
/// JPEG does, under 1 MB (the AT Protocol's blob limit for post images).
enum PictureFile {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static let maximumBytes = 1_000_000

    static func check(_ path: String) throws {
        let name = (path as NSString).lastPathComponent
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { throw Problem(description: "\(name): no such picture file") }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else {
            throw Problem(
                description: "\(name): \(size) bytes, more than the \(maximumBytes) a post's picture may have")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Problem(description: "\(name): cannot be read")
        }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 8))
        let isPNG = head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let isJPEG = head.starts(with: [0xFF, 0xD8, 0xFF])
        guard isPNG || isJPEG else { throw Problem(description: "\(name): not a PNG or JPEG picture") }
    }

    /// The picture files among dropped `texts` (their `file://` URLs) that may join the
    /// pictures `attached`: each checked, no file twice, at most `Draft.maximumImages` in all.
    /// The first problem met is said; texts that are no file's URL are passed over.
    static func accept(_ texts: [String], joining attached: [String]) -> (paths: [String], problem: String?) {
        var paths: [String] = []
        var problem: String?
        for url in texts.compactMap(URL.init(string:)) where url.isFileURL {
            let path = url.path
            guard !attached.contains(path), !paths.contains(path) else { continue }
            guard attached.count + paths.count < Draft.maximumImages else {
                problem = problem ?? "A post holds at most \(Draft.maximumImages) pictures"
                break
            }
            do {
                try check(path)
                paths.append(path)
            } catch {
                problem = problem ?? "\(error)"
            }
        }
        return (paths, problem)
    }
}
