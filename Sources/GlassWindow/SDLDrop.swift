import CSDL2
import Foundation

/// Files dragged onto the window from a file manager. SDL tells of each (`SDL_DROPFILE`)
/// between `SDL_DROPBEGIN` and `SDL_DROPCOMPLETE`; they are dropped together, where the
/// pointer let go of them. Dropped text (`SDL_DROPTEXT`) is let go: the apps take files.
struct SDLDrop {
    private var files: [URL] = []

    /// Takes a drop event; returns the files once the drop is complete.
    mutating func take(_ event: SDL_Event) -> [URL]? {
        switch SDL_EventType(event.type) {
        case SDL_DROPBEGIN:
            files = []
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return nil }
            files.append(URL(fileURLWithPath: String(cString: file)))
            SDL_free(file)
        case SDL_DROPTEXT:
            if let text = event.drop.file { SDL_free(text) }
        case SDL_DROPCOMPLETE:
            defer { files = [] }
            return files
        default:
            break
        }
        return nil
    }
}
