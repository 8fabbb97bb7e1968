import Dotfield
import GlassDatabase

/// The Dotfield's settings in the store's `setting` table, under `dotfield.` keys. A stored
/// value that is not allowed is shown as the nearest allowed one (`DotfieldSettings.load`) and
/// reported; it stays in the store, untouched, until a value is set for its key, so one bad
/// value neither stops the others from loading nor loses what was there.
public enum DotfieldStoredSettings {
    /// The stored settings, and the stored values that were repaired.
    public static func load(from store: GlassStore) throws(StoreError) -> (
        settings: DotfieldSettings, repairs: [DotfieldSettings.Repair]
    ) {
        var settings = DotfieldSettings()
        var repairs: [DotfieldSettings.Repair] = []
        for key in DotfieldSettings.keys {
            guard let value = try store.setting(key) else { continue }
            if let repair = settings.load(key, from: value) { repairs.append(repair) }
        }
        return (settings, repairs)
    }
}
