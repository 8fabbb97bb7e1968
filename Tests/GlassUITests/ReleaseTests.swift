import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// Views are freed with their host: nothing a container keeps (models, recognizers and their
/// closures, presentations) holds its graph alive. A list row's swipe recognizer once did,
/// and every list leaked its whole graph.
@MainActor
@Suite(.serialized) struct ReleaseTests {
    /// Whether `view`'s graph outlives its host, after a frame drawn.
    func outlivesItsHost<V: View>(_ view: V) throws -> Bool {
        weak var graph: ViewGraph?
        do {
            let device = try HostDevice("iphone-15-pro")
            let host = ViewHost(view, size: device.size, environment: device.environment())
            let canvas = try RasterCanvas(size: host.size, scale: 1)
            host.advance(to: 1)
            host.draw(on: canvas)
            graph = host.graph
        }
        return graph != nil
    }

    @Test func containersAreFreedWithTheirHost() throws {
        #expect(try !outlivesItsHost(FlickedList()))
        #expect(try !outlivesItsHost(OrchardList(orchard: Orchard())))
        #expect(try !outlivesItsHost(StoryTabs(model: StoryTabsModel())))
        #expect(try !outlivesItsHost(ReaderSplit(reader: Reader())))
        let stage = Stage()
        stage.sheet = true
        stage.alert = true
        #expect(try !outlivesItsHost(StageView(stage: stage)))
    }

    /// What views capture (an app's model) goes with them. A navigation destination's
    /// builder once outlived its graph in the stack's model, and every Music app opened and
    /// closed kept its library, with the thumbnails the library held.
    @Test func whatViewsCaptureIsFreedWithTheirHost() throws {
        final class Model { var count = 0 }
        func outlivesItsHost<V: View>(_ make: (Model) -> V) throws -> Bool {
            weak var weakModel: Model?
            do {
                let model = Model()
                weakModel = model
                _ = try self.outlivesItsHost(make(model))
            }
            return weakModel != nil
        }
        #expect(
            try !outlivesItsHost { model in
                NavigationStack { Text("a").navigationDestination(for: Int.self) { Text("\($0 + model.count)") } }
            })
        #expect(
            try !outlivesItsHost { model in
                NavigationStack(path: .constant(NavigationPath())) {
                    Text("a").navigationDestination(for: Int.self) { Text("\($0 + model.count)") }
                }
            })
        #expect(try !outlivesItsHost { model in NavigationStack { Text("\(model.count)") } })
        #expect(
            try !outlivesItsHost { model in
                Color.clear.sheet(isPresented: .constant(true)) { Text("\(model.count)") }
            })
    }
}
