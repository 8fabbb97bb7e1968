import GlassUI

/// Settings: haptics on or off.
struct SettingsTab: View {
    @Bindable var settings: StoriesSettings

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Haptics", isOn: $settings.haptics)
            }
            .navigationTitle("Settings")
        }
    }
}
