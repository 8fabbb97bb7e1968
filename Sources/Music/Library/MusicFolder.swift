import Foundation

/// Where the music is: the folder given with `--library`, else the user's XDG music directory
/// (`XDG_MUSIC_DIR` in `~/.config/user-dirs.dirs`, else `~/Music`). When it holds no audio,
/// the generated sample library (in GlassKit's data folder) is played instead, so a new user
/// hears something at once.
public enum MusicFolder {
    /// The user's music directory, by the XDG user-dirs file.
    public static func userDefault(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        if let text = try? String(contentsOfFile: configHome + "/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_MUSIC_DIR=") {
                let value = line.dropFirst("XDG_MUSIC_DIR=".count).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\""))
                let path = value.replacingOccurrences(of: "$HOME", with: home)
                if path.hasPrefix("/") { return path }
            }
        }
        return home + "/Music"
    }

    /// Whether `folder` holds at least one file the scan would read, looking no further than
    /// the first.
    public static func containsAudio(_ folder: String) -> Bool {
        LibraryScanner.audioFiles(in: folder).contains { _ in true }
    }
}
