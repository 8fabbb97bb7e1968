import GlassUI

/// Springs, transitions, a view matched across two places, a page pushed in, turns and blurs,
/// the symbol bounce and numeric text, and gestures (drag, pinch, double tap, long press, the
/// pointer hovering): tap, drag or pinch to play.
struct MotionSection: View {
    @State private var expanded = false
    @State private var shown = true
    @State private var playing = false
    @State private var count = 0
    @State private var page = 1
    @State private var dotOnLeft = true
    @State private var turned = false
    @State private var dragged = CGSize.zero
    @State private var pinched: CGFloat = 1
    @State private var liked = false
    @State private var hovering = false
    @Namespace private var space

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Button(expanded ? "Collapse" : "Expand") {
                withAnimation(.bouncy) { expanded.toggle() }
                AccessibilityNotification.Announcement(expanded ? "Expanded" : "Collapsed").post()
            }
            .buttonStyle(.bordered)
            RoundedRectangle(cornerRadius: expanded ? 24 : 12)
                .fill(expanded ? Color.orange : Color.blue)
                .frame(width: expanded ? 300 : 120, height: expanded ? 120 : 60)
                .accessibilityIdentifier("springBox")
            HStack {
                Button(shown ? "Remove" : "Insert") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { shown.toggle() }
                }
                .buttonStyle(.bordered)
                if shown {
                    Text("Scale and fade")
                        .padding(8)
                        .background(Capsule().fill(Color.green.opacity(0.25)))
                        .transition(
                            .asymmetric(
                                insertion: .scale(scale: 0.8).combined(with: .opacity),
                                removal: .scale(scale: 1.2).combined(with: .opacity)))
                    Text("Slide").padding(8).background(Capsule().fill(Color.mint.opacity(0.25))).transition(.slide)
                }
            }
            HStack(spacing: 12) {
                Button("Next page") { withAnimation(.smooth) { page += 1 } }
                    .buttonStyle(.bordered)
                Text("Page \(page)")
                    .padding(8)
                    .background(Capsule().fill(Color.yellow.opacity(0.3)))
                    .id(page)
                    .transition(.push(from: .trailing))
                    .frame(width: 90)
                    .clipped()
                Button("Move") { withAnimation(.smooth) { dotOnLeft.toggle() } }
                    .buttonStyle(.bordered)
                HStack {
                    if dotOnLeft { dot }
                    Spacer(minLength: 0)
                    if !dotOnLeft { dot }
                }
                .frame(width: 56)
            }
            HStack(spacing: 20) {
                Button {
                    withAnimation(.snappy) { turned.toggle() }
                } label: {
                    Image(systemName: "gearshape").font(.largeTitle).rotationEffect(.degrees(turned ? 180 : 0))
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Turn")
                Text("Blurred").font(.title3).blur(radius: turned ? 0 : 2)
                Text(hovering ? "Pointer over me" : "Hover here")
                    .padding(8)
                    .background(Capsule().fill(Color.gray.opacity(hovering ? 0.3 : 0.12)))
                    .onHover { hovering = $0 }
                    .hoverEffect()
            }
            HStack(spacing: 20) {
                RoundedRectangle(cornerRadius: 12).fill(Color.indigo).frame(width: 80, height: 56)
                    .overlay(Text("Drag").foregroundStyle(.white))
                    .offset(dragged)
                    .gesture(
                        DragGesture()
                            .onChanged { dragged = $0.translation }
                            .onEnded { _ in withAnimation(.bouncy) { dragged = .zero } }
                    )
                    .accessibilityIdentifier("dragCard")
                Circle().fill(Color.teal).frame(width: 56, height: 56)
                    .overlay(Text("Pinch").font(.caption).foregroundStyle(.white))
                    .scaleEffect(pinched)
                    .gesture(
                        MagnifyGesture()
                            .onChanged { pinched = min(max($0.magnification, 0.5), 2) }
                            .onEnded { _ in withAnimation(.smooth) { pinched = 1 } }
                    )
                    .accessibilityIdentifier("pinchCircle")
                Image(systemName: liked ? "heart.fill" : "heart").font(.largeTitle).foregroundStyle(Color.pink)
                    .onTapGesture(count: 2) { withAnimation(.bouncy) { liked.toggle() } }
                    .onLongPressGesture { liked = false }
                    .accessibilityLabel(liked ? "Liked" : "Like")
                    .accessibilityHint("Double tap to like, touch and hold to clear")
            }
            HStack(spacing: 24) {
                Button {
                    playing.toggle()
                } label: {
                    Image(systemName: playing ? "pause.fill" : "play.fill").font(.largeTitle)
                        .symbolEffect(.bounce, value: playing)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(playing ? "Pause" : "Play")
                Button {
                    withAnimation(.snappy) { count += 1 }
                } label: {
                    Text("\(count)").font(.largeTitle).monospacedDigit().contentTransition(.numericText())
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier("counter")
            }
        }
    }

    /// The dot that moves between the two ends of its track, matched across them.
    private var dot: some View {
        Circle().fill(Color.orange).frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: space)
    }
}
