import Foundation

extension View {
    /// The color scheme the whole presentation takes, as SwiftUI's `preferredColorScheme(_:)`:
    /// the preference reaches up to the window, so the app, its background, its sheets and its
    /// alerts all follow it; nil follows the system again. When several views state one, the
    /// one made first wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }
}

struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let scheme: ColorScheme?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { PreferredColorSchemeBehavior() }
        behavior.scheme = scheme
        node.graph.colorSchemePreferences.appendOnce(node)
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class PreferredColorSchemeBehavior: NodeBehavior {
    var scheme: ColorScheme?
}

extension ViewGraph {
    /// The scheme views in the tree prefer, if any: the first attached one that states one.
    var preferredColorScheme: ColorScheme? {
        colorSchemePreferences.removeAll { $0.node?.isAttached != true }
        return colorSchemePreferences.lazy.compactMap { ($0.node?.behavior as? PreferredColorSchemeBehavior)?.scheme }
            .first
    }

    /// Gives the root the preferred scheme, or the system's when none is preferred, if that is
    /// not the scheme it has.
    func applyPreferredColorScheme() {
        let wanted = preferredColorScheme ?? systemColorScheme
        guard wanted != environment.colorScheme else { return }
        var environment = environment
        environment.colorScheme = wanted
        replaceEnvironment(environment)
    }
}
