import Foundation
import Horizon

/// `horizon://` links, the stand-in for Handoff, Shortcuts and Siri (spec 004, requirement
/// 10): automation can open any place of the app.
///
///     horizon://feed                      horizon://notifications
///     horizon://search?q=telescope        horizon://settings
///     horizon://profile                   horizon://profile/<handle or DID>
///     horizon://post/<at:// URI>          horizon://pinned/<feed generator's at:// URI>
///     horizon://compose?text=Hello        horizon://summary
public enum HorizonLink: Equatable, Sendable {
    case sidebar(SidebarItem)
    case search(String)
    case profile(String)
    case post(String)
    case compose(String)
    case summary

    /// The link `url` names, or nil when it is not one of Horizon's.
    public init?(_ url: URL) {
        guard url.scheme?.lowercased() == "horizon", let host = url.host?.lowercased() else { return nil }
        let rest = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        let argument = rest.removingPercentEncoding ?? rest
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        switch (host, argument.isEmpty) {
        case ("feed", true): self = .sidebar(.feed)
        case ("notifications", true): self = .sidebar(.notifications)
        case ("settings", true): self = .sidebar(.settings)
        case ("search", true): self = value("q").map { .search($0) } ?? .sidebar(.search)
        case ("profile", true): self = .sidebar(.profile)
        case ("profile", false): self = .profile(argument)
        case ("post", false) where argument.hasPrefix("at://"): self = .post(argument)
        case ("pinned", false) where argument.hasPrefix("at://"): self = .sidebar(.pinned(argument))
        case ("compose", true): self = .compose(value("text") ?? "")
        case ("summary", true): self = .summary
        default: return nil
        }
    }

    /// The link that opens `post` (the one Share copies).
    public static func url(of post: PostView) -> String { "horizon://post/\(post.uri)" }
}

extension HorizonModel {
    /// Goes where `url` points; a link that is not Horizon's, or names a post or person the
    /// cache does not have, is said in `problem` and changes nothing.
    public func open(_ url: URL) {
        guard let link = HorizonLink(url) else {
            problem = "Horizon cannot open '\(url.absoluteString.prefix(120))'"
            return
        }
        switch link {
        case .sidebar(let item): choose(item)
        case .search(let query):
            searchQuery = query
            choose(.search)
        case .profile(let actor):
            guard let profile = profile(actor) else {
                problem = "No profile '\(actor.prefix(80))' in Horizon"
                return
            }
            place.detail = .profile(profile.did)
        case .post(let uri):
            guard (try? store.post(uri)) != nil else {
                problem = "No post '\(uri.prefix(120))' in Horizon"
                return
            }
            place.detail = .post(uri)
        case .compose(let text): composer = Composing(draft: Draft(text: text, updatedAt: Timestamp.string(now())))
        case .summary: showsSummary = true
        }
    }
}

extension HorizonModel {
    /// Where something is dropped: the detail column, or New Post.
    public enum DropPlace: Sendable {
        case detail, newPost
    }

    /// What is dropped on the app. A post (its `horizon://post/…` link) is shown in the
    /// detail, or quoted in a new post on New Post; picture files dropped on New Post (from the
    /// desktop) start a new post with them attached, a file that is no picture said why. Other
    /// text is refused.
    public func receive(_ texts: [String], on place: DropPlace) -> Bool {
        if let text = texts.first, let url = URL(string: text), case .post(let uri)? = HorizonLink(url),
            (try? store.post(uri)) != nil
        {
            if place == .newPost { compose(quoting: uri) } else { self.place.detail = .post(uri) }
            return true
        }
        guard place == .newPost else { return false }
        let pictures = PictureFile.accept(texts, joining: [])
        if let said = pictures.problem { problem = said }
        guard !pictures.paths.isEmpty else { return false }
        composer = Composing(draft: Draft(images: pictures.paths, updatedAt: Timestamp.string(now())))
        return true
    }
}
