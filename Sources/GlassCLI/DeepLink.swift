import Foundation

/// `--open`'s argument: an absolute URL with a scheme (`horizon://post/…`).
enum DeepLink {
    static func parse(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty, text.count <= 2048 else {
            throw CLIError(
                "--open needs a URL with a scheme, such as horizon://feed, got '\(text.prefix(80))'", status: 2)
        }
        return url
    }
}
