import ArgumentParser
import Dotfield
import Foundation
import GlassCore
import GlassRaster
import Scenes

/// `--wallpaper`: a built-in wallpaper by name, `white` or `black`, or a PNG file.
struct WallpaperChoice: ExpressibleByArgument, CustomStringConvertible {
    let description: String

    init?(argument: String) {
        description = argument
    }

    /// The names `--wallpaper` takes besides a `.png` path.
    static var names: [String] { BuiltInWallpaper.allCases.map(\.rawValue) + ["white", "black", "dotfield"] }

    static let `default` = WallpaperChoice(argument: BuiltInWallpaper.allCases[0].rawValue)!

    /// The wallpaper this names, for a screen of `screen` points at `scale`; a file is decoded
    /// here, so a bad file fails before any drawing. The Dotfield starts at rest.
    func wallpaper(screen: Size, scale: Double) throws -> Wallpaper {
        if let builtIn = BuiltInWallpaper(rawValue: description) { return .builtIn(builtIn) }
        switch description {
        case "white": return .plain(.white)
        case "black": return .plain(.black)
        case "dotfield": return .dotfield(Dotfield(bounds: Rect(origin: .zero, size: screen), scale: scale))
        default: break
        }
        guard description.lowercased().hasSuffix(".png") else {
            throw CLIError.invalid(
                "--wallpaper", description, allowed: "one of \(Self.names.joined(separator: ", ")) or a .png file")
        }
        do {
            return .image(try Bitmap(pngFile: description), name: description)
        } catch {
            throw CLIError("--wallpaper '\(description)': \(error)")
        }
    }
}
