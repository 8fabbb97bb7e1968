import Foundation
import GlassHost
import GlassRaster
import GoldenSupport
import Testing

@testable import GlassUI

/// A book in the library fixture.
struct Book: Hashable, Codable {
    var id: Int
    var title: String { "Book \(id)" }
}

/// A chapter of a book, pushed from the book's screen.
struct Chapter: Hashable, Codable {
    var book: Int
    var number: Int
}

/// A library: forty books in a scroll view under a large title, each a link to its screen;
/// a book's screen links to its chapters. The path is the app's, so tests can read and set it.
struct LibraryApp: View {
    @Bindable var library: Shelf

    var body: some View {
        NavigationStack(path: $library.path) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40) { id in
                        NavigationLink(value: Book(id: id)) {
                            Text("Book \(id)").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                                .padding(.horizontal, 16)
                        }
                        .accessibilityIdentifier("book\(id)")
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
            .navigationDestination(for: Book.self) { book in BookScreen(book: book) }
            .navigationDestination(for: Chapter.self) { chapter in
                Text("Chapter \(chapter.number)").navigationTitle("Chapter \(chapter.number)")
                    .accessibilityIdentifier("chapter")
            }
        }
    }
}

/// A book's screen: a counter kept in its state, links to three chapters, and a button that
/// dismisses it.
struct BookScreen: View {
    let book: Book
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Button("Tapped \(taps)") { taps += 1 }.accessibilityIdentifier("counter")
            ForEach(1..<4) { number in
                NavigationLink("Chapter \(number)", value: Chapter(book: book.id, number: number))
                    .accessibilityIdentifier("chapter\(number)")
            }
            Button("Close") { dismiss() }.accessibilityIdentifier("close")
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// The library app's model: where its stack is.
@Observable @MainActor
final class Shelf {
    var path = NavigationPath()
}

@MainActor
@Suite(.serialized) struct NavigationStackTests {
    func host(_ library: Shelf, os: Int = 26) throws -> ViewHost {
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(
            LibraryApp(library: library), size: device.size, environment: device.environment(osVersion: os))
        host.advance(to: 1)
        return host
    }

    func frame(_ host: ViewHost, _ id: String) -> CGRect? { host.element(identifier: id)?.frame }
    func labelled(_ host: ViewHost, _ label: String) -> CGRect? { host.element(label: label)?.frame }

    /// A drag from `start` by `dx` points sideways: down, ten moves over `duration`, then
    /// lifted (or held when `lift` is false).
    func swipe(
        _ host: ViewHost, from start: Point, by dx: Double, at time: Double, duration: Double = 0.2, lift: Bool = true
    ) {
        host.send(TouchEvent(time: time, phase: .began, location: start))
        for step in 1...10 {
            let f = Double(step) / 10
            host.send(
                TouchEvent(time: time + duration * f, phase: .moved, location: Point(x: start.x + dx * f, y: start.y)))
        }
        if lift {
            host.send(TouchEvent(time: time + duration, phase: .ended, location: Point(x: start.x + dx, y: start.y)))
        }
    }

    // Tapping a link pushes its value: the path holds it, and the book's screen slides in from
    // the trailing edge while the library moves a third of the way the other way.
    @Test func aLinkPushesItsValueWithTheSlide() throws {
        let library = Shelf()
        let host = try host(library)
        host.tap(at: Point(x: 40, y: 177), time: 2)
        #expect(library.path == NavigationPath([Book(id: 0)]))
        host.advance(to: 2.12)
        let top = try #require(labelled(host, "Tapped 0")).minX
        let under = try #require(frame(host, "book0")).minX
        let centred = (393 - 75.67) / 2
        let covered = 1 - (top - centred) / 393
        #expect(covered > 0.2 && covered < 0.95)
        #expect(abs(under - (-covered * 393 / 3)) < 1)
        host.advance(to: 3)
        #expect(abs(try #require(labelled(host, "Tapped 0")).minX - centred) < 1)
        #expect(frame(host, "book0") == nil)
    }

    // The back button pops, the book's state is gone with it; a pushed chapter pops back to
    // the book with its state kept.
    @Test func theBackButtonPopsAndScreensUnderKeepTheirState() throws {
        let library = Shelf()
        let host = try host(library)
        host.tap(at: Point(x: 40, y: 221), time: 2)
        host.advance(to: 3)
        host.tap(at: try center(labelled(host, "Tapped 0")), time: 3.1)
        host.tap(at: try center(labelled(host, "Chapter 2")), time: 3.3)
        host.advance(to: 4.5)
        #expect(library.path.count == 2)
        #expect(host.element(identifier: "chapter")?.label == "Chapter 2")
        host.tap(at: try center(labelled(host, "Back, Book 1")), time: 4.6)
        host.advance(to: 6)
        #expect(library.path == NavigationPath([Book(id: 1)]))
        // The book's screen is the one on screen once the chapter has slid away (it once stayed
        // off screen, over the library).
        let book = try #require(labelled(host, "Tapped 1"))
        #expect(book.minX >= 0 && book.maxX <= 393)
        #expect(frame(host, "book1").map { $0.maxX <= 0 || $0.minX >= 393 } ?? true)
        host.tap(at: try center(labelled(host, "Back, Library")), time: 6.1)
        host.advance(to: 7.5)
        #expect(library.path.isEmpty)
        #expect(frame(host, "book1") != nil)
    }

