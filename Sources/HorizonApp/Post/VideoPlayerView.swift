import GlassUI
import Horizon

/// A video in the thread: the poster with a glass play button; once played, the picture and
/// its controls in a glass bar (play/pause, a scrubber, the time, picture in picture). Space
/// plays and pauses when it has focus; every control is labelled.
struct VideoPlayerView: View {
    let model: HorizonModel
    let video: VideoView
    let postUri: String

    var body: some View {
        let playback = model.playback?.postUri == postUri ? model.playback : nil
        if let playback, !playback.isPictureInPicture {
            VideoSurface(playback: playback, compact: false) { model.playback = nil }
        } else {
            VideoPoster(video: video)
                .overlay(alignment: .bottom) {
                    if playback?.isPictureInPicture == true {
                        Text("Playing in picture in picture").font(.footnote).padding(8)
                            .glassEffect(.regular, in: Capsule()).padding(12)
                    }
                }
                .onTapGesture { model.startVideo(video, of: postUri) }
                .accessibilityAddTraits(.isButton)
                .accessibilityHint("Plays the video")
        }
    }
}

/// The moving picture and its controls, in the thread or in the floating window.
struct VideoSurface: View {
    @Bindable var playback: VideoPlayback
    let compact: Bool
    let close: () -> Void

    var body: some View {
        TimelineView(.animation(minimumInterval: 1.0 / 30)) { context in
            let date = context.date
            let position = playback.position(at: date)
            GeneratedPicture(
                url: playback.video.thumbnail ?? playback.video.playlist, progress: position / playback.duration
            )
            .aspectRatio(VideoPlayback.aspect(of: playback.video), contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: compact ? 12 : 14, style: .continuous))
            .overlay(alignment: .bottom) { controls(position: position, date: date).padding(compact ? 6 : 10) }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Video: \(playback.video.alt ?? "no description")")
        }
    }

    private func controls(position: Double, date: Date) -> some View {
        let playing = playback.isPlaying(at: date)
        return GlassEffectContainer(spacing: 8) {
            HStack(spacing: 10) {
                iconButton(playing ? "Pause" : "Play", playing ? "pause.fill" : "play.fill") {
                    playback.toggle(at: date)
                }
                if !compact {
                    Slider(
                        value: Binding(get: { position }, set: { playback.seek(to: $0, at: date) }),
                        in: 0...playback.duration
                    )
                    .accessibilityLabel("Position")
                    .accessibilityValue("\(VideoPlayback.time(position)) of \(VideoPlayback.time(playback.duration))")
                    Text("\(VideoPlayback.time(position)) / \(VideoPlayback.time(playback.duration))")
                        .font(.caption.monospacedDigit())
                }
                iconButton(
                    playback.isPictureInPicture ? "Back to the Post" : "Picture in Picture",
                    playback.isPictureInPicture ? "pip.exit" : "pip.enter"
                ) {
                    withAnimation(.bouncy) { playback.isPictureInPicture.toggle() }
                }
                if compact { iconButton("Close Video", "xmark", action: close) }
            }
            .padding(.horizontal, 12).padding(.vertical, 6)
            .glassEffect(.regular.interactive(), in: Capsule())
        }
    }
}

/// A control that shows its symbol only; its title is what VoiceOver reads.
@MainActor private func iconButton(_ title: String, _ symbol: String, action: @escaping () -> Void) -> some View {
    Button(action: action) { Image(systemName: symbol).font(.title3).frame(width: 32, height: 32) }
        .buttonStyle(.plain)
        .accessibilityLabel(title)
}
