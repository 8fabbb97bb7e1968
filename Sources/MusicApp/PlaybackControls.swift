import GlassCore
import GlassUI
import Music

/// The transport every player shows: previous, play/pause, next; each labelled for VoiceOver.
/// Buttons, except on the Apple TV's full-screen player, where the remote drives them and they
/// only show the state.
struct TransportControls: View {
    let player: Player
    let playSize: CGFloat
    let skipSize: CGFloat
    var spacing: CGFloat?
    var isInteractive = true

    var body: some View {
        HStack(spacing: spacing) {
            if spacing == nil { Spacer(minLength: 0) }
            control("Previous", Glyph(symbol: "backward.fill", size: skipSize)) { player.previous() }
            if spacing == nil { Spacer(minLength: 0) }
            control(player.isPlaying ? "Pause" : "Play", PlayPauseGlyph(isPlaying: player.isPlaying, size: playSize)) {
                player.togglePlayPause()
            }
            if spacing == nil { Spacer(minLength: 0) }
            control("Next", Glyph(symbol: "forward.fill", size: skipSize)) { player.next() }
            if spacing == nil { Spacer(minLength: 0) }
        }
        .disabled(player.current == nil)
    }

    @ViewBuilder
    private func control(_ label: String, _ glyph: some View, action: @escaping () -> Void) -> some View {
        if isInteractive {
            Button(action: action) { glyph }.buttonStyle(.plain).accessibilityLabel(label)
        } else {
            glyph.accessibilityLabel(label)
        }
    }
}

/// Play or pause, `size` points square (the mini bar's).
struct PlayPauseButton: View {
    let player: Player
    let size: CGFloat

    var body: some View {
        Button {
            player.togglePlayPause()
        } label: {
            PlayPauseGlyph(isPlaying: player.isPlaying, size: size)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(player.isPlaying ? "Pause" : "Play")
    }
}

/// The play or pause symbol; it bounces when it changes (spec 003's `.symbolEffect(.bounce)`).
private struct PlayPauseGlyph: View {
    let isPlaying: Bool
    let size: CGFloat

    var body: some View {
        Glyph(symbol: isPlaying ? "pause.fill" : "play.fill", size: size).symbolEffect(.bounce, value: isPlaying)
    }
}

/// A transport symbol centred in a `size`-point square that takes taps anywhere in it.
private struct Glyph: View {
    let symbol: String
    let size: CGFloat

    var body: some View {
        Image(systemName: symbol).font(.system(size: size * 0.6)).frame(width: size, height: size)
            .contentShape(Rectangle())
    }
}

/// The scrubber: the position on a slider, with the time played and the time left in
/// monospaced Caption 1 (spec 003's timestamps). Dragging shows where it will land and seeks
/// once, on release.
struct Scrubber: View {
    let player: Player
    @State private var dragging: Double?

    var body: some View {
        let duration = max(player.current?.duration ?? 0, 0.001)
        let shown = dragging ?? min(player.elapsed, duration)
        VStack(spacing: 0) {
            Slider(
                value: Binding(get: { shown }, set: { dragging = $0 }), in: 0...duration,
                label: { Text("Position") },
                onEditingChanged: { editing in
                    if !editing, let dragging {
                        player.seek(to: dragging)
                        self.dragging = nil
                    }
                }
            )
            .controlSize(.small)
            .frame(height: 28)
            HStack(spacing: 0) {
                Text(Duration.clock(shown))
                Spacer(minLength: Spacing.mini.points)
                Text("-" + Duration.clock(duration - shown))
            }
            .font(.system(.caption, design: .monospaced))
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
        .disabled(player.current == nil)
        .accessibilityElement(children: .contain)
    }
}

/// The volume: spec 003's slider, a 4 pt track with a 20 pt thumb, between the speaker symbols.
struct VolumeSlider: View {
    let player: Player

    var body: some View {
        HStack(spacing: Spacing.mini.points) {
            Image(systemName: "speaker.fill").font(.caption).foregroundStyle(.secondary)
            Slider(value: Binding(get: { player.volume }, set: { player.volume = $0 }), in: 0...1) {
                Text("Volume")
            }
            .controlSize(.small)
            Image(systemName: "speaker.wave.2.fill").font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// Shuffle and repeat, each showing its state in the tint.
struct QueueModeButtons: View {
    let player: Player

    var body: some View {
        HStack(spacing: Spacing.large.points) {
            Button {
                player.toggleShuffle()
            } label: {
                Image(systemName: "shuffle")
                    .foregroundStyle(player.queue.isShuffled ? Color.accentColor : Color.secondary)
            }
            .accessibilityLabel("Shuffle")
            .accessibilityValue(player.queue.isShuffled ? "On" : "Off")
            Button {
                player.cycleRepeatMode()
            } label: {
                Image(systemName: player.queue.repeatMode == .one ? "repeat.1" : "repeat")
                    .foregroundStyle(player.queue.repeatMode == .off ? Color.secondary : Color.accentColor)
            }
            .accessibilityLabel("Repeat")
            .accessibilityValue(
                player.queue.repeatMode == .off ? "Off" : player.queue.repeatMode == .all ? "All" : "One")
        }
        .buttonStyle(.plain)
        .font(.title3)
    }
}
