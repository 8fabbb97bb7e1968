import Foundation

/// Where the store lives when `--store` is not given: `$XDG_DATA_HOME/glasskit/store.sqlite`,
/// falling back to `~/.local/share/glasskit/store.sqlite` as the XDG Base Directory spec says.
public enum StoreLocation {
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return dataHome + "/glasskit/store.sqlite"
    }
}
