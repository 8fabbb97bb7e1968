import GlassUI
import Horizon

import struct GlassCore.SplitMix64

/// A picture drawn from its URL, as there is no network to fetch it: a sky in two colours, a
/// sun and two hills, all chosen by the URL's FNV-1a hash, so the same URL always draws the
/// same picture. Avatars draw a gradient disc with the person's initials instead.
struct GeneratedPicture: View {
    let url: String
    /// For a video's frames, how far through it is (0 … 1): the sun crosses the sky.
    var progress: Double?

    var body: some View {
        let seed = Self.hash(url)
        let palette = Self.palettes[Int(seed % UInt64(Self.palettes.count))]
        GeometryReader { proxy in
            let size = proxy.size
            ZStack(alignment: .topLeading) {
                LinearGradient(colors: [palette.0, palette.1], startPoint: .top, endPoint: .bottom)
                Circle().fill(Color.white.opacity(0.85))
                    .frame(width: size.height * 0.22, height: size.height * 0.22)
                    .offset(x: size.width * sunX(seed), y: size.height * sunY)
                Ellipse().fill(palette.2.opacity(0.9))
                    .frame(width: size.width * 1.3, height: size.height * 0.7)
                    .offset(x: -size.width * Double(seed >> 16 & 0x3F) / 200, y: size.height * 0.58)
                Ellipse().fill(palette.2)
                    .frame(width: size.width * 1.1, height: size.height * 0.5)
                    .offset(x: size.width * (0.1 + Double(seed >> 24 & 0x3F) / 160), y: size.height * 0.72)
            }
        }
        .clipped()
    }

    /// Where the sun stands across, as a fraction of the width: by the hash, or by the progress.
    private func sunX(_ seed: UInt64) -> Double {
        progress.map { 0.05 + 0.8 * min(max($0, 0), 1) } ?? 0.15 + Double(seed >> 8 & 0xFF) / 400
    }

    /// Where the sun stands down, as a fraction of the height: a video's rises and sets.
    private var sunY: Double { progress.map { 0.4 - 0.3 * sin(.pi * min(max($0, 0), 1)) } ?? 0.18 }

    /// Sky top, sky bottom, land.
    static let palettes: [(Color, Color, Color)] = [
        (
            Color(red: 0.35, green: 0.55, blue: 0.92), Color(red: 0.98, green: 0.78, blue: 0.55),
            Color(red: 0.18, green: 0.36, blue: 0.30)
        ),
        (
            Color(red: 0.12, green: 0.14, blue: 0.36), Color(red: 0.86, green: 0.42, blue: 0.48),
            Color(red: 0.10, green: 0.10, blue: 0.20)
        ),
        (
            Color(red: 0.55, green: 0.80, blue: 0.95), Color(red: 0.90, green: 0.95, blue: 0.98),
            Color(red: 0.35, green: 0.55, blue: 0.28)
        ),
        (
            Color(red: 0.95, green: 0.55, blue: 0.30), Color(red: 0.99, green: 0.85, blue: 0.45),
            Color(red: 0.45, green: 0.22, blue: 0.18)
        ),
        (
            Color(red: 0.30, green: 0.25, blue: 0.55), Color(red: 0.60, green: 0.75, blue: 0.90),
            Color(red: 0.20, green: 0.30, blue: 0.45)
        ),
    ]

    /// The text's seed, mixed by SplitMix64 so that URLs a digit apart differ in every bit.
    static func hash(_ text: String) -> UInt64 {
        var mixer = SplitMix64(seed: SplitMix64.seed([text]))
        return mixer.next()
    }
}

/// A person's picture: a disc in two colours from their DID's hash, with their initials.
struct Avatar: View {
    let profile: ProfileViewBasic
    var size: CGFloat = 40

    var body: some View {
        let seed = GeneratedPicture.hash(profile.did)
        let palette = GeneratedPicture.palettes[Int(seed % UInt64(GeneratedPicture.palettes.count))]
        Circle()
            .fill(LinearGradient(colors: [palette.0, palette.2], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay { Text(initials).font(.system(size: size * 0.38, weight: .semibold)).foregroundStyle(.white) }
            .frame(width: size, height: size)
            .accessibilityHidden(true)
    }

    private var initials: String {
        String(profile.name.split(separator: " ").prefix(2).compactMap { $0.first }).uppercased()
    }
}
