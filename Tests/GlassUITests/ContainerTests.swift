import Foundation
import GlassHost
import Testing

@testable import GlassUI

@MainActor
@Suite struct ContainerTests {
    func host<V: View>(_ view: V, width: Double = 400, height: Double = 400, safeArea: EdgeInsets = EdgeInsets())
        -> ViewHost
    {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        environment.screenSafeAreaInsets = safeArea
        return ViewHost(view, size: Size(width: width, height: height), environment: environment)
    }

    // Adaptive columns (SwiftUI): as many columns of the minimum as fit with 8 pt spacing,
    // floor((width + 8) / (minimum + 8)), sharing the width equally. Spec 003's album cards
    // (minimum 150) give 2 columns on a 393 pt iPhone, 3 at 500 pt, 6 on a 1024 pt iPad.
    @Test func adaptiveColumnCounts() {
        for (width, count) in [(320.0, 2), (393.0, 2), (500.0, 3), (1024.0, 6), (140.0, 1)] {
            let tracks = GridItem.tracks([GridItem(.adaptive(minimum: 150))], in: width)
            #expect(tracks.count == count, "\(width) pt")
            let lengths: [CGFloat] = tracks.map(\.length)
            let total: CGFloat = lengths.reduce(0, +) + 8 * CGFloat(count - 1)
            #expect(abs(total - CGFloat(width)) < 0.001, "\(width) pt")
        }
        // Fixed columns first; two flexible ones share what is left.
        let mixed = GridItem.tracks([GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], in: 316)
        let mixedLengths: [CGFloat] = mixed.map(\.length)
        #expect(mixedLengths == [100, 100, 100])
    }

    // A LazyVGrid places cells left to right in rows under its columns.
    @Test func lazyVGridPlacesCellsInRows() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 10) {
            ForEach(0..<5) { i in Color.red.frame(height: 40).accessibilityIdentifier("cell\(i)") }
        }.frame(width: 393)
        let h = host(view, width: 393)
        let frames = (0..<5).compactMap { h.element(identifier: "cell\($0)")?.frame }
        #expect(frames.count == 5)
        #expect(frames[0].width == 192.5 || abs(frames[0].width - 192.5) <= 1)
        #expect(frames[1].minY == frames[0].minY && frames[1].minX > frames[0].maxX)
        #expect(frames[2].minY == frames[0].maxY + 10)
        #expect(frames[4].minX == frames[0].minX)
    }

    // Grid: columns line up across rows, each as wide as its widest cell.
    @Test func gridColumnsLineUp() {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                Color.red.frame(width: 80, height: 10).accessibilityIdentifier("b")
            }
            GridRow {
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("c")
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("d")
            }
        }
        let h = host(view)
        let a = h.element(identifier: "a")!.frame, b = h.element(identifier: "b")!.frame
        let c = h.element(identifier: "c")!.frame, d = h.element(identifier: "d")!.frame
        #expect(a.midX == c.midX)  // column 1 is 60 wide, cells centered
        #expect(b.midX == d.midX)
        #expect(b.minX - c.maxX == 10)
        #expect(c.minY - a.maxY == 5)
    }

    // GeometryReader takes the space offered and hands its size to its content.
    @Test func geometryReaderSeesItsSize() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).accessibilityIdentifier("half")
        }.frame(width: 200, height: 100)
        let h = host(view)
        #expect(h.element(identifier: "half")?.frame.size == CGSize(width: 100, height: 25))
        #expect(h.element(identifier: "half")?.frame.minX == 100)  // top-leading in the centered 200 pt frame
    }

    // ViewThatFits picks the first view whose ideal width fits, and shows only it.
    @Test func viewThatFitsPicksTheFirstThatFits() {
        func fitting(_ width: Double) -> [String] {
            let view = ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 10).accessibilityIdentifier("wide")
                Color.red.frame(width: 150, height: 10).accessibilityIdentifier("narrow")
            }.frame(width: width)
            return host(view).elements.flatMap(\.flattened).map(\.identifier)
        }
        #expect(fitting(350) == ["wide"])
        #expect(fitting(200) == ["narrow"])
        #expect(fitting(100) == ["narrow"])
    }

    // Content stays inside the safe area; ignoresSafeArea reaches the screen's edges.
    @Test func safeAreaKeepsContentInAndIgnoringReachesOut() {
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let inside = host(Color.red.accessibilityIdentifier("fill"), height: 852, safeArea: insets)
        #expect(inside.element(identifier: "fill")?.frame == CGRect(x: 0, y: 59, width: 400, height: 759))
        let full = host(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(), height: 852, safeArea: insets)
        #expect(full.element(identifier: "fill")?.frame == CGRect(x: 0, y: 0, width: 400, height: 852))
    }

    // safeAreaInset(edge: .bottom) puts its bar at the bottom and the main view above it.
    @Test func safeAreaInsetTakesTheEdge() {
        let view = Color.blue.accessibilityIdentifier("main")
            .safeAreaInset(edge: .bottom, spacing: 4) { Color.red.frame(height: 64).accessibilityIdentifier("bar") }
        let h = host(view)
        #expect(h.element(identifier: "bar")?.frame == CGRect(x: 0, y: 336, width: 400, height: 64))
        #expect(h.element(identifier: "main")?.frame == CGRect(x: 0, y: 0, width: 400, height: 332))
    }
}