    func center(_ rect: CGRect?) throws -> Point {
        let rect = try #require(rect)
        return Point(x: Double(rect.midX), y: Double(rect.midY))
    }

    // `dismiss` inside a pushed screen pops it.
    @Test func dismissPopsTheScreen() throws {
        let library = Shelf()
        library.path = NavigationPath([Book(id: 4)])
        let host = try host(library)
        host.tap(at: try center(frame(host, "close")), time: 2)
        host.advance(to: 3)
        #expect(library.path.isEmpty)
    }

    // A swipe from the leading edge follows the finger and, thrown past the middle, pops; a
    // short one held still settles back; one that begins 40 pt in does nothing.
    @Test func theBackSwipeCompletesOrCancelsByPositionAndVelocity() throws {
        let library = Shelf()
        library.path = NavigationPath([Book(id: 2)])
        let host = try host(library)
        let centred = try #require(labelled(host, "Tapped 0")).minX
        // Held 120 pt in: the book screen follows the finger.
        swipe(host, from: Point(x: 6, y: 500), by: 120, at: 2, lift: false)
        host.advance(to: 2.2)
        #expect(abs(try #require(labelled(host, "Tapped 0")).minX - (centred + 120)) < 1)
        // Held still, then lifted: 126 pt of 393 is short of the middle, so it settles back.
        host.send(TouchEvent(time: 2.6, phase: .ended, location: Point(x: 126, y: 500)))
        host.advance(to: 3.5)
        #expect(library.path.count == 1)
        #expect(abs(try #require(labelled(host, "Tapped 0")).minX - centred) < 1)
        // 40 pt from the edge: not a back swipe.
        swipe(host, from: Point(x: 40, y: 500), by: 250, at: 4)
        host.advance(to: 5)
        #expect(library.path.count == 1)
        // The same 120 pt thrown at 600 pt/s projects past the middle: it pops.
        swipe(host, from: Point(x: 6, y: 500), by: 120, at: 6)
        #expect(library.path.isEmpty)
        host.advance(to: 7)
        #expect(frame(host, "book0") != nil)
        #expect(labelled(host, "Tapped 0") == nil)
    }

    // Before iOS 26 the back button shows the previous title; a restored path shows its top
    // screen with the screens under it in place.
    @Test func aRestoredPathShowsItsTopScreenWithTheBackTitle() throws {
        var saved = NavigationPath()
        saved.append(Book(id: 3))
        saved.append(Chapter(book: 3, number: 2))
        let data = try JSONEncoder().encode(try #require(saved.codable))
        let (restored, problem) = NavigationPath.restored(from: data)
        #expect(problem == nil)
        #expect(restored == saved)
        let library = Shelf()
        library.path = restored
        let host = try host(library, os: 17)
        #expect(host.element(identifier: "chapter")?.label == "Chapter 2")
        #expect(host.elements.first?.label == "Back, Book 3")
    }

    // Damaged data restores the root and says what is wrong, naming the value at fault.
    @Test func aDamagedPathStartsAtTheRootAndSaysWhy() throws {
        let cases: [(String, String)] = [
            ("[\"nope\", \"{}\"]", "value 0 is of type 'nope', which this program has no more"),
            ("[\"\(_mangledTypeName(Book.self)!)\", \"{\\\"id\\\": \\\"x\\\"}\"]", "value 0 of type"),
            ("[\"\(_mangledTypeName(Book.self)!)\"]", "value 0 has a type but no data"),
            ("{\"a\": 1}", "not a list of types and values"),
            ("not json", "damaged"),
        ]
        for (json, expected) in cases {
            let (path, problem) = NavigationPath.restored(from: Data(json.utf8))
            #expect(path.isEmpty)
            #expect(problem?.contains(expected) == true, "\(json): \(problem ?? "none")")
            #expect(problem?.contains("\n") == false)
        }
        // A path with a value that is not Codable has no codable form.
        struct Plain: Hashable {}
        #expect(NavigationPath([Plain()]).codable == nil)
    }

    // A value with no destination shows a placeholder that names its type.
    @Test func aValueWithoutADestinationSaysSo() throws {
        let library = Shelf()
        library.path.append(42)
        let host = try host(library)
        #expect(host.element(label: "No navigationDestination for Int") != nil)
    }

    // The large title rests in the 52 pt row under the bar's 44 pt row, and the first row of
    // content under it; it moves up with the content, and the inline title appears once it
    // has gone under the bar.
    @Test func theLargeTitleCollapsesAsTheContentScrolls() throws {
        let library = Shelf()
        let host = try host(library)
        let large = try #require(host.elements.first { $0.label == "Library" && $0.traits.contains(.isHeader) })
        #expect(large.frame.maxY <= 59 + 44 + 52 && large.frame.minY >= 59 + 44)
        #expect(try #require(frame(host, "book0")).minY == 59 + 44 + 52)
        let effect = try #require(
            host.graph.root.first { ($0.behavior as? NavigationScrollEffectBehavior)?.role == .inlineTitleOfLarge }?
                .behavior as? NavigationScrollEffectBehavior)
        #expect(effect.inlineOpacity == 0)
        host.send(TouchEvent(time: 2, phase: .began, location: Point(x: 200, y: 500)))
        host.send(TouchEvent(time: 2.1, phase: .moved, location: Point(x: 200, y: 480)))
        host.send(TouchEvent(time: 2.5, phase: .moved, location: Point(x: 200, y: 470)))
        host.advance(to: 2.5)
        // The drag takes the content once past the 10 pt slop (at 480): 10 pt up at 470.
        let moved = try #require(host.elements.first { $0.label == "Library" && $0.traits.contains(.isHeader) })
        #expect(moved.frame.minY == large.frame.minY - 10)
        #expect(try #require(frame(host, "book0")).minY == 59 + 44 + 52 - 10)
        #expect(effect.inlineOpacity == 0)
        host.send(TouchEvent(time: 3, phase: .moved, location: Point(x: 200, y: 400)))
        host.advance(to: 3)
        #expect(effect.inlineOpacity == 1)
    }

