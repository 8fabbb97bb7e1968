import GlassCore
import GlassRaster
import HomeScreen
import Scenes

/// A home screen state reached by script: the default layout on the iPhone 15 Pro, fed actions
/// and one finger's touches, then drawn at a chosen time.
struct HomeScenario {
    var state: HomeState

    init(reduceMotion: Bool = false) {
        state = HomeState(reduceMotion: reduceMotion)
    }

    var geometry: HomeGeometry { state.geometry }

    func slot(_ index: Int) -> Point { geometry.iconFrame(slot: index).center }

    mutating func send(_ action: HomeAction, at time: Double) {
        _ = state.reduce(action, at: time)
    }

    mutating func touch(_ phase: TouchEvent.Phase, _ point: Point, at time: Double) {
        _ = state.reduce(TouchEvent(time: time, phase: phase, location: point))
    }

    /// The finger moves in a straight line in ten samples.
    mutating func drag(from: Point, to: Point, startingAt start: Double, duration: Double) {
        for step in 1...10 {
            let f = Double(step) / 10
            touch(
                .moved, Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                at: start + duration * f)
        }
    }

    /// The scene at `time`, on a canvas of the whole screen at `scale`.
    func render(
        at time: Double, scale: Double = 1, dark: Bool = false,
        wallpaper: Wallpaper = .builtIn(BuiltInWallpaper.allCases[0])
    ) throws -> RasterCanvas {
        var state = state
        _ = state.advance(to: time)
        let environment = GlassEnvironment(colorScheme: dark ? .dark : .light, reduceMotion: state.reduceMotion)
        let canvas = try RasterCanvas(size: environment.screenSize, scale: scale)
        HomeScene(
            presentation: state.presentation(at: time), catalog: state.catalog,
            wallpaper: wallpaper, environment: environment
        ).draw(on: canvas)
        return canvas
    }
}

extension RasterCanvas {
    /// The pixels of `rect` (points) as a canvas of their own at the same scale, so a 3× golden
    /// can keep a detail instead of the whole screen.
    func cropped(to rect: Rect) throws -> RasterCanvas {
        let crop = try RasterCanvas(size: rect.size, scale: scale)
        crop.draw(bitmap(), in: Rect(x: -rect.minX, y: -rect.minY, width: size.width, height: size.height))
        return crop
    }
}
