import Foundation

/// FLAC: "fLaC" (after an ID3v2 tag, which some taggers put first), then metadata blocks.
/// STREAMINFO gives the sample rate and the sample count (so the length), VORBIS_COMMENT the
/// tags, PICTURE the cover. A damaged picture is passed over, not the file.
enum FLACTags {
    /// The most metadata blocks read (a file has a handful; padding is one).
    static let maximumBlocks = 1_000

    /// Reads the stream whose "fLaC" marker is at `start`.
    static func read(_ file: FileBytes, from start: Int = 0, artwork: Bool) throws(TagError) -> AudioTags {
        var tags = AudioTags(format: .flac)
        var offset = start + 4
        var isLast = false
        var blocks = 0
        var pictures: [FLACPicture] = []
        while !isLast {
            blocks += 1
            guard blocks <= maximumBlocks else { throw .truncated }
            let header = try file.read(offset, 4)
            isLast = try header.u8(0) & 0x80 != 0
            let type = try header.u8(0) & 0x7F
            let length = try header.u24be(1)
            let body = offset + 4
            switch type {
            case 0:
                let info = try file.read(body, 34)
                let rate = try info.u24be(10) >> 4
                let samples = try info.bytes(13, 5).reduce(0) { $0 << 8 | Int($1) } & 0xF_FFFF_FFFF
                if rate > 0, samples > 0 { tags.duration = Double(samples) / Double(rate) }
            case 4:
                try VorbisComments.read(try file.read(body, length), into: &tags, pictures: &pictures, artwork: artwork)
            case 6:
                tags.hasArtwork = true
                if artwork, let picture = try? FLACPicture(try file.read(body, length)) { pictures.append(picture) }
            case 127: throw .truncated
            default: break
            }
            offset = body + length
        }
        tags.artwork = FLACPicture.cover(of: pictures)
        return tags
    }
}

/// A picture in FLAC's layout (a PICTURE block, or base64 in an Ogg comment): type, MIME type,
/// description, size, then the image's bytes; every field big-endian.
struct FLACPicture {
    var type: Int
    var data: Data

    init(_ block: [UInt8]) throws(TagError) {
        type = try block.u32be(0)
        var offset = 4
        offset += 4 + (try block.u32be(offset))  // MIME type
        offset += 4 + (try block.u32be(offset))  // description
        offset += 16  // width, height, depth, colours
        let length = try block.u32be(offset)
        data = Data(try block.bytes(offset + 4, length))
    }

    /// The front cover (type 3), else the first picture.
    static func cover(of pictures: [FLACPicture]) -> Data? {
        (pictures.first { $0.type == 3 } ?? pictures.first)?.data
    }
}

/// Vorbis comments, as FLAC and Ogg carry them: a vendor string, then `KEY=value` pairs, every
/// length little-endian. Keys are case-insensitive.
enum VorbisComments {
    /// - Parameter artwork: decode a picture's base64 into `pictures` (else only note it).
    static func read(
        _ bytes: [UInt8], into tags: inout AudioTags, pictures: inout [FLACPicture], artwork: Bool
    ) throws(TagError) {
        var offset = 4 + (try bytes.u32le(0))
        let count = try bytes.u32le(offset)
        offset += 4
        for _ in 0..<min(count, bytes.count / 4) {
            let length = try bytes.u32le(offset)
            let comment = try bytes.bytes(offset + 4, length)
            offset += 4 + length
            guard let equals = comment.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = String(decoding: comment[comment.startIndex..<equals], as: UTF8.self).uppercased()
            let value = comment[(equals + 1)...]
            switch key {
            case "TITLE": tags.title = tagText(value)
            case "ARTIST": tags.artist = tags.artist ?? tagText(value)
            case "ALBUM": tags.album = tagText(value)
            case "ALBUMARTIST", "ALBUM ARTIST": tags.albumArtist = tagText(value)
            case "TRACKNUMBER": tags.trackNumber = AudioTags.number(tagText(value))
            case "DATE", "YEAR": tags.year = AudioTags.year(tagText(value))
            case "METADATA_BLOCK_PICTURE":
                tags.hasArtwork = true
                if artwork, let block = Data(base64Encoded: Data(value), options: .ignoreUnknownCharacters),
                    let picture = try? FLACPicture([UInt8](block))
                {
                    pictures.append(picture)
                }
            default: break
            }
        }
    }
}
