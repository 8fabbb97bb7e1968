/// SwiftUI's remote and menu commands (tvOS and macOS), as key handlers on the path from the
/// focused view to the root: a window host's Space is the remote's Play/Pause, Esc its Menu,
/// and the arrow keys its touch surface's moves.
extension View {
    /// Runs `action` when the remote's Play/Pause is pressed.
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(.space) {
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` for Menu (tvOS) or Esc (macOS): the command that goes back.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(.escape) {
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` with the direction of an arrow press (the remote's edge clicks) while the
    /// view or one inside it has focus. The handler takes the press before the focus engine, as
    /// a full-screen player's left and right skip rather than move focus.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow], phases: [.down]) { press in
            guard let action else { return .ignored }
            switch press.key {
            case .upArrow: action(.up)
            case .downArrow: action(.down)
            case .leftArrow: action(.left)
            default: action(.right)
            }
            return .handled
        }
    }
}

/// The direction of a move command, as SwiftUI's `MoveCommandDirection`.
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}
