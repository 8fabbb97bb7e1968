import Foundation

/// Writes 16-bit PCM WAV files with their tags in a `LIST`/`INFO` chunk (INAM title, IART
/// artist, IPRD album, ITRK track, ICRD year): the sample library's tracks, which any player
/// (and our own tag reader) reads back.
public enum WAVFile {
    public struct Info: Sendable {
        public var title: String
        public var artist: String
        public var album: String
        public var trackNumber: Int
        public var year: Int

        public init(title: String, artist: String, album: String, trackNumber: Int, year: Int) {
            self.title = title
            self.artist = artist
            self.album = album
            self.trackNumber = trackNumber
            self.year = year
        }
    }

    /// The file's bytes: `samples` interleaved over `channels`, at `sampleRate`.
    public static func data(samples: [Int16], sampleRate: Int, channels: Int, info: Info?) -> Data {
        var format = Data()
        format.append(littleEndian: UInt16(1))  // PCM
        format.append(littleEndian: UInt16(channels))
        format.append(littleEndian: UInt32(sampleRate))
        format.append(littleEndian: UInt32(sampleRate * channels * 2))
        format.append(littleEndian: UInt16(channels * 2))
        format.append(littleEndian: UInt16(16))
        var body = Data("WAVE".utf8)
        body.append(chunk: "fmt ", format)
        if let info { body.append(chunk: "LIST", infoList(info)) }
        body.append(chunk: "data", samples.map(\.littleEndian).withUnsafeBufferPointer { Data(buffer: $0) })
        var out = Data()
        out.append(chunk: "RIFF", body)
        return out
    }

    private static func infoList(_ info: Info) -> Data {
        var list = Data("INFO".utf8)
        for (id, text) in [
            ("INAM", info.title), ("IART", info.artist), ("IPRD", info.album), ("ITRK", "\(info.trackNumber)"),
            ("ICRD", "\(info.year)"),
        ] {
            list.append(chunk: id, Data(text.utf8) + [0])
        }
        return list
    }
}

extension Data {
    fileprivate mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    /// A RIFF chunk: four-letter id, little-endian size, body, a pad byte to an even length.
    fileprivate mutating func append(chunk id: String, _ body: Data) {
        append(contentsOf: Array(id.utf8))
        append(littleEndian: UInt32(body.count))
        append(body)
        if body.count % 2 == 1 { append(0) }
    }
}
