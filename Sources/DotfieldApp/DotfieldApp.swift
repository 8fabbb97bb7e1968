import Dotfield
import GlassUI

/// `dotfield`: spec 001's field as an app, written as SwiftUI code. The field fills the
/// screen; a glass button at the bottom right (or ⌘,) opens the settings in a sheet at the
/// medium and large detents, over the live field: through the medium detent the field stays
/// undimmed and takes touches, so each change can be seen and felt at once.
public struct DotfieldApp: View {
    @State private var model: DotfieldModel
    @State private var showsSettings: Bool
    @Environment(\.accessibilityReduceMotion) private var systemReduceMotion
    @Environment(\.scenePhase) private var scenePhase

    /// The app over `model`, with its settings open if `showsSettings`.
    public init(model: DotfieldModel, showsSettings: Bool = false) {
        _model = State(initialValue: model)
        _showsSettings = State(initialValue: showsSettings)
    }

    public var body: some View {
        ZStack(alignment: .bottomTrailing) {
            FieldView(model: model)
            Button {
                showsSettings = true
            } label: {
                Image(systemName: "slider.horizontal.3").font(.title2).frame(width: 30, height: 30)
            }
            .buttonStyle(.glass)
            .keyboardShortcut(",", modifiers: .command)
            .accessibilityLabel("Settings")
            .padding(20)
        }
        .sheet(isPresented: $showsSettings) {
            DotfieldSettingsView(model: model)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
        // The field's ground is near black: the app is dark, its sheet too.
        .preferredColorScheme(.dark)
        .sensoryFeedback(.impact(weight: .light), trigger: model.firstTouches)
        .onChange(of: systemReduceMotion, initial: true) { model.followSystem(reduceMotion: systemReduceMotion) }
        .onChange(of: scenePhase) {
            if scenePhase == .background { model.enterBackground() }
        }
    }
}

/// The field, filling the screen: its dots live in the safe area (or the whole screen, edge to
/// edge), every finger on it pushes them, and the timeline runs while they move.
struct FieldView: View {
    let model: DotfieldModel

    var body: some View {
        GeometryReader { proxy in
            let insets = proxy.safeAreaInsets
            let edgeToEdge = model.settings.edgeToEdge
            FieldCanvas(
                model: model,
                bounds: CGRect(
                    x: edgeToEdge ? 0 : insets.leading, y: edgeToEdge ? 0 : insets.top,
                    width: proxy.size.width + (edgeToEdge ? insets.leading + insets.trailing : 0),
                    height: proxy.size.height + (edgeToEdge ? insets.top + insets.bottom : 0)),
                topInset: insets.top)
        }
    }
}

/// The field's dots on the whole screen, with the debug overlay over them when shown.
struct FieldCanvas: View {
    let model: DotfieldModel
    @Environment(\.displayScale) private var displayScale
    /// Where the grid lies, in the screen's points.
    let bounds: CGRect
    let topInset: CGFloat

    var body: some View {
        ZStack(alignment: .topLeading) {
            TimelineView(.animation(paused: !model.isMoving && !model.drifts)) { timeline in
                let _ = model.step(
                    to: timeline.date.timeIntervalSinceReferenceDate, bounds: bounds, scale: Double(displayScale))
                Canvas { context, _ in context.drawDots(model.field.layer()) }
            }
            .gesture(SpatialEventGesture().onChanged { model.touch($0) }.onEnded { model.touch($0) })
            .accessibilityElement()
            .accessibilityLabel("Dotfield")
            .accessibilityValue("\(model.dotCount) dots")
            if model.showsOverlay {
                TimelineView(.periodic(from: .distantPast, by: 0.5)) { _ in DebugOverlay(model: model) }
                    .padding(.top, topInset + 8).padding(12)
            }
        }
        .ignoresSafeArea()
    }
}

/// Spec 001 §11's hidden overlay: the frame rate and the dots, moving and in all.
struct DebugOverlay: View {
    let model: DotfieldModel

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(Int(model.frameClock.framesPerSecond.rounded())) fps")
            Text("dots: \(model.field.count), moving \(model.field.activeCount)")
        }
        .font(.caption.monospacedDigit())
        .foregroundStyle(.white)
        .padding(10)
        .background(GlassUI.Color.black.opacity(0.72), in: RoundedRectangle(cornerRadius: 14))
    }
}
