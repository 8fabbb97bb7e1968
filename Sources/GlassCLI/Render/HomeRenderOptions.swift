import ArgumentParser
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import HomeScreen
import Scenes

/// What `glass render home` and `glass render replay` share: the look (scale, dark mode,
/// Reduce Motion, text size, wallpaper) and where the layout comes from.
struct HomeRenderOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3 (the iPhone 15 Pro's native scale).")
    var scale = 3.0

    @Flag(help: "Dark mode.")
    var dark = false

    @Flag(help: "Reduce Motion: no wiggle, fades instead of zooms.")
    var reduceMotion = false

    @Option(help: "The text size: xSmall … xxxLarge, AX1 … AX5 (the home screen's text stops growing at xxxLarge).")
    var dynamicType = "large"

    @Option(help: "The wallpaper: \(WallpaperChoice.names.joined(separator: ", ")), or a PNG file.")
    var wallpaper = WallpaperChoice.default

    @Option(help: "Start from this layout JSON file instead of the store.")
    var layout: String?

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        try Check.range(scale, 1...3, "--scale")
        _ = try textSize
        if layout != nil && storeOptions.store != nil {
            throw CLIError("--layout replaces the store: it cannot be combined with --store")
        }
    }

    var environment: GlassEnvironment {
        GlassEnvironment(
            colorScheme: dark ? .dark : .light, reduceMotion: reduceMotion,
            contentSize: (try? textSize) ?? .large)
    }

    /// `--dynamic-type` as a content size category.
    private var textSize: ContentSizeCategory {
        get throws {
            do {
                return ContentSizeCategory(rawValue: try DynamicTypeSize.named(dynamicType).rawValue)!
            } catch {
                throw CLIError("--dynamic-type: \(error)")
            }
        }
    }

    /// The home screen model at time 0 on the layout asked for.
    func initialState() throws -> HomeState {
        HomeState(layout: try loadLayout(), reduceMotion: reduceMotion)
    }

    /// A reusable renderer of this look; decoding the wallpaper happens here.
    func renderer() throws -> HomeRenderer {
        try HomeRenderer(
            environment: environment, wallpaper: wallpaper.wallpaper(screen: environment.screenSize, scale: scale),
            scale: scale)
    }

    private func loadLayout() throws -> HomeLayout {
        guard let layout else { return try storeOptions.open().layout }
        do {
            return try HomeLayout(json: try readFile(layout, what: "layout file"), catalog: .default)
        } catch let error as LayoutImportError {
            throw CLIError("\(layout): " + error.summary)
        }
    }
}

/// Draws home screen states on one canvas that lives as long as the renderer, so wallpapers,
/// icon bodies and labels are rasterized once and reused from frame to frame.
final class HomeRenderer {
    let environment: GlassEnvironment
    let wallpaper: Wallpaper
    let canvas: RasterCanvas

    init(environment: GlassEnvironment, wallpaper: Wallpaper, scale: Double) throws {
        self.environment = environment
        self.wallpaper = wallpaper
        do {
            canvas = try RasterCanvas(size: environment.screenSize, scale: scale)
        } catch {
            throw CLIError("cannot render: \(error)")
        }
    }

    /// Draws `state` as it looks at `time` and returns the canvas.
    @discardableResult
    func render(_ state: HomeState, at time: Double) -> RasterCanvas {
        HomeScene(
            presentation: state.presentation(at: time), catalog: state.catalog,
            wallpaper: wallpaper, environment: environment
        ).draw(on: canvas)
        return canvas
    }

    func write(_ state: HomeState, at time: Double, to path: String) throws {
        do {
            try render(state, at: time).writePNG(to: path)
        } catch {
            throw CLIError("cannot write '\(path)': \(error)")
        }
    }
}
