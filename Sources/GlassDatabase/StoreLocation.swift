import Foundation

/// Where GlassKit's stores live when no path is given: `$XDG_DATA_HOME/glasskit/`, falling back
/// to `~/.local/share/glasskit/` as the XDG Base Directory spec says. The home screen's store is
/// `store.sqlite` there; each app's library has a file of its own beside it.
public enum StoreLocation {
    public static func defaultPath(
        file: String = "store.sqlite", environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return dataHome + "/glasskit/" + file
    }
}
