/// Ogg Vorbis and Ogg Opus: pages of packets. The first packet identifies the codec (and its
/// sample rate), the second holds the Vorbis comments; the length is the last page's granule
/// position in samples (less Opus's pre-skip).
enum OggTags {
    static func read(_ file: FileBytes, artwork: Bool) throws(TagError) -> AudioTags {
        var tags = AudioTags(format: .ogg)
        let (packets, serial) = try firstPackets(2, of: file)
        let identification = packets[0]
        let comments: [UInt8]
        let sampleRate: Int
        var preSkip = 0
        if identification.starts(with: [1] + Array("vorbis".utf8)) {
            sampleRate = try identification.u32le(12)
            guard packets[1].starts(with: [3] + Array("vorbis".utf8)) else { throw .truncated }
            comments = Array(packets[1].dropFirst(7))
        } else if identification.starts(with: Array("OpusHead".utf8)) {
            sampleRate = 48_000
            preSkip = try identification.u16le(10)
            guard packets[1].starts(with: Array("OpusTags".utf8)) else { throw .truncated }
            comments = Array(packets[1].dropFirst(8))
        } else {
            throw .unsupported("an Ogg stream that is neither Vorbis nor Opus")
        }
        var pictures: [FLACPicture] = []
        try VorbisComments.read(comments, into: &tags, pictures: &pictures, artwork: artwork)
        tags.artwork = FLACPicture.cover(of: pictures)
        if sampleRate > 0, let granule = try lastGranule(of: file, serial: serial) {
            tags.duration = Double(max(granule - preSkip, 0)) / Double(sampleRate)
        }
        return tags
    }

    /// The most pages read for the headers (a cover in the comments spans a few hundred).
    static let maximumPages = 4_096

    /// The first `count` packets of the first logical stream, joined across pages.
    private static func firstPackets(_ count: Int, of file: FileBytes) throws(TagError) -> ([[UInt8]], Int) {
        var packets: [[UInt8]] = []
        var current: [UInt8] = []
        var offset = 0
        var pages = 0
        var serial: Int?
        while packets.count < count {
            pages += 1
            guard pages <= maximumPages else { throw .truncated }
            let header = try file.read(offset, 27)
            guard try header.ascii(0, 4) == "OggS" else { throw .truncated }
            let segments = try file.read(offset + 27, try header.u8(26))
            let body = try file.read(offset + 27 + segments.count, segments.reduce(0) { $0 + Int($1) })
            offset += 27 + segments.count + body.count
            let pageSerial = try header.u32le(14)
            guard serial == nil || serial == pageSerial else { continue }
            serial = pageSerial
            var start = 0
            for lacing in segments {
                current += body[start..<(start + Int(lacing))]
                start += Int(lacing)
                if lacing < 255 {
                    packets.append(current)
                    current = []
                }
            }
            guard current.count <= maximumTagSize else { throw .unsupported("an Ogg header larger than 16 MB") }
        }
        return (packets, serial ?? 0)
    }

    /// The granule position of the stream's last page, found in the file's last 64 KB.
    private static func lastGranule(of file: FileBytes, serial: Int) throws(TagError) -> Int? {
        let start = max(0, file.size - (64 << 10))
        let tail = try file.read(start, file.size - start)
        let capture = Array("OggS".utf8)
        var offset = tail.count - 27
        while offset >= 0 {
            if tail[offset] == capture[0], tail[offset..<(offset + 4)].elementsEqual(capture),
                try tail.u32le(offset + 14) == serial
            {
                // −1 (all ones) marks a page where no packet ends; a negative position is no length.
                let granule = try tail.u64le(offset + 6)
                if granule < 1 << 63 { return Int(granule) }
            }
            offset -= 1
        }
        return nil
    }
}
