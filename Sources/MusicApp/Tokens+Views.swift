import GlassCore
import GlassUI

/// Spec 003's tokens (`AppShellTokens`, in GlassCore) as the SwiftUI modifiers the app's
/// views write: its shadows and springs.
extension View {
    /// A shadow token: its color, blur radius and offset.
    func shadow(_ shadow: GlassCore.Shadow) -> some View {
        self.shadow(
            color: .black.opacity(shadow.color.alpha), radius: shadow.radius, x: shadow.offset.dx, y: shadow.offset.dy)
    }
}

extension Animation {
    /// A spring token, as `.spring(response:dampingFraction:)`.
    static func spring(_ spring: SpringParameters) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingFraction)
    }
}
