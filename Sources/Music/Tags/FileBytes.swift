import Foundation

/// A file read by offset, a few bytes at a time: tag readers seek to what they need (a chunk
/// header, the last Ogg page) instead of reading a whole track, so scanning keeps its memory
/// constant however large the files are.
struct FileBytes {
    let size: Int
    private let handle: FileHandle

    init(path: String) throws(TagError) {
        // Only a regular file: a folder cannot be read, and a FIFO would block the read forever.
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else { throw .unreadable("cannot open the file") }
        self.handle = handle
        size = Int((try? handle.seekToEnd()) ?? 0)
    }

    func close() { try? handle.close() }

    /// `count` bytes from `offset`; fewer only at the end of the file when `exact` is false.
    func read(_ offset: Int, _ count: Int, exact: Bool = true) throws(TagError) -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= size else { throw .truncated }
        let available = min(count, size - offset)
        if exact, available < count { throw .truncated }
        guard available > 0 else { return [] }
        do {
            try handle.seek(toOffset: UInt64(offset))
            let bytes = [UInt8](try handle.read(upToCount: available) ?? Data())
            // A file cut while it is read (a tagger rewriting it) returns less than it had.
            guard bytes.count == available else { throw TagError.truncated }
            return bytes
        } catch let error as TagError {
            throw error
        } catch {
            throw .unreadable(error.localizedDescription)
        }
    }
}

/// Reading integers and text out of tag bytes. Every accessor checks its bounds and throws
/// `TagError.truncated` past the end, so a damaged file is reported, never a crash.
extension Array where Element == UInt8 {
    func bytes(_ offset: Int, _ count: Int) throws(TagError) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset <= self.count - count else { throw .truncated }
        return self[offset..<(offset + count)]
    }

    func u8(_ offset: Int) throws(TagError) -> Int { Int(try bytes(offset, 1).first!) }

    func u16le(_ offset: Int) throws(TagError) -> Int { try unsigned(offset, 2, bigEndian: false) }
    func u32le(_ offset: Int) throws(TagError) -> Int { try unsigned(offset, 4, bigEndian: false) }
    func u64le(_ offset: Int) throws(TagError) -> UInt64 {
        try bytes(offset, 8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
    func u16be(_ offset: Int) throws(TagError) -> Int { try unsigned(offset, 2, bigEndian: true) }
    func u24be(_ offset: Int) throws(TagError) -> Int { try unsigned(offset, 3, bigEndian: true) }
    func u32be(_ offset: Int) throws(TagError) -> Int { try unsigned(offset, 4, bigEndian: true) }

    /// ID3v2.4's "synchsafe" integer: four bytes of seven bits each.
    func synchsafe(_ offset: Int) throws(TagError) -> Int {
        try bytes(offset, 4).reduce(0) { $0 << 7 | Int($1 & 0x7F) }
    }

    func ascii(_ offset: Int, _ count: Int) throws(TagError) -> String {
        String(decoding: try bytes(offset, count), as: UTF8.self)
    }

    private func unsigned(_ offset: Int, _ count: Int, bigEndian: Bool) throws(TagError) -> Int {
        let slice = try bytes(offset, count)
        let ordered = bigEndian ? Array(slice) : slice.reversed()
        return ordered.reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Text in a tag: UTF-8 when it is valid UTF-8, otherwise ISO-8859-1 (older taggers), without
/// the terminating zeros and surrounding spaces; nil when nothing is left.
func tagText<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    let trimmed = bytes.prefix { $0 != 0 }
    let text = String(validating: trimmed, as: UTF8.self) ?? String(trimmed.map { Character(Unicode.Scalar($0)) })
    let clean = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return clean.isEmpty ? nil : clean
}
