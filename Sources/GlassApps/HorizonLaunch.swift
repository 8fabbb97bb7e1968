import Foundation
import GlassCore
import GlassDatabase
import GlassHost
import GlassUI
import Horizon
import HorizonApp

/// How Horizon starts: the folder of AT Protocol JSON pages it reads (`--library`, else the
/// generated sample in GlassKit's data folder, written on first run), and its cache,
/// `horizon.sqlite`, beside GlassKit's other stores.
enum HorizonLaunch {
    @MainActor
    static func root(library: String?, environment: [String: String]) throws(HostError) -> AnyView {
        let dataFolder = (StoreLocation.defaultPath(file: "horizon.sqlite", environment: environment) as NSString)
            .deletingLastPathComponent
        var folder = dataFolder + "/Horizon Sample"
        if let library {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: library, isDirectory: &isFolder) else {
                throw HostError("Horizon: the data folder '\(library)' does not exist")
            }
            guard isFolder.boolValue else { throw HostError("Horizon: '\(library)' is a file, not a data folder") }
            folder = library
        }
        do {
            if library == nil, !FileManager.default.fileExists(atPath: folder + "/app.bsky.actor.getPreferences.json") {
                try SampleNetwork(end: Date()).write(to: folder)
            }
            // A cache per data folder: another folder's posts never mix with these.
            let cache =
                library == nil ? "horizon.sqlite" : "horizon-\(String(SplitMix64.seed([folder]), radix: 16)).sqlite"
            let store = try HorizonStore(path: dataFolder + "/" + cache)
            let reader = PageReader(source: OfflineSource(folder: folder), store: store)
            return AnyView(HorizonApp(model: HorizonModel(reader: reader)))
        } catch {
            throw HostError("Horizon: \(error)")
        }
    }
}
