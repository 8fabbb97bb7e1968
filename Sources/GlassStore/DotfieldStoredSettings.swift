import Dotfield

/// The Dotfield's settings in the store's `setting` table, under `dotfield.` keys, with the
/// same rule as the layout: a stored value that does not parse is an error naming it.
public enum DotfieldStoredSettings {
    public static func load(from store: GlassStore) throws -> DotfieldSettings {
        var settings = DotfieldSettings()
        for key in DotfieldSettings.keys {
            guard let value = try store.setting(key) else { continue }
            do {
                try settings.set(key, to: value)
            } catch {
                throw StoreError.invalidSetting(key: key, reason: "the stored value is wrong: \(error.description)")
            }
        }
        return settings
    }

    /// Writes every setting.
    public static func save(_ settings: DotfieldSettings, to store: GlassStore) throws {
        for (key, value) in settings.values { try store.setSetting(key, to: value) }
    }
}
