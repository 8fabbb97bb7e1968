import Dotfield
import GlassUI

/// Spec 001 §9's settings screen: dot size, density, intensity, the gradient's four presets as
/// swatches, Reduce Motion and the first-touch haptic. Every change reaches the field behind
/// the sheet at once and is saved. Values that were stored wrong are shown repaired, with a
/// sentence saying so.
struct DotfieldSettingsView: View {
    let model: DotfieldModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Dot Size", selection: binding(\.size, "dotfield.size")) {
                        ForEach(DotfieldSettings.DotSize.allCases, id: \.self) {
                            Text(DotfieldLabels.name($0)).tag($0)
                        }
                    }
                    Picker("Density", selection: binding(\.density, "dotfield.density")) {
                        ForEach(DotfieldSettings.Density.allCases, id: \.self) {
                            Text(DotfieldLabels.name($0)).tag($0)
                        }
                    }
                    Picker("Intensity", selection: binding(\.intensity, "dotfield.intensity")) {
                        ForEach(DotfieldSettings.Intensity.allCases, id: \.self) {
                            Text(DotfieldLabels.name($0)).tag($0)
                        }
                    }
                }
                Section("Gradient") {
                    GradientSwatches(selection: binding(\.gradient, "dotfield.gradient"))
                }
                Section {
                    Toggle("Reduce Motion", isOn: reduceMotion).disabled(model.systemReducesMotion)
                    Toggle("Haptic on First Touch", isOn: binding(\.hapticOnFirstTouch, "dotfield.haptic"))
                } footer: {
                    if model.systemReducesMotion { Text("Reduce Motion is on in the system's settings.") }
                }
                if !model.repairs.isEmpty {
                    Section("Repaired") {
                        ForEach(model.repairs, id: \.key) { Text(DotfieldLabels.sentence($0)).font(.footnote) }
                    }
                }
                if let problem = model.saveProblem { Text(problem).foregroundStyle(.red) }
            }
            // The sheet's glass shows between the cards, as over iOS 26's own partial sheets.
            .scrollContentBackground(.hidden)
            .navigationTitle("Dotfield")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }

    /// A binding to the setting at `path`, stored under `key`: each change reaches the field
    /// and is saved.
    private func binding<Value>(_ path: WritableKeyPath<DotfieldSettings, Value>, _ key: String) -> Binding<Value> {
        Binding(
            get: { model.settings[keyPath: path] }, set: { value in model.change(key) { $0[keyPath: path] = value } })
    }

    /// On when the user or the system asks for it; only the user's choice is saved.
    private var reduceMotion: Binding<Bool> {
        Binding(
            get: { model.reduceMotion },
            set: { value in model.change("dotfield.reduceMotion") { $0.reduceMotion = value } })
    }
}

/// The four presets as swatches of their gradients, the chosen one ringed and checked. Each
/// swatch is a button that VoiceOver reads by its preset's name, selected or not.
struct GradientSwatches: View {
    @Binding var selection: DotfieldGradient

    var body: some View {
        HStack(spacing: 12) {
            ForEach(DotfieldGradient.allCases, id: \.self) { preset in
                let chosen = preset == selection
                Button {
                    selection = preset
                } label: {
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(
                                LinearGradient(
                                    colors: DotfieldLabels.colors(preset), startPoint: .topLeading,
                                    endPoint: .bottomTrailing)
                            )
                            .frame(height: 44)
                            .overlay {
                                if chosen {
                                    RoundedRectangle(cornerRadius: 12).strokeBorder(.white, lineWidth: 3)
                                    Image(systemName: "checkmark").font(.headline).foregroundStyle(.white)
                                }
                            }
                        Text(DotfieldLabels.name(preset)).font(.caption)
                            .foregroundStyle(chosen ? .primary : .secondary)
                    }
                }
                .buttonStyle(.plain)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(DotfieldLabels.name(preset))
                .accessibilityAddTraits(chosen ? [.isButton, .isSelected] : .isButton)
            }
        }
        .padding(.vertical, 4)
    }
}
