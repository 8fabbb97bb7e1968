/// WAV: a RIFF file of chunks. The length comes from `fmt ` (bytes a second) and the size of
/// `data`; the tags from a `LIST` chunk of type `INFO` (INAM, IART, IPRD, ITRK, ICRD), or from
/// an ID3v2 tag in an `id3 ` chunk, which some taggers write instead.
enum RIFFTags {
    static func read(_ file: FileBytes, artwork: Bool) throws(TagError) -> AudioTags {
        let header = try file.read(0, 12)
        guard try header.ascii(8, 4) == "WAVE" else { throw .unsupported("a RIFF file that is not WAVE") }
        var info = AudioTags(format: .wav)
        var id3 = AudioTags(format: .wav)
        var byteRate: Int?
        var dataSize: Int?
        var offset = 12
        var chunks = 0
        while offset + 8 <= file.size, chunks < maximumChunks {
            chunks += 1
            let chunk = try file.read(offset, 8)
            let id = try chunk.ascii(0, 4)
            let size = try chunk.u32le(4)
            let body = offset + 8
            switch id {
            case "fmt ":
                let format = try file.read(body, 16)
                guard try format.u16le(0) != 0, try format.u16le(2) > 0 else { throw .unsupported("no channels") }
                byteRate = try format.u32le(8)
            case "data":
                // A streamed WAV writes 0 or 0xFFFFFFFF here: its data runs to the end of the file.
                let audio = size == 0 || size == 0xFFFF_FFFF ? file.size - body : min(size, file.size - body)
                dataSize = audio
                offset = body + audio + audio % 2
                continue
            case "LIST" where size >= 4 && size <= maximumTagSize:
                let list = try file.read(body, size, exact: false)
                if try list.ascii(0, 4) == "INFO" { try readInfo(list, into: &info) }
            case "id3 " where size <= maximumTagSize, "ID3 " where size <= maximumTagSize:
                id3 = try ID3Tags.parse(try file.read(body, size, exact: false), artwork: artwork)
            default: break
            }
            offset = body + size + size % 2
        }
        guard let byteRate, let dataSize else { throw .truncated }
        // An ID3 tag inside a WAV wins over its INFO list, wherever each lies.
        info.merge(id3)
        if byteRate > 0 { info.duration = Double(dataSize) / Double(byteRate) }
        return info
    }

    /// The most chunks looked at (a WAV has a handful): a file of a million empty chunks is
    /// not walked to its end.
    static let maximumChunks = 1_000

    /// The INFO list's sub-chunks: four-letter id, size, zero-terminated text.
    private static func readInfo(_ list: [UInt8], into tags: inout AudioTags) throws(TagError) {
        var offset = 4
        while offset + 8 <= list.count {
            let id = try list.ascii(offset, 4)
            let size = try list.u32le(offset + 4)
            let text = tagText(try list.bytes(offset + 8, min(size, list.count - offset - 8)))
            switch id {
            case "INAM": tags.title = text
            case "IART": tags.artist = text
            case "IPRD": tags.album = text
            case "ITRK", "IPRT": tags.trackNumber = AudioTags.number(text)
            case "ICRD": tags.year = AudioTags.year(text)
            default: break
            }
            offset += 8 + size + size % 2
        }
    }
}

/// The largest tag block read into memory (a tag with a big picture); past it the block is skipped.
let maximumTagSize = 16 << 20

extension AudioTags {
    /// Takes every field `other` has over this one's (an ID3 tag inside a WAV wins over INFO).
    mutating func merge(_ other: AudioTags) {
        title = other.title ?? title
        artist = other.artist ?? artist
        album = other.album ?? album
        albumArtist = other.albumArtist ?? albumArtist
        trackNumber = other.trackNumber ?? trackNumber
        year = other.year ?? year
        artwork = other.artwork ?? artwork
        hasArtwork = hasArtwork || other.hasArtwork
    }
}
