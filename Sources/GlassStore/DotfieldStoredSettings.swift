import Dotfield
import GlassDatabase

/// The Dotfield's settings in the store's `setting` table, under `dotfield.` keys. A stored
/// value that does not parse is named and its default used in its place; it stays in the
/// store, untouched, until a good value is set for its key, so one bad value neither stops the
/// others from loading nor the call that would fix it.
public enum DotfieldStoredSettings {
    /// The stored settings, and one line for each stored value that was left out.
    public static func load(from store: GlassStore) throws(StoreError) -> (
        settings: DotfieldSettings, problems: [String]
    ) {
        var settings = DotfieldSettings()
        var problems: [String] = []
        for key in DotfieldSettings.keys {
            guard let value = try store.setting(key) else { continue }
            do {
                try settings.set(key, to: value)
            } catch {
                problems.append(
                    "the stored \(key) is wrong (\(error.description)); using its default until it is set again")
            }
        }
        return (settings, problems)
    }
}