    // VoiceOver reads the top screen only: its back button and title first, then its content.
    @Test func voiceOverReadsTheTopScreenBarFirst() throws {
        let library = Shelf()
        library.path = NavigationPath([Book(id: 5)])
        let host = try host(library)
        let labels = host.elements.map(\.label)
        #expect(Array(labels.prefix(2)) == ["Back, Library", "Book 5"])
        #expect(labels.contains("Tapped 0"))
        #expect(!labels.contains("Book 0"))
    }
}

/// Names filtered by a search field in the navigation bar.
struct NameSearch: View {
    @State private var query = ""
    let names = ["Ada", "Alan", "Grace", "Linus", "Margaret"]

    var body: some View {
        NavigationStack {
            List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { name in
                Text(name)
            }
            .navigationTitle("Names")
            .searchable(text: $query, prompt: "Find a name")
        }
    }
}

@MainActor
@Suite(.serialized) struct SearchableTests {
    // The search field sits under the large title, the list under it; typing filters it.
    @Test func theSearchFieldFiltersTheList() throws {
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(NameSearch(), size: device.size, environment: device.environment())
        host.advance(to: 1)
        let title = try #require(host.elements.first { $0.label == "Names" && $0.traits.contains(.isHeader) })
        let field = try #require(host.element(label: "Find a name")).frame
        #expect(field.minY >= title.frame.maxY && field.maxY <= 59 + 44 + 52 + 52)
        #expect(try #require(host.element(label: "Ada")).frame.minY >= 59 + 44 + 52 + 52)
        host.tap(at: Point(x: Double(field.midX), y: Double(field.midY)), time: 2)
        host.type("ar")
        host.advance(to: 3)
        #expect(host.element(label: "Find a name")?.value == "ar")
        #expect(host.element(label: "Margaret") != nil)
        #expect(host.element(label: "Ada") == nil && host.element(label: "Grace") == nil)
    }
}

@MainActor
@Suite(.serialized) struct StalePathTests {
    // The app shortens the path, and before the stack has updated, the user goes back: the
    // stack pops to the root from the path as it is now, without trapping.
    @Test func poppingAfterTheAppShortenedThePathStaysInRange() throws {
        let library = Shelf()
        library.path = NavigationPath([Book(id: 1)])
        library.path.append(Chapter(book: 1, number: 2))
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(LibraryApp(library: library), size: device.size, environment: device.environment())
        host.advance(to: 1)
        let stack = try #require(
            host.graph.root.first { $0.behavior is NavigationStackBehavior }?.behavior as? NavigationStackBehavior)
        library.path.removeLast()
        stack.model?.pop(toIndex: 0)
        #expect(library.path.isEmpty)
    }
}

/// Counts how often its body runs.
@MainActor
final class BodyCounter {
    var runs = 0

    /// Counts a run; returns nothing, for a `let _ =` in a body.
    func count() { runs += 1 }
}

/// A list of rows under a title, that counts its body's runs.
struct CountedScreen: View {
    let counter: BodyCounter
    var body: some View {
        let _ = counter.count()
        List(0..<200, id: \.self) { Text("Row \($0)") }
            .navigationTitle("Counted")
    }
}

@MainActor
@Suite(.serialized) struct ScreenUpdateTests {
    // Scrolling a screen's list moves its content and its bar, and runs no body: the bar
    // options the screen reads from its content stay the same.
    @Test func scrollingRunsNoBodies() throws {
        let counter = BodyCounter()
        let host = ViewHost(NavigationStack { CountedScreen(counter: counter) }, size: Size(width: 393, height: 852))
        host.advance(to: 1)
        let before = counter.runs
        for step in 1...30 {
            host.graph.scroll(dx: 0, dy: 40, at: Point(x: 200, y: 400))
            host.advance(to: 1 + Double(step) / 60)
        }
        #expect(host.element(label: "Row 0") == nil)
        #expect(counter.runs == before, "\(counter.runs - before) runs")
    }
}
