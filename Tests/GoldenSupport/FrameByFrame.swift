import Foundation
import GlassHost
import GlassRaster
import GlassUI

extension Golden {
    /// Draws `view` frame by frame at 60 Hz on an iPhone 15 Pro at 1×, only where something
    /// changed (keeping pictures), and the same moments afresh in a second host that keeps
    /// none, both set off by `start`; compares every `every`th frame and the last. Returns the
    /// first frame that differs and by how many channels (nil when all match), and the host
    /// drawn frame by frame, as it was at the end.
    @MainActor
    public static func firstFrameDifferingFromFresh<V: View>(
        of make: () -> V, from startTime: Double, frames: Int, every: Int = 6, start: (ViewHost) -> Void
    ) throws -> (difference: (frame: Int, channels: Int)?, host: ViewHost) {
        let device = try HostDevice("iphone-15-pro")
        var environment = device.environment()
        environment.displayScale = 1
        let host = ViewHost(make(), size: device.size, environment: environment)
        let reference = ViewHost(make(), size: device.size, environment: environment)
        reference.graph.retainsLayers = false
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        start(host)
        start(reference)
        for frame in 1...frames {
            let time = startTime + Double(frame) / 60
            host.advance(to: time)
            host.drawChanges(on: canvas)
            // Every few frames and the last (a debug build draws the reference slowly).
            guard frame % every == 0 || frame == frames else { continue }
            reference.advance(to: time)
            let differing = channelsDiffering(canvas, from: try reference.render(scale: 1))
            if differing > 0 { return ((frame, differing), host) }
        }
        return (nil, host)
    }
}
