import GlassUI
import Horizon

/// A post's pictures full screen (spec 004, requirement 5.4): pinch to zoom (1× to 5×),
/// double-tap to zoom to 2.5× or back, drag to pan a zoomed picture, swipe or ← → between
/// pictures when not zoomed. The keyboard has every gesture's alternative: + and − zoom, 0
/// fits, the arrows move, Esc closes. The alt text is shown, and is what VoiceOver reads.
struct ImageViewer: View {
    let images: [ImageView]
    @State var index: Int
    @State private var zoom = ZoomState()
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let image = images[min(max(index, 0), images.count - 1)]
        ZStack(alignment: .bottom) {
            Color.black.ignoresSafeArea()
            GeneratedPicture(url: image.fullsize)
                .aspectRatio(image.aspectRatio?.value ?? 4.0 / 3.0, contentMode: .fit)
                .scaleEffect(zoom.scale * zoom.pinch)
                .offset(x: zoom.offset.width + zoom.drag.width, y: zoom.offset.height + zoom.drag.height)
                .gesture(
                    MagnifyGesture()
                        .onChanged { zoom.pinch = $0.magnification }
                        .onEnded { _ in withAnimation(animation) { zoom.endPinch() } }
                )
                .simultaneousGesture(
                    DragGesture()
                        .onChanged { zoom.drag = $0.translation }
                        .onEnded { value in withAnimation(animation) { endDrag(value.translation) } }
                )
                .onTapGesture(count: 2) { withAnimation(animation) { zoom.toggle() } }
                .accessibilityElement()
                .accessibilityLabel(image.alt.isEmpty ? "Picture \(index + 1) of \(images.count)" : image.alt)
                .accessibilityValue(zoom.scale > 1 ? "Zoomed \(Int(zoom.scale * 100)) percent" : "")
            VStack(spacing: 8) {
                if !image.alt.isEmpty { Text(image.alt).font(.footnote).foregroundStyle(.white) }
                if images.count > 1 {
                    Text("\(index + 1) of \(images.count)").font(.caption).foregroundStyle(.white.opacity(0.7))
                }
            }
            .padding(14)
            .glassEffect(.clear, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .padding(24)
        }
        .overlay(alignment: .topTrailing) {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
            .buttonStyle(.glass)
            .accessibilityLabel("Close")
            .keyboardShortcut(.escape, modifiers: [])
            .padding(20)
        }
        .background { keys }
    }

    private var animation: Animation? { reduceMotion ? nil : .smooth }

    /// A pan of a zoomed picture moves it; a swipe of an unzoomed one turns the page.
    private func endDrag(_ translation: CGSize) {
        if zoom.scale > 1 {
            zoom.endDrag()
        } else {
            zoom.drag = .zero
            if translation.width < -60 { show(index + 1) }
            if translation.width > 60 { show(index - 1) }
        }
    }

    private func show(_ next: Int) {
        guard images.indices.contains(next) else { return }
        index = next
        zoom = ZoomState()
    }

    /// + − 0 and the arrows, the keyboard's gestures.
    private var keys: some View {
        ZStack {
            Button("Zoom In") { withAnimation(animation) { zoom.scale = min(zoom.scale * 1.5, ZoomState.maximum) } }
                .keyboardShortcut("=", modifiers: [])
            Button("Zoom Out") {
                withAnimation(animation) {
                    zoom.scale = max(zoom.scale / 1.5, 1)
                    zoom.clampOffset()
                }
            }
            .keyboardShortcut("-", modifiers: [])
            Button("Fit") { withAnimation(animation) { zoom = ZoomState() } }.keyboardShortcut("0", modifiers: [])
            Button("Next") { show(index + 1) }.keyboardShortcut(.rightArrow, modifiers: [])
            Button("Previous") { show(index - 1) }.keyboardShortcut(.leftArrow, modifiers: [])
        }
        .frame(width: 0, height: 0).opacity(0).accessibilityHidden(true)
    }
}

/// The viewer's zoom: the settled scale and offset, and the pinch and drag in flight.
struct ZoomState: Equatable {
    static let maximum: CGFloat = 5
    static let doubleTap: CGFloat = 2.5

    var scale: CGFloat = 1
    var offset: CGSize = .zero
    var pinch: CGFloat = 1
    var drag: CGSize = .zero

    /// A pinch settles within 1× … 5×; back at 1× the picture is centred again.
    mutating func endPinch() {
        scale = min(max(scale * pinch, 1), Self.maximum)
        pinch = 1
        clampOffset()
    }

    mutating func endDrag() {
        offset = CGSize(width: offset.width + drag.width, height: offset.height + drag.height)
        drag = .zero
        clampOffset()
    }

    /// Double-tap: to 2.5× from fit, back to fit from any zoom.
    mutating func toggle() {
        scale = scale > 1 ? 1 : Self.doubleTap
        clampOffset()
    }

    /// A picture at 1× does not move; zoomed, it moves at most half its growth each way.
    mutating func clampOffset(size: CGSize = CGSize(width: 1000, height: 1000)) {
        let reach = CGSize(width: size.width * (scale - 1) / 2, height: size.height * (scale - 1) / 2)
        offset = CGSize(
            width: min(max(offset.width, -reach.width), reach.width),
            height: min(max(offset.height, -reach.height), reach.height))
    }
}
