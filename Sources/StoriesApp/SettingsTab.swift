import GlassUI
import Stories

/// Settings: haptics on or off, the reader's text size, light, dark or the system's
/// appearance, and a reset that asks first. Each change is saved at once.
struct SettingsTab: View {
    let library: StoriesLibrary
    @State private var confirmsReset = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Haptics", isOn: binding(\.haptics))
                    Picker("Appearance", selection: binding(\.appearance)) {
                        ForEach(StoriesPreferences.Appearance.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                }
                Section("Reading") {
                    Picker("Text Size", selection: binding(\.textSize)) {
                        ForEach(StoriesPreferences.TextSize.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                }
                Section {
                    Button("Reset Library", role: .destructive) { confirmsReset = true }
                }
                if let problem = library.problem { Text(problem).foregroundStyle(.red) }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Reset the library?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Erase and Start Again", role: .destructive) { library.reset() }
            } message: {
                Text("Every hero, story, event, reading and setting is erased; the sample stories come back.")
            }
        }
    }

    /// A binding to one setting that saves on every change.
    private func binding<Value>(_ key: WritableKeyPath<StoriesPreferences, Value>) -> Binding<Value> {
        Binding(
            get: { library.preferences[keyPath: key] },
            set: { value in library.preferences { $0[keyPath: key] = value } })
    }
}

extension StoriesPreferences.Appearance {
    /// The scheme the app prefers: none for the system's.
    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
