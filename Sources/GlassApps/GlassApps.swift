import Catalog
import GlassHost
import GlassUI

/// The GlassUI apps a host can run, by the name `--app` and `glass app` take.
public enum GlassApps {
    /// Every app's name.
    public static let names = ["catalog"]

    /// The id of each app's icon on the home screen (the default layout's, `HomeScreen`).
    public static let homeScreenIDs = ["catalog": "com.glasskit.catalog"]

    /// The root view of app `name`.
    /// - Throws: `HostError` naming the app and the apps there are.
    @MainActor
    public static func root(_ name: String) throws(HostError) -> AnyView {
        switch name.lowercased() {
        case "catalog": return AnyView(CatalogApp())
        default: throw HostError("unknown app '\(name)': expected one of \(names.joined(separator: ", "))")
        }
    }
}
