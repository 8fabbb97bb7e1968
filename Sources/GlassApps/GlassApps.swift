import Catalog
import DotfieldApp
import Foundation
import GlassDatabase
import GlassHost
import GlassStore
import GlassUI
import Stories
import StoriesApp

/// The GlassUI apps a host can run, by the name `--app` and `glass app` take.
public enum GlassApps {
    /// Every app's name.
    public static let names = ["catalog", "stories", "dotfield", "music", "horizon"]

    /// The id of each app's icon on the home screen (the default layout's, `HomeScreen`).
    public static let homeScreenIDs = [
        "catalog": "com.glasskit.catalog", "stories": "com.glasskit.stories", "dotfield": "com.glasskit.dotfield",
        "music": "com.apple.Music", "horizon": "com.glasskit.horizon",
    ]

    /// The apps that play audio on when closed to the home screen (iOS's audio background
    /// mode): Music, whose album goes on to its next track.
    public static let backgroundAudio: Set<String> = ["music"]

    /// The root view of app `name`. An app with a library opens it in GlassKit's data folder
    /// (`StoreLocation`, `$XDG_DATA_HOME/glasskit/`): Stories in `stories.sqlite`; the
    /// Dotfield keeps its settings in the home screen's store (`store`, by default
    /// `store.sqlite` there), the one the window and `glass dotfield settings` use. Music plays
    /// the folder `library` (else the user's music folder, else a generated sample), cached in
    /// `music.sqlite`; through the audio device when `playsAudio` (the window), else silently.
    /// Horizon reads the AT Protocol pages in `library` (else a generated sample), cached in
    /// `horizon.sqlite`.
    /// - Throws: `HostError` naming the app and the apps there are, or why its library cannot
    ///   be opened (a damaged one is kept aside, and the message says where).
    @MainActor
    public static func root(
        _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment, store: String? = nil,
        library: String? = nil, playsAudio: Bool = false
    ) throws(HostError) -> AnyView {
        switch name.lowercased() {
        case "catalog": return AnyView(CatalogApp())
        case "stories":
            let path = StoreLocation.defaultPath(file: "stories.sqlite", environment: environment)
            do {
                return AnyView(StoriesApp(library: try StoriesLibrary(store: try StoriesStore(path: path))))
            } catch {
                throw HostError("Stories: \(error)")
            }
        case "dotfield":
            let path = store ?? StoreLocation.defaultPath(file: "store.sqlite", environment: environment)
            do {
                return AnyView(DotfieldApp(model: DotfieldModel(store: try GlassStore(path: path))))
            } catch {
                throw HostError("Dotfield: \(error)")
            }
        case "music": return try MusicLaunch.root(library: library, environment: environment, playsAudio: playsAudio)
        case "horizon": return try HorizonLaunch.root(library: library, environment: environment)
        default: throw HostError("unknown app '\(name)': expected one of \(names.joined(separator: ", "))")
        }
    }
}
