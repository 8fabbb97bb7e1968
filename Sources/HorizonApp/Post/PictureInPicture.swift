import GlassUI
import Horizon

/// The video floating over the app in a glass window (picture in picture): 320 pt wide, 24 pt
/// inside the safe area's edges, at one corner. Dragged, it follows the finger; let go, it springs to the
/// corner nearest to where it was headed.
struct PictureInPictureWindow: View {
    @Bindable var playback: VideoPlayback
    let close: () -> Void
    @State private var drag = CGSize.zero

    static let width: CGFloat = 320
    static let margin: CGFloat = 24

    var body: some View {
        GeometryReader { proxy in
            let size = CGSize(width: Self.width, height: (Self.width - 16) / aspect + 16)
            let center = Self.center(of: playback.corner, window: size, in: proxy.size)
            VideoSurface(playback: playback, compact: true, close: close)
                .frame(width: Self.width - 16)
                .padding(8)
                .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                .shadow(color: .black.opacity(0.25), radius: 18, y: 8)
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Picture in picture")
                .position(x: center.x + drag.width, y: center.y + drag.height)
                .gesture(
                    DragGesture()
                        .onChanged { drag = $0.translation }
                        .onEnded { value in
                            let end = CGPoint(
                                x: center.x + value.predictedEndTranslation.width,
                                y: center.y + value.predictedEndTranslation.height)
                            withAnimation(.bouncy) {
                                playback.corner = Self.nearest(to: end, in: proxy.size)
                                drag = .zero
                            }
                        }
                )
        }
    }

    private var aspect: CGFloat { CGFloat(VideoPlayback.aspect(of: playback.video)) }

    /// Where the window's center stands at `corner`.
    static func center(of corner: VideoPlayback.Corner, window: CGSize, in bounds: CGSize) -> CGPoint {
        let left = margin + window.width / 2, right = bounds.width - margin - window.width / 2
        let top = margin + window.height / 2, bottom = bounds.height - margin - window.height / 2
        switch corner {
        case .topLeading: return CGPoint(x: left, y: top)
        case .topTrailing: return CGPoint(x: right, y: top)
        case .bottomLeading: return CGPoint(x: left, y: bottom)
        case .bottomTrailing: return CGPoint(x: right, y: bottom)
        }
    }

    /// The corner whose quarter of the screen `point` is in.
    static func nearest(to point: CGPoint, in bounds: CGSize) -> VideoPlayback.Corner {
        switch (point.x < bounds.width / 2, point.y < bounds.height / 2) {
        case (true, true): .topLeading
        case (false, true): .topTrailing
        case (true, false): .bottomLeading
        case (false, false): .bottomTrailing
        }
    }
}
