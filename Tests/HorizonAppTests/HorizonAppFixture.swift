import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon

@testable import HorizonApp

/// Horizon over a sample network of 600 posts by 60 people (written once for the run), each
/// host with a cache of its own, its clock fixed at the sample's last post.
@MainActor
enum HorizonAppFixture {
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "horizon-app-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try! SampleNetwork(postCount: 600, profileCount: 60).write(to: folder)
        return folder
    }()

    /// A model over a new cache (or the cache at `path`), with the first pages read.
    static func model(cache path: String? = nil) throws -> HorizonModel {
        let store = try HorizonStore(path: path ?? NSTemporaryDirectory() + "horizon-app-\(UUID()).sqlite")
        let reader = PageReader(source: OfflineSource(folder: folder), store: store)
        return HorizonModel(reader: reader) { SampleNetwork.defaultEnd.addingTimeInterval(60) }
    }

    /// The app on `device` (or in a window of `size`), laid out at 1 s.
    static func host(
        _ device: String = "ipad-pro-13-m4", landscape: Bool = true, size: Size? = nil, model: HorizonModel? = nil
    ) throws -> (ViewHost, HorizonModel) {
        let model = try model ?? self.model()
        let device = try HostDevice(device, landscape: landscape, size: size)
        let host = ViewHost(HorizonApp(model: model), size: device.size, environment: device.environment())
        host.advance(to: 1)
        return (host, model)
    }
}

extension ViewHost {
    /// Every element, depth first.
    var allElements: [AccessibilityNode] { elements.flatMap(\.flattened) }

    /// The first element whose label starts with `prefix`.
    func element(labelStartingWith prefix: String) -> AccessibilityNode? {
        allElements.first { $0.label.hasPrefix(prefix) }
    }

    /// Taps the middle of `element`, then lets a second pass.
    func tap(_ element: AccessibilityNode?, at time: Double) {
        guard let frame = element?.frame else { return }
        tap(at: Point(x: Double(frame.midX), y: Double(frame.midY)), time: time)
        advance(to: time + 1)
    }
}
