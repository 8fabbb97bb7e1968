import Foundation
import GlassHost
import GlassUI
import Testing

/// Layout results SwiftUI gives, each with where it comes from. Frames are read back from the
/// element tree (`accessibilityIdentifier`), in points, at 1× so rounding is to whole points.
@MainActor
@Suite struct LayoutTests {
    func frames<V: View>(_ view: V, size: Size = Size(width: 400, height: 400), _ ids: [String]) -> [CGRect] {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = ViewHost(view, size: size, environment: environment)
        return ids.map { host.element(identifier: $0)?.frame ?? CGRect(x: -1, y: -1, width: -1, height: -1) }
    }

    // objc.io, "How an HStack Lays out Its Children" (2020-11-10): a view with a max width
    // of 100 and one with a min width of 100 in a 150 pt stack: the less flexible one is sized
    // first and gets 75 of the remaining 150, the other keeps its minimum of 100, and the stack
    // overflows its proposal.
    @Test func hstackSizesTheLeastFlexibleFirst() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("green")
        }.frame(width: 150)
        let f = frames(view, ["red", "green"])
        #expect(f[0].width == 75)
        #expect(f[1].width == 100)
        #expect(f[1].minX - f[0].minX == 75)
    }

    // SwiftUI's `overlay(alignment:content:)`: the overlay's guide meets the modified view's,
    // so a small overlay aligned `.topTrailing` sits in the view's corner, and one aligned
    // `.bottom` on its bottom edge, however small the overlay is.
    @Test func overlaysAlignOnTheModifiedView() {
        let view = Color.red.frame(width: 100, height: 80).accessibilityIdentifier("red")
            .overlay(alignment: .topTrailing) {
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("corner")
            }
            .overlay(alignment: .bottom) { Color.green.frame(height: 2).accessibilityIdentifier("edge") }
        let f = frames(view, ["red", "corner", "edge"])
        #expect(f[1].minX == f[0].maxX - 10 && f[1].minY == f[0].minY)
        #expect(f[2].maxY == f[0].maxY && f[2].width == 100)
    }

    // SwiftUI Field Guide, HStack: equally flexible children share the space equally, minus
    // the spacing between them.
    @Test func equalChildrenShareTheWidth() {
        let view = HStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }.frame(width: 320, height: 50)
        let f = frames(view, ["a", "b", "c"])
        #expect(f.map(\.width) == [100, 100, 100])
        #expect(f.map(\.minX) == [40, 150, 260])
    }

    // Layout priority: the higher-priority child is sized first and takes all it can; the
    // others get what is left after their minimums are reserved.
    @Test func layoutPriorityGoesFirst() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).accessibilityIdentifier("low")
            Color.green.frame(minWidth: 30).layoutPriority(1).accessibilityIdentifier("high")
        }.frame(width: 200, height: 10)
        let f = frames(view, ["low", "high"])
        #expect(f[1].width == 180)
        #expect(f[0].width == 20)
    }

    // A fixed frame reports its own size whatever its child wants; the child is centered.
    @Test func fixedFrameCentersItsChild() {
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("inner").frame(
            width: 100, height: 100)
        let f = frames(view, ["inner"])
        #expect(f[0] == CGRect(x: 180, y: 190, width: 40, height: 20))
    }

    // Flexible frames (SwiftUI Field Guide): `frame(maxWidth: .infinity)` accepts the whole
    // proposal; the child is aligned inside by the frame's alignment.
    @Test func flexibleFrameAcceptsTheProposalAndAligns() {
        let frame = Color.red.frame(width: 50, height: 50)
            .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("frame")
        #expect(frames(frame, ["frame"])[0].width == 400)
        let box = Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box")
            .frame(maxWidth: .infinity, alignment: .trailing)
        #expect(frames(box, ["box"])[0].maxX == 400)
    }

    // Padding shrinks the proposal and grows the size by the insets.
    @Test func paddingAddsInsets() {
        let view = Color.red.frame(width: 10, height: 10).padding(.horizontal, 7).padding(.top, 3)
            .accessibilityIdentifier("p")
        let f = frames(view, ["p"])
        #expect(f[0].size == CGSize(width: 24, height: 13))
    }

    // A spacer pushes its neighbours apart and never shrinks below its minimum length.
    @Test func spacerFillsAndKeepsItsMinimum() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30).accessibilityIdentifier("left")
            Spacer()
            Color.blue.frame(width: 30).accessibilityIdentifier("right")
        }.frame(width: 200, height: 10)
        let f = frames(view, ["left", "right"])
        #expect(f[0].minX == 100)
        #expect(f[1].maxX == 300)
        let tight = HStack(spacing: 0) {
            Color.red.frame(width: 90).accessibilityIdentifier("left")
            Spacer(minLength: 30)
            Color.blue.frame(width: 90).accessibilityIdentifier("right")
        }.frame(width: 200, height: 10)
        let g = frames(tight, ["left", "right"])
        #expect(g[1].minX - g[0].maxX == 30)
    }

    // A spacer is sized after everything else: a flexible view beside it takes all but the
    // spacer's minimum (research notes: spacers act as priority −∞).
    @Test func spacersGiveWayToOtherViews() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 300).accessibilityIdentifier("red")
            Spacer()
        }.frame(width: 200, height: 10)
        #expect(frames(view, ["red"])[0].width == 192)
    }

    // A spacer in a row grows only along the row: the row stays as tall as its content.
    @Test func spacerGrowsOnlyAlongItsStack() {
        let view = VStack(spacing: 0) {
            HStack {
                Color.red.frame(width: 10, height: 10)
                Spacer()
            }.accessibilityIdentifier("row")
            Color.blue.accessibilityIdentifier("fill")
        }
        let f = frames(view, ["row", "fill"])
        #expect(f[0].size == CGSize(width: 400, height: 10))
        #expect(f[1].height == 390)
    }

    // VStack alignment: children line up on the guide; the stack is as wide as the widest.
    @Test func vstackAlignsLeadingAndTrailing() {
        let leading = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("narrow")
        }
        let f = frames(leading, ["wide", "narrow"])
        #expect(f[0].minX == f[1].minX)
        let trailing = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("narrow")
        }
        let g = frames(trailing, ["wide", "narrow"])
        #expect(g[0].maxX == g[1].maxX)
        #expect(g[1].minY == g[0].maxY)
    }

    // Alignment guides: a custom guide moves a child along the cross axis.
    @Test func explicitAlignmentGuide() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.accessibilityIdentifier("b")
        }
        let f = frames(view, ["a", "b"])
        #expect(f[0].minX - f[1].minX == 20)
    }

    // fixedSize: the child gets its ideal size instead of the proposal.
    @Test func fixedSizeUsesTheIdealSize() {
        let view = Color.red.frame(idealWidth: 60, idealHeight: 30).fixedSize().accessibilityIdentifier("fixed")
        let f = frames(view, ["fixed"])
        #expect(f[0].size == CGSize(width: 60, height: 30))
    }

    // aspectRatio(.fit) within 200 × 100 at 1:1 gives 100 × 100.
    @Test func aspectRatioFitsAndFills() {
        let fit = Color.red.aspectRatio(1, contentMode: .fit).accessibilityIdentifier("fit").frame(
            width: 200, height: 100)
        #expect(frames(fit, ["fit"])[0].size == CGSize(width: 100, height: 100))
        let fill = Color.red.aspectRatio(1, contentMode: .fill).accessibilityIdentifier("fill").frame(
            width: 200, height: 100)
        #expect(frames(fill, ["fill"])[0].size == CGSize(width: 200, height: 200))
    }

    // Right-to-left mirrors a stack: the first child is at the trailing (right) end.
    @Test func rightToLeftMirrorsStacks() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("second")
        }.environment(\.layoutDirection, .rightToLeft)
        let f = frames(view, ["first", "second"])
        #expect(f[0].minX > f[1].minX)
        #expect(f[0].minX == f[1].maxX)
    }

    // Frames land on whole pixels at the display scale (here 3×: thirds of a point).
    @Test func framesRoundToPixels() {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }.frame(width: 100, height: 10)
        let host = ViewHost(view, size: Size(width: 100, height: 10), environment: environment)
        for id in ["a", "b", "c"] {
            let frame = host.element(identifier: id)!.frame
            for edge in [frame.minX, frame.maxX] {
                #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9, "\(id) edge \(edge)")
            }
        }
    }
}
