import CSDL2
import GlassUI

/// SDL's keyboard events as GlassUI's key presses and typed text, for both windows.
enum SDLKeyboard {
    /// The key press an SDL key event makes, or nil for a key GlassUI has no name for.
    static func keyPress(_ event: SDL_KeyboardEvent) -> KeyPress? {
        guard let key = key(event.keysym.sym) else { return nil }
        let phase: KeyPress.Phases =
            SDL_EventType(event.type) == SDL_KEYUP ? .up : (event.repeat != 0 ? .repeat : .down)
        return KeyPress(key: key, modifiers: modifiers(SDL_Keymod(UInt32(event.keysym.mod))), phase: phase)
    }

    /// The UTF-8 text of an SDL text event, or nil when ⌘ or Ctrl is held: characters typed
    /// with them are shortcuts, not text.
    static func typedText(_ event: SDL_TextInputEvent) -> String? {
        guard SDL_GetModState().rawValue & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) == 0 else { return nil }
        return withUnsafeBytes(of: event.text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    private static let named: [UInt32: KeyEquivalent] = [
        SDLK_TAB.rawValue: .tab, SDLK_RETURN.rawValue: .return, SDLK_ESCAPE.rawValue: .escape,
        SDLK_SPACE.rawValue: .space,
        SDLK_LEFT.rawValue: .leftArrow, SDLK_RIGHT.rawValue: .rightArrow, SDLK_UP.rawValue: .upArrow,
        SDLK_DOWN.rawValue: .downArrow,
        SDLK_PAGEUP.rawValue: .pageUp, SDLK_PAGEDOWN.rawValue: .pageDown, SDLK_HOME.rawValue: .home,
        SDLK_END.rawValue: .end,
        SDLK_BACKSPACE.rawValue: .delete, SDLK_DELETE.rawValue: .deleteForward,
    ]

    private static func key(_ code: SDL_Keycode) -> KeyEquivalent? {
        if let key = named[UInt32(bitPattern: code)] { return key }
        guard code > 32, code < 127, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return KeyEquivalent(Character(scalar))
    }

    /// The modifier keys held now.
    static var heldModifiers: EventModifiers { modifiers(SDL_GetModState()) }

    /// Whether the event is a modifier key's (⌘, ⇧, ⌥, Control) going down or up.
    static func isModifierKey(_ event: SDL_KeyboardEvent) -> Bool {
        [SDLK_LGUI, SDLK_RGUI, SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LALT, SDLK_RALT, SDLK_LCTRL, SDLK_RCTRL]
            .contains { $0.rawValue == UInt32(bitPattern: event.keysym.sym) }
    }

    private static func modifiers(_ mod: SDL_Keymod) -> EventModifiers {
        var modifiers = EventModifiers()
        if mod.rawValue & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod.rawValue & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod.rawValue & KMOD_ALT.rawValue != 0 { modifiers.insert(.option) }
        if mod.rawValue & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }
}
