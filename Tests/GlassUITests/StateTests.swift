import Foundation
import GlassHost
import GlassUI
import Observation
import Testing

/// Counts body evaluations per view name, so tests can say which views ran again.
@MainActor
enum Evaluations {
    static var counts: [String: Int] = [:]
    static func note(_ name: String) { counts[name, default: 0] += 1 }
}

@Observable @MainActor
final class Library {
    var title = "Albums"
    var count = 0
}

struct TitleView: View {
    let library: Library
    var body: some View {
        let _ = Evaluations.note("title")
        Text(library.title).accessibilityIdentifier("title")
    }
}

struct CountView: View {
    let library: Library
    var body: some View {
        let _ = Evaluations.note("count")
        Text("\(library.count) albums").accessibilityIdentifier("count")
    }
}

struct LibraryScreen: View {
    let library: Library
    var body: some View {
        let _ = Evaluations.note("screen")
        VStack {
            TitleView(library: library)
            CountView(library: library)
        }
    }
}

/// Hands out a binding to a view's `@State` so a test can write to it as an action would.
@MainActor
enum Handle {
    static var flag: Binding<Bool>?
    static var label: Binding<String>?
}

struct Switch: View {
    @State private var on = false
    var body: some View {
        let _ = { Handle.flag = $on }()
        Text(on ? "on" : "off").accessibilityIdentifier("switch")
    }
}

struct Holder: View {
    @State private var label = "first"
    var resetID = 0
    var body: some View {
        let _ = { Handle.label = $label }()
        VStack {
            Text(label).accessibilityIdentifier("label")
            Switch().id(resetID)
        }
    }
}

@MainActor
@Suite(.serialized) struct StateTests {
    // SwiftUI re-evaluates only the views whose bodies read the changed property.
    @Test func anObservablePropertyRerunsOnlyItsReaders() {
        Evaluations.counts = [:]
        let library = Library()
        let host = ViewHost(LibraryScreen(library: library), size: Size(width: 300, height: 200))
        #expect(Evaluations.counts == ["screen": 1, "title": 1, "count": 1])
        library.count = 12
        #expect(host.graph.needsUpdate)
        #expect(host.element(identifier: "count")?.label == "12 albums")
        #expect(Evaluations.counts == ["screen": 1, "title": 1, "count": 2])
        library.title = "Songs"
        #expect(host.element(identifier: "title")?.label == "Songs")
        #expect(Evaluations.counts == ["screen": 1, "title": 2, "count": 2])
    }

    // @State keeps its value across runs of the owner's body and of its parent's body.
    @Test func stateSurvivesTheParentRunningAgain() throws {
        let host = ViewHost(Holder(), size: Size(width: 300, height: 200))
        #expect(host.element(identifier: "switch")?.label == "off")
        Handle.flag?.wrappedValue = true
        #expect(host.element(identifier: "switch")?.label == "on")
        Handle.label?.wrappedValue = "second"
        #expect(host.element(identifier: "label")?.label == "second")
        #expect(host.element(identifier: "switch")?.label == "on")
    }

    // A new explicit identity (`id(_:)`) is a new view: its state starts over.
    @Test func aNewIdentityResetsState() {
        struct Wrapper: View {
            @State var resetID = 0
            var body: some View {
                let _ = { Handle.reset = $resetID }()
                Holder(resetID: resetID)
            }
        }
        let host = ViewHost(Wrapper(), size: Size(width: 300, height: 200))
        Handle.flag?.wrappedValue = true
        #expect(host.element(identifier: "switch")?.label == "on")
        Handle.reset?.wrappedValue = 1
        #expect(host.element(identifier: "switch")?.label == "off")
    }

    // Branches of an `if` are different views: switching branches drops the other's state.
    @Test func conditionalBranchesHaveTheirOwnIdentity() {
        struct Branches: View {
            @State var showFirst = true
            var body: some View {
                let _ = { Handle.branch = $showFirst }()
                if showFirst { Switch() } else { Switch().padding(1) }
            }
        }
        let host = ViewHost(Branches(), size: Size(width: 300, height: 200))
        Handle.flag?.wrappedValue = true
        #expect(host.element(identifier: "switch")?.label == "on")
        Handle.branch?.wrappedValue = false
        #expect(host.element(identifier: "switch")?.label == "off")
    }
}

extension Handle {
    static var reset: Binding<Int>?
    static var branch: Binding<Bool>?
}
