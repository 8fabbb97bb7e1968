import Foundation
import GlassCore
import GlassUI

/// A device an app runs on: its screen (size, scale, safe area, size classes), platform and
/// how it is held. The five iPhone and iPad screens of `ScreenMetrics`, plus `mac` (a window of
/// at least 800 × 600 pt with a hidden title bar, spec 003) and `apple-tv` (1920 × 1080 pt,
/// driven by focus).
public struct HostDevice: Sendable {
    public var id: String
    public var platform: Platform
    /// The screen (or window) in points as held.
    public var size: Size
    public var scale: Double
    public var safeArea: GlassUI.EdgeInsets
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Every device `--device` takes.
    public static let ids = ScreenMetrics.all.map(\.id) + ["mac", "apple-tv"]

    /// The smallest and largest sides of a window, in points (`--size`).
    public static let sideRange = 100.0...8192.0

    /// The device `id` held upright (or on its side), optionally at another window size
    /// (Stage Manager, Split View and Slide Over widths, a resized Mac window).
    /// - Throws: `HostError` naming the device or size at fault.
    public init(_ id: String, landscape: Bool = false, size override: Size? = nil) throws(HostError) {
        if let override {
            guard override.width.isFinite, override.height.isFinite,
                Self.sideRange.contains(override.width), Self.sideRange.contains(override.height)
            else {
                throw HostError(
                    "--size must be between 100×100 and 8192×8192 points, got \(override.width)×\(override.height)")
            }
        }
        switch id.lowercased() {
        case "mac":
            self.id = "mac"
            platform = .macOS
            let minimum = Size(width: 800, height: 600)
            let base = override ?? Size(width: 1280, height: 800)
            size = Size(width: max(base.width, minimum.width), height: max(base.height, minimum.height))
            scale = 2
            // The title bar is hidden: the window's content reaches its top edge.
            safeArea = GlassUI.EdgeInsets()
            horizontalSizeClass = .regular
            verticalSizeClass = .regular
        case "apple-tv":
            self.id = "apple-tv"
            platform = .tvOS
            size = override ?? Size(width: 1920, height: 1080)
            scale = 1
            // tvOS's title-safe inset: spec 003 keeps 60 pt from the edges.
            safeArea = GlassUI.EdgeInsets(top: 60, leading: 80, bottom: 60, trailing: 80)
            horizontalSizeClass = .regular
            verticalSizeClass = .regular
        default:
            let screen: ScreenMetrics
            do {
                screen = try ScreenMetrics.named(id)
            } catch {
                throw HostError("unknown device '\(id)': expected one of \(Self.ids.joined(separator: ", "))")
            }
            self.id = screen.id
            let orientation: Orientation = landscape ? .landscape : .portrait
            platform = screen.deviceClass == .pad ? .iPadOS : .iOS
            size = override ?? screen.size(in: orientation)
            scale = screen.scale
            let insets = screen.safeArea(in: orientation)
            safeArea = GlassUI.EdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            // A narrower window than the screen (Split View, Slide Over) is compact below 600 pt.
            let regularWidth = screen.horizontalSizeClass(in: orientation) == .regular
            horizontalSizeClass = regularWidth && size.width >= 600 ? .regular : .compact
            verticalSizeClass = screen.verticalSizeClass(in: orientation) == .regular ? .regular : .compact
        }
    }

    /// The device with its window resized (Stage Manager, Split View, Slide Over, a Mac
    /// window), held as it was: the size classes follow the new width, as `--size` gives them.
    public func resized(to newSize: Size) -> HostDevice {
        (try? HostDevice(id, landscape: size.width > size.height, size: newSize)) ?? self
    }

    /// The environment an app on this device starts with, with the reader's settings.
    public func environment(
        dark: Bool = false, dynamicType: DynamicTypeSize = .large, reduceMotion: Bool = false,
        increaseContrast: Bool = false, reduceTransparency: Bool = false, osVersion: Int = 26
    ) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        environment.dynamicTypeSize = dynamicType
        environment.accessibilityReduceMotion = reduceMotion
        environment.colorSchemeContrast = increaseContrast ? .increased : .standard
        environment.accessibilityReduceTransparency = reduceTransparency
        environment.operatingSystemVersion = osVersion
        environment.platform = platform
        environment.displayScale = CGFloat(scale)
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.screenSafeAreaInsets = safeArea
        return environment
    }
}

/// Bad input to a host: an unknown device, a size out of range, a script line that is not
/// valid. The message names the fault; it is shown on one line.
public struct HostError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension DynamicTypeSize {
    /// The names `--dynamic-type` takes: SwiftUI's case names (xSmall … accessibility5), or
    /// the short AX1 … AX5.
    public static func named(_ text: String) throws(HostError) -> DynamicTypeSize {
        let names: [String: DynamicTypeSize] = [
            "xsmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xlarge": .xLarge,
            "xxlarge": .xxLarge,
            "xxxlarge": .xxxLarge, "accessibility1": .accessibility1, "accessibility2": .accessibility2,
            "accessibility3": .accessibility3, "accessibility4": .accessibility4, "accessibility5": .accessibility5,
            "ax1": .accessibility1, "ax2": .accessibility2, "ax3": .accessibility3, "ax4": .accessibility4,
            "ax5": .accessibility5,
        ]
        guard let size = names[text.lowercased()] else {
            throw HostError(
                "unknown Dynamic Type size '\(text)': expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge or AX1…AX5"
            )
        }
        return size
    }
}
