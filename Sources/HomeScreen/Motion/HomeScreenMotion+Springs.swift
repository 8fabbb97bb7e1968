import GlassMotion

extension HomeScreenMotion {
    /// Pick-up: "Icon scale: 1.0 → 1.1 (0.15s spring)". The spec gives only the response, so the
    /// damping is SwiftUI's default dampingFraction, 0.825.
    public static let dragLift = Spring(response: 0.15, dampingFraction: 0.825)

    /// Valid drop: "Spring animation to final position — Response: 0.3s, Damping: 0.8", released
    /// with the gesture's velocity; also used for the other icons springing to their new places.
    public static let validDrop = Spring(response: 0.3, dampingFraction: 0.8)

    /// Invalid drop: "Spring back to original position — Response: 0.4s, Damping: 0.6".
    public static let invalidDrop = Spring(response: 0.4, dampingFraction: 0.6)
}
