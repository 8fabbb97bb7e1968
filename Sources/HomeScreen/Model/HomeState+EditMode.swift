import GlassCore
import GlassMotion

extension HomeState {
    /// The long press held 0.5 s: edit mode begins with the medium impact. The finger stays
    /// down, so moving it 10 pt now lifts the icon under it, as on iOS.
    mutating func longPressFired(at now: Double) -> [HomeEffect] {
        press?.longPressDue = nil
        press?.longPressFired = true
        return enterEditMode(at: now)
    }

    /// Edit mode begins with the medium impact: the wiggle starts and the badges fade in.
    mutating func enterEditMode(at now: Double) -> [HomeEffect] {
        guard !isEditing else { return [] }
        editMode = EditModeState(enteredAt: now)
        editModeEndedAt = nil
        return [.haptic(HapticEvent(.enterEditMode, at: now))]
    }

    /// Done, Esc, or a tap on empty space: the icons stop and the badges fade out (0.2 s).
    mutating func exitEditMode(at now: Double) {
        guard isEditing, drag == nil else { return }
        editMode = nil
        editModeEndedAt = now
        deleteAlert = nil
    }

    /// Done or Esc: the innermost thing closes first — the alert, then edit mode, then a folder.
    mutating func done(at now: Double) -> [HomeEffect] {
        if deleteAlert != nil {
            deleteAlert = nil
        } else if isEditing {
            exitEditMode(at: now)
        } else if openFolder != nil {
            closeFolder(at: now)
        }
        return []
    }
}
