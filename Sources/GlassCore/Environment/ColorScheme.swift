/// Light or dark appearance, as SwiftUI's `ColorScheme`. Every semantic color and material
/// resolves differently in each.
public enum ColorScheme: String, CaseIterable, Sendable, Hashable {
    case light
    case dark
}
