import GlassUI
import Music

/// The cover of a sample album, drawn as a view and rendered to the album's `cover.png`: a
/// diagonal gradient in the album's hue, its symbol, its title and artist.
public struct SampleCover: View {
    let album: SampleLibrary.Album

    public init(album: SampleLibrary.Album) { self.album = album }

    public var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                colors: [
                    Color(hue: album.hue, saturation: 0.55, brightness: 0.95),
                    Color(
                        hue: (album.hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.85, brightness: 0.45),
                ],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: album.symbol)
                .font(.system(size: 150))
                .foregroundStyle(.white.opacity(0.85))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .offset(y: -20)
            VStack(alignment: .leading, spacing: 2) {
                Text(album.title).font(.system(size: 26, weight: .bold))
                Text(album.artist).font(.system(size: 17, weight: .medium)).opacity(0.8)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .environment(\.colorScheme, .dark)
    }
}
