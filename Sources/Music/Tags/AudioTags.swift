import Foundation

/// The containers the library reads, each known by its first bytes (not its extension):
/// WAV (RIFF), MP3 (an ID3v2 tag or an MPEG frame), FLAC, and Ogg (Vorbis or Opus).
public enum AudioFormat: String, Sendable, CaseIterable {
    case wav, mp3, flac, ogg

    /// The file extensions scanned as audio.
    public static let extensions: Set<String> = ["wav", "wave", "mp3", "flac", "ogg", "oga", "opus"]
}

/// What a track's file says about itself: its tags, its length and whether it carries a
/// picture. Every field may be missing; the library names a track without a title after its file.
public struct AudioTags: Equatable, Sendable {
    public var format: AudioFormat
    public var title: String?
    public var artist: String?
    public var album: String?
    public var albumArtist: String?
    /// The track's number on its album ("3/12" reads as 3).
    public var trackNumber: Int?
    public var year: Int?
    /// In seconds, from the stream's own header (sample count, frame count or data size).
    public var duration: Double?
    /// The embedded picture's bytes (PNG or JPEG) when read with `artwork: true`.
    public var artwork: Data?
    /// Whether the file embeds a picture (known even when `artwork` was not read).
    public var hasArtwork = false

    public init(format: AudioFormat) { self.format = format }

    /// Reads the tags of the file at `path`, identified by its first bytes.
    /// - Parameter artwork: also read the embedded picture's bytes (the scan only notes that
    ///   there is one; a thumbnail reads it when it comes into view).
    /// - Throws: `TagError` naming what is wrong: not audio, cut short, unreadable.
    public static func read(path: String, artwork: Bool = false) throws(TagError) -> AudioTags {
        let file = try FileBytes(path: path)
        defer { file.close() }
        let head = try file.read(0, 12, exact: false)
        guard head.count >= 4 else { throw .notAudio }
        var tags: AudioTags
        if head.starts(with: Array("RIFF".utf8)) {
            tags = try RIFFTags.read(file, artwork: artwork)
        } else if head.starts(with: Array("fLaC".utf8)) {
            tags = try FLACTags.read(file, artwork: artwork)
        } else if head.starts(with: Array("OggS".utf8)) {
            tags = try OggTags.read(file, artwork: artwork)
        } else if head.starts(with: Array("ID3".utf8)) || (head[0] == 0xFF && head[1] & 0xE0 == 0xE0) {
            // An ID3 tag usually starts an MP3, but some taggers put one before a FLAC stream.
            let after = try ID3Tags.length(try file.read(0, 10, exact: false)) ?? 0
            if after > 0, (try? file.read(after, 4)) == Array("fLaC".utf8) {
                tags = try FLACTags.read(file, from: after, artwork: artwork)
            } else {
                tags = try MP3Tags.read(file, artwork: artwork)
            }
        } else {
            throw .notAudio
        }
        if !artwork { tags.artwork = nil }
        if let duration = tags.duration, !duration.isFinite || duration < 0 { tags.duration = nil }
        return tags
    }

    /// Takes "3", "03" or "3/12" as track 3; anything else as no number.
    static func number(_ text: String?) -> Int? {
        guard let first = text?.split(separator: "/").first,
            let value = Int(first.trimmingCharacters(in: .whitespaces)),
            value > 0, value < 10_000
        else { return nil }
        return value
    }

    /// The year at the start of a date ("1999", "1999-05-01").
    static func year(_ text: String?) -> Int? {
        guard let text, text.count >= 4, let value = Int(text.prefix(4)), (1000...9999).contains(value) else {
            return nil
        }
        return value
    }
}

/// Why a file's tags could not be read: the file is named by the caller (the scan lists it as
/// skipped with this reason).
public enum TagError: Error, Equatable, CustomStringConvertible {
    case notAudio
    case truncated
    case unsupported(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .notAudio: "not a WAV, MP3, FLAC or Ogg file"
        case .truncated: "the file is cut short or damaged"
        case .unsupported(let what): "unsupported audio: \(what)"
        case .unreadable(let reason): "cannot be read: \(reason)"
        }
    }
}
