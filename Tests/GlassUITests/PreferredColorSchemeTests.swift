import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// `preferredColorScheme(_:)` reaches up to the window: the whole app, its background and its
/// sheets take the scheme a view inside prefers, and nil gives the system's back.
@MainActor
struct PreferredColorSchemeTests {
    @Observable @MainActor
    final class Choice {
        var scheme: ColorScheme?
        var showsSheet = false
    }

    struct App: View {
        let choice: Choice
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            VStack {
                Text(scheme == .dark ? "app dark" : "app light")
                Text("settings").preferredColorScheme(choice.scheme)
            }
            .sheet(isPresented: Bindable(choice).showsSheet) { SheetBody() }
        }
    }

    struct SheetBody: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "sheet dark" : "sheet light") }
    }

    @Test func aViewsPreferenceColorsTheWholeApp() throws {
        let choice = Choice()
        let host = ViewHost(App(choice: choice), size: Size(width: 300, height: 600))
        host.advance(to: 1)
        #expect(host.element(label: "app light") != nil)
        #expect(try host.render(scale: 1).color(atPixelX: 5, y: 5).red > 0.9, "the system's light background")

        choice.scheme = .dark
        choice.showsSheet = true
        host.advance(to: 2)
        #expect(host.element(label: "sheet dark") != nil, "the sheet follows the preference too")
        #expect(host.graph.environment.colorScheme == .dark)

        choice.showsSheet = false
        host.advance(to: 3)
        #expect(host.element(label: "app dark") != nil)
        #expect(try host.render(scale: 1).color(atPixelX: 5, y: 5).red < 0.1, "the window's background is dark")

        choice.scheme = nil
        host.advance(to: 4)
        #expect(host.element(label: "app light") != nil, "nil follows the system again")
    }

    // A host that changes the system's scheme keeps a view's preference over it.
    @Test func thePreferenceOutlivesASystemChange() {
        let choice = Choice()
        choice.scheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let host = ViewHost(App(choice: choice), size: Size(width: 300, height: 600), environment: dark)
        host.advance(to: 1)
        #expect(host.element(label: "app light") != nil)
        host.graph.setEnvironment(dark)
        host.advance(to: 2)
        #expect(host.element(label: "app light") != nil)
    }
}
