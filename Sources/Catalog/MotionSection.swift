import GlassUI

/// Springs, transitions, matched changes of a frame, and the symbol bounce: tap to play.
struct MotionSection: View {
    @State private var expanded = false
    @State private var shown = true
    @State private var playing = false
    @State private var count = 0

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
                        .transition(.asymmetric(insertion: .scale(scale: 0.8).combined(with: .opacity),
                                                removal: .scale(scale: 1.2).combined(with: .opacity)))
                }
            }
            HStack(spacing: 24) {
                Button { playing.toggle() } label: {
                    Image(systemName: playing ? "pause.fill" : "play.fill").font(.largeTitle)
                        .symbolEffect(.bounce, value: playing)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(playing ? "Pause" : "Play")
                Button { withAnimation(.snappy) { count += 1 } } label: {
                    Text("\(count)").font(.largeTitle).monospacedDigit().contentTransition(.numericText())
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier("counter")
            }
        }
    }
}
