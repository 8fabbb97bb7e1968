import Foundation

/// ID3v2 (versions 2.2, 2.3 and 2.4), the tag at the start of an MP3 and inside some WAVs:
/// the text frames for title, artist, album, album artist, track and year, and the attached
/// picture (APIC, PIC), the front cover preferred.
enum ID3Tags {
    /// The tag's whole length (header, frames, footer) from its first ten bytes; nil when they
    /// are no ID3v2 header.
    static func length(_ header: [UInt8]) throws(TagError) -> Int? {
        guard header.count >= 10, try header.ascii(0, 3) == "ID3" else { return nil }
        let hasFooter = try header.u8(5) & 0x10 != 0
        return 10 + (try header.synchsafe(6)) + (hasFooter ? 10 : 0)
    }

    /// Parses a whole tag, header included.
    static func parse(_ tag: [UInt8], artwork: Bool) throws(TagError) -> AudioTags {
        var tags = AudioTags(format: .mp3)
        guard let length = try length(tag) else { return tags }
        let version = try tag.u8(3)
        guard (2...4).contains(version) else { return tags }
        let flags = try tag.u8(5)
        var body = Array(tag[10..<min(tag.count, length)])
        if flags & 0x80 != 0, version < 4 { body = resynchronized(body) }
        var offset = 0
        if flags & 0x40 != 0, version >= 3 {
            offset = version == 4 ? try body.synchsafe(0) : try body.u32be(0) + 4
        }
        var pictures: [(type: Int, data: ArraySlice<UInt8>)] = []
        let idLength = version == 2 ? 3 : 4
        let headerLength = version == 2 ? 6 : 10
        while offset + headerLength <= body.count, body[offset] != 0 {
            let id = try body.ascii(offset, idLength)
            let size =
                switch version {
                case 2: try body.u24be(offset + 3)
                case 3: try body.u32be(offset + 4)
                default: try body.synchsafe(offset + 4)
                }
            let frameFlags = version == 2 ? 0 : try body.u16be(offset + 8)
            let start = offset + headerLength
            offset = start + size
            guard size > 0, offset <= body.count else { break }
            var data = Array(body[start..<offset])
            if version == 4 {
                // Compressed or encrypted frames are skipped; unsynchronised ones restored.
                guard frameFlags & 0x0C == 0 else { continue }
                if frameFlags & 0x02 != 0 { data = resynchronized(data) }
                if frameFlags & 0x01 != 0 { data = Array(data.dropFirst(4)) }
            } else if version == 3, frameFlags & 0x00C0 != 0 {
                continue
            }
            switch id {
            case "TIT2", "TT2": tags.title = text(data)
            case "TPE1", "TP1": tags.artist = text(data)
            case "TALB", "TAL": tags.album = text(data)
            case "TPE2", "TP2": tags.albumArtist = text(data)
            case "TRCK", "TRK": tags.trackNumber = AudioTags.number(text(data))
            case "TYER", "TYE", "TDRC": tags.year = AudioTags.year(text(data))
            case "APIC", "PIC":
                tags.hasArtwork = true
                if artwork, let picture = try? picture(data, legacy: id == "PIC") { pictures.append(picture) }
            default: break
            }
        }
        if let cover = pictures.first(where: { $0.type == 3 }) ?? pictures.first { tags.artwork = Data(cover.data) }
        return tags
    }

    /// A text frame: an encoding byte, then the text (the first of several values).
    static func text(_ frame: [UInt8]) -> String? {
        guard let encoding = frame.first else { return nil }
        return decode(frame.dropFirst(), encoding: encoding).flatMap { tagText(Array($0.utf8)) }
    }

    /// An attached picture: encoding, MIME type (or a three-letter format in 2.2), picture
    /// type, description, then the image's bytes.
    private static func picture(_ frame: [UInt8], legacy: Bool) throws(TagError) -> (Int, ArraySlice<UInt8>) {
        let encoding = try frame.u8(0)
        var offset = 1
        if legacy {
            offset += 3
        } else {
            guard let end = frame[offset...].firstIndex(of: 0) else { throw .truncated }
            offset = end + 1
        }
        let type = try frame.u8(offset)
        offset += 1
        // The description ends with one zero byte, or two aligned ones in UTF-16.
        let wide = encoding == 1 || encoding == 2
        while offset < frame.count {
            if wide {
                if offset + 1 < frame.count, frame[offset] == 0, frame[offset + 1] == 0 {
                    offset += 2
                    break
                }
                offset += 2
            } else {
                offset += 1
                if frame[offset - 1] == 0 { break }
            }
        }
        guard offset < frame.count else { throw .truncated }
        return (type, frame[offset...])
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, encoding: UInt8) -> String? {
        switch encoding {
        case 0: return String(bytes.prefix { $0 != 0 }.map { Character(Unicode.Scalar($0)) })
        case 1, 2:
            var units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            var littleEndian = false
            if encoding == 1, let bom = units.first, bom == 0xFFFE || bom == 0xFEFF {
                littleEndian = bom == 0xFFFE
                units.removeFirst()
            }
            if littleEndian { units = units.map(\.byteSwapped) }
            return String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
        default: return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Undoes unsynchronisation: every 0xFF 0x00 back to 0xFF.
    private static func resynchronized(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if !(previous == 0xFF && byte == 0) { out.append(byte) }
            previous = byte
        }
        return out
    }
}
