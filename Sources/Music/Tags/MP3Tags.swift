/// MP3: an ID3v2 tag (or an ID3v1 tag at the end), then MPEG audio frames. The length comes
/// from the first frame: its Xing/Info or VBRI header's frame count when the encoder wrote one
/// (variable bit rate), else the audio's size at the frame's constant bit rate.
enum MP3Tags {
    static func read(_ file: FileBytes, artwork: Bool) throws(TagError) -> AudioTags {
        var tags = AudioTags(format: .mp3)
        var audioStart = 0
        if let length = try ID3Tags.length(try file.read(0, 10, exact: false)) {
            if length <= maximumTagSize {
                tags.merge(try ID3Tags.parse(try file.read(0, length, exact: false), artwork: artwork))
            }
            audioStart = length
        }
        var audioEnd = file.size
        if file.size >= 128, let v1 = try? file.read(file.size - 128, 128), try v1.ascii(0, 3) == "TAG" {
            audioEnd -= 128
            // ID3v1 only fills what ID3v2 left out.
            var old = try version1(v1)
            old.merge(tags)
            tags = old
        }
        let window = try file.read(audioStart, 64 << 10, exact: false)
        guard let (offset, frame) = firstFrame(in: window) else { throw .unsupported("no MPEG audio frame found") }
        tags.duration = try duration(of: frame, at: offset, in: window, audioBytes: audioEnd - audioStart - offset)
        return tags
    }

    /// One MPEG audio frame header's fields.
    struct Frame {
        var samplesPerFrame: Int
        var sampleRate: Int
        var bitRate: Int
        var length: Int
        var sideInfo: Int
    }

    static func frame(_ bytes: [UInt8], at offset: Int) -> Frame? {
        guard offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] & 0xE0 == 0xE0 else { return nil }
        let version = Int(bytes[offset + 1] >> 3 & 3)  // 0: 2.5, 2: 2, 3: 1
        let layer = Int(bytes[offset + 1] >> 1 & 3)  // 1: III, 2: II, 3: I
        let bitIndex = Int(bytes[offset + 2] >> 4)
        let rateIndex = Int(bytes[offset + 2] >> 2 & 3)
        guard version != 1, layer != 0, bitIndex != 0, bitIndex != 15, rateIndex != 3 else { return nil }
        let padding = Int(bytes[offset + 2] >> 1 & 1)
        let mono = bytes[offset + 3] >> 6 == 3
        let mpeg1 = version == 3
        let table: [Int] =
            switch (mpeg1, layer) {
            case (true, 3): [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
            case (true, 2): [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
            case (true, _): [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
            case (false, 3): [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
            case (false, _): [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
            }
        let bitRate = table[bitIndex] * 1000
        let sampleRate = [44_100, 48_000, 32_000][rateIndex] >> (mpeg1 ? 0 : version == 2 ? 1 : 2)
        let samples = layer == 3 ? 384 : (layer == 1 && !mpeg1 ? 576 : 1152)
        let length =
            layer == 3 ? (12 * bitRate / sampleRate + padding) * 4 : samples / 8 * bitRate / sampleRate + padding
        return Frame(
            samplesPerFrame: samples, sampleRate: sampleRate, bitRate: bitRate, length: length,
            sideInfo: mpeg1 ? (mono ? 17 : 32) : (mono ? 9 : 17))
    }

    /// The first header followed by another one a frame later (or by the end of the window),
    /// so that a stray 0xFF in a tag's padding is not taken for audio.
    static func firstFrame(in bytes: [UInt8]) -> (Int, Frame)? {
        var offset = 0
        while offset + 4 <= bytes.count {
            if let frame = frame(bytes, at: offset) {
                let next = offset + frame.length
                if next + 4 > bytes.count || self.frame(bytes, at: next) != nil { return (offset, frame) }
            }
            offset += 1
        }
        return nil
    }

    private static func duration(of frame: Frame, at offset: Int, in bytes: [UInt8], audioBytes: Int) throws(TagError)
        -> Double
    {
        let xing = offset + 4 + frame.sideInfo
        if let tag = try? bytes.ascii(xing, 4), tag == "Xing" || tag == "Info",
            let flags = try? bytes.u32be(xing + 4), flags & 1 != 0, let frames = try? bytes.u32be(xing + 8)
        {
            // LAME's extension, after the optional byte count, table and quality, records the
            // encoder's delay and padding in samples: without them the length is a frame or two long.
            let lame = xing + 12 + (flags & 2 != 0 ? 4 : 0) + (flags & 4 != 0 ? 100 : 0) + (flags & 8 != 0 ? 4 : 0)
            var trimmed = 0
            if let gap = try? bytes.u24be(lame + 21), (try? bytes.ascii(lame, 4)) == "LAME" {
                trimmed = gap >> 12 + gap & 0xFFF
            }
            return Double(max(frames * frame.samplesPerFrame - trimmed, 0)) / Double(frame.sampleRate)
        }
        let vbri = offset + 4 + 32
        if let tag = try? bytes.ascii(vbri, 4), tag == "VBRI", let frames = try? bytes.u32be(vbri + 14) {
            return Double(frames * frame.samplesPerFrame) / Double(frame.sampleRate)
        }
        return Double(max(audioBytes, 0)) * 8 / Double(frame.bitRate)
    }

    /// ID3v1: 128 bytes at the end, fixed fields of 30 characters, the track in byte 126.
    private static func version1(_ tag: [UInt8]) throws(TagError) -> AudioTags {
        var tags = AudioTags(format: .mp3)
        tags.title = tagText(try tag.bytes(3, 30))
        tags.artist = tagText(try tag.bytes(33, 30))
        tags.album = tagText(try tag.bytes(63, 30))
        tags.year = AudioTags.year(tagText(try tag.bytes(93, 4)))
        if try tag.u8(125) == 0, try tag.u8(126) > 0 { tags.trackNumber = try tag.u8(126) }
        return tags
    }
}
