import Foundation
import GlassCore

/// The wallpapers GlassKit ships, drawn by code in the iOS 26 manner: a deep gradient with a few
/// large, soft color blooms. Each has a light and a dark look (dark is deeper and dimmer, as iOS
/// dims its wallpapers at night). `photo` is a busy picture, bright sky over dark ridges with
/// sharp highlights, that stresses the legibility of labels.
public enum BuiltInWallpaper: String, CaseIterable, Sendable {
    case bloom, sky, dune, photo

    public func draw(in rect: Rect, colorScheme: ColorScheme, on canvas: Canvas) {
        let dark = colorScheme == .dark
        switch self {
        case .bloom:
            paint(
                rect, base: dark ? [0x0B1340, 0x2A0F4D, 0x5A1E2E] : [0x2F5BD8, 0x8E44C4, 0xF39A2B],
                blooms: [
                    Bloom(x: 0.15, y: 0.2, radius: 0.7, color: dark ? 0x3040B0 : 0x6FA0FF, alpha: 0.55),
                    Bloom(x: 0.9, y: 0.55, radius: 0.6, color: dark ? 0x7A1F6A : 0xFF6FB0, alpha: 0.45),
                    Bloom(x: 0.3, y: 0.95, radius: 0.65, color: dark ? 0x8A3A10 : 0xFFC060, alpha: 0.5),
                ], on: canvas)
        case .sky:
            paint(
                rect, base: dark ? [0x04131F, 0x0A2A40, 0x103A4A] : [0x4FB3E8, 0x2C7FD1, 0x1B4FA0],
                blooms: [
                    Bloom(x: 0.8, y: 0.15, radius: 0.55, color: dark ? 0x1E5A78 : 0xBDEBFF, alpha: 0.6),
                    Bloom(x: 0.1, y: 0.6, radius: 0.6, color: dark ? 0x0E4A5A : 0x7FE0E0, alpha: 0.45),
                    Bloom(x: 0.7, y: 0.9, radius: 0.5, color: dark ? 0x1A2E66 : 0x5C7CFA, alpha: 0.5),
                ], on: canvas)
        case .dune:
            paint(
                rect, base: dark ? [0x2A140C, 0x3D1A1F, 0x1C0E1A] : [0xF6C59A, 0xE88D7A, 0xB85C8A],
                blooms: [
                    Bloom(x: 0.2, y: 0.1, radius: 0.6, color: dark ? 0x6A3418 : 0xFFE2B8, alpha: 0.6),
                    Bloom(x: 0.95, y: 0.5, radius: 0.55, color: dark ? 0x5A1A30 : 0xFF9E7A, alpha: 0.5),
                    Bloom(x: 0.25, y: 0.85, radius: 0.6, color: dark ? 0x301238 : 0x9B5FC0, alpha: 0.45),
                ], on: canvas)
        case .photo:
            PhotoWallpaper.draw(in: rect, dimmed: dark, on: canvas)
        }
    }

    /// A soft disc of light, in fractions of the screen's width and height.
    struct Bloom {
        let x, y, radius: Double
        let color: UInt32
        let alpha: Double
    }

    private func paint(_ rect: Rect, base: [UInt32], blooms: [Bloom], on canvas: Canvas) {
        canvas.fill(
            Path(rect: rect),
            with: .linearGradient(
                stops: Paint.evenStops(base.map { Color(rgb: $0) }),
                start: rect.origin, end: Point(x: rect.maxX * 0.6, y: rect.maxY)))
        for bloom in blooms {
            let center = Point(x: rect.minX + bloom.x * rect.width, y: rect.minY + bloom.y * rect.height)
            let color = Color(rgb: bloom.color)
            canvas.fill(
                Path(rect: rect),
                with: .radialGradient(
                    stops: [
                        GradientStop(color.opacity(bloom.alpha), at: 0),
                        GradientStop(color.opacity(bloom.alpha * 0.45), at: 0.45),
                        GradientStop(color.opacity(0), at: 1),
                    ],
                    center: center, radius: bloom.radius * rect.height))
        }
    }
}
