import CSDL2

import class GlassUI.UIPasteboard

/// The system clipboard through SDL, as `UIPasteboard.general`: what an app copies can be
/// pasted in any other program, and the other way round.
enum SDLClipboard {
    @MainActor
    static func connect() {
        UIPasteboard.general.connect(
            read: {
                guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(text) }
                return String(cString: text)
            },
            write: { text in _ = SDL_SetClipboardText(text) })
    }
}
