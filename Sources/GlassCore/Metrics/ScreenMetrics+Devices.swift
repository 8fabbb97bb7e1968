extension ScreenMetrics {
    /// iPhone 15 Pro: 393 × 852 pt at 3× with the Dynamic Island.
    public static let iPhone15Pro = ScreenMetrics(
        id: "iphone-15-pro", name: "iPhone 15 Pro", deviceClass: .phone,
        portraitSize: Size(width: 393, height: 852), scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        displayCornerRadius: 55)

    /// iPhone 15 Pro Max: 430 × 932 pt at 3×; a large phone, so regular width in landscape.
    public static let iPhone15ProMax = ScreenMetrics(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", deviceClass: .largePhone,
        portraitSize: Size(width: 430, height: 932), scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        displayCornerRadius: 55)

    /// iPhone SE (3rd generation): 375 × 667 pt at 2×, a home button and a rectangular display.
    /// Only the 20 pt status bar is unsafe, and iOS hides it in landscape.
    public static let iPhoneSE3 = ScreenMetrics(
        id: "iphone-se-3", name: "iPhone SE (3rd generation)", deviceClass: .phone,
        portraitSize: Size(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20),
        landscapeSafeArea: .zero,
        displayCornerRadius: 0)

    /// iPad Pro 11-inch (1st–4th generation): 834 × 1194 pt at 2×. The 2024 M4 11-inch model
    /// is 834 × 1210 and is not this screen.
    public static let iPadPro11 = ScreenMetrics(
        id: "ipad-pro-11", name: "iPad Pro 11-inch", deviceClass: .pad,
        portraitSize: Size(width: 834, height: 1194), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
        landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        displayCornerRadius: 18)

    /// iPad Pro 13-inch (M4): 1032 × 1376 pt at 2×. Its display corner radius is not published.
    public static let iPadPro13M4 = ScreenMetrics(
        id: "ipad-pro-13-m4", name: "iPad Pro 13-inch (M4)", deviceClass: .pad,
        portraitSize: Size(width: 1032, height: 1376), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
        landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        displayCornerRadius: nil)

    /// The screen GlassKit renders for when none is asked for.
    public static let `default` = iPhone15Pro

    /// Every screen GlassKit knows, phones first, smallest first within a family.
    public static let all: [ScreenMetrics] = [.iPhoneSE3, .iPhone15Pro, .iPhone15ProMax, .iPadPro11, .iPadPro13M4]

    /// The screen whose `id` or `name` is `text`, ignoring case (for a `--device` flag).
    public static func named(_ text: String) throws(UnknownScreenError) -> ScreenMetrics {
        let wanted = text.lowercased()
        guard let match = all.first(where: { $0.id == wanted || $0.name.lowercased() == wanted }) else {
            throw UnknownScreenError(text: text, validIDs: all.map(\.id))
        }
        return match
    }
}

/// A device name that matches no known screen; the message lists the names that do.
public struct UnknownScreenError: Error, Hashable, CustomStringConvertible {
    public let text: String
    public let validIDs: [String]

    public var description: String {
        "unknown device '\(text)': expected one of \(validIDs.joined(separator: ", "))"
    }
}
