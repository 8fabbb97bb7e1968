import Catalog
import GlassCore
import GlassHost
import GlassUI
import HomeScreen
import Testing

@testable import GlassWindow

/// Opening an app from its icon, using it, and sending it back with the home gesture.
@MainActor
@Suite struct LaunchedAppsTests {
    static let catalog: AppID = "com.glasskit.catalog"
    let screen = Size(width: 393, height: 852)
    let icon = Rect(x: 213, y: 181, width: 64, height: 64)

    func apps() -> LaunchedApps {
        var environment = EnvironmentValues()
        environment.screenSafeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return LaunchedApps(
            roots: [Self.catalog: { AnyView(CatalogApp()) }], screen: screen, environment: environment)
    }

    // The app zooms out of the icon on a spring: a part of the way at 0.1 s, the whole
    // screen once settled; the home screen sinks back to 92 % behind it.
    @Test func anAppZoomsOutOfItsIcon() {
        let apps = apps()
        #expect(apps.canOpen(Self.catalog) && !apps.canOpen("com.apple.mobilecal"))
        apps.open(Self.catalog, from: icon, at: 1)
        let early = apps.progress(at: 1.1)
        #expect(early > 0.1 && early < 0.9)
        #expect(!apps.isSettledOpen(at: 1.1))
        #expect(apps.isSettledOpen(at: 3))
        #expect(abs(apps.homeTransform(at: 3).a - 0.92) < 0.005)
        // Halfway, the app's frame lies between the icon and the screen.
        let t = apps.appTransform(icon: icon, progress: 0.5)
        #expect(abs(t.apply(to: Point(x: 0, y: 0)).x - icon.minX / 2) < 1e-9)
    }

    // Once open, touches reach the app; a swipe up from the bottom edge closes it into its
    // icon; reopened, it shows the state it was left in.
    @Test func theHomeGestureClosesAndTheAppKeepsItsState() throws {
        let apps = apps()
        apps.open(Self.catalog, from: icon, at: 0)
        apps.advance(to: 3)
        let host = try #require(apps.host(Self.catalog))
        let controls = try #require(host.element(label: "Controls")).frame
        let point = Point(x: Double(controls.midX), y: Double(controls.midY))
        #expect(apps.handle(TouchEvent(time: 3.1, phase: .began, location: point)))
        #expect(apps.handle(TouchEvent(time: 3.15, phase: .ended, location: point)))
        apps.advance(to: 4)
        #expect(host.element(label: "Controls")?.traitNames.contains("selected") == true)

        #expect(apps.handle(TouchEvent(time: 5, phase: .began, location: Point(x: 196, y: 845))))
        #expect(apps.handle(TouchEvent(time: 5.1, phase: .moved, location: Point(x: 196, y: 700))))
        #expect(apps.presentation?.isClosing == true)
        apps.advance(to: 8)
        #expect(apps.presentation == nil)
        #expect(!apps.handle(TouchEvent(time: 8.1, phase: .began, location: point)))

        apps.open(Self.catalog, from: icon, at: 9)
        apps.advance(to: 12)
        #expect(apps.host(Self.catalog) === host)
        #expect(host.element(label: "Controls")?.traitNames.contains("selected") == true)
    }

    // H closes the app, unless a view in it has focus (a text field takes the letter).
    @Test func hClosesUnlessSomethingHasFocus() {
        let apps = apps()
        apps.open(Self.catalog, from: icon, at: 0)
        apps.advance(to: 3)
        #expect(apps.handle(KeyPress(key: "h"), at: 3))
        #expect(apps.presentation?.isClosing == true)
    }

    // The device turned: an open app lays out on the landscape screen and keeps its state;
    // hidden, the window sends it to the background, and a later app starts there too.
    @Test func anOpenAppTurnsWithTheDeviceAndHearsTheBackground() throws {
        let apps = apps()
        apps.open(Self.catalog, from: icon, at: 0)
        apps.advance(to: 3)
        let host = try #require(apps.host(Self.catalog))
        apps.isLandscape = true
        #expect(host.size == Size(width: 852, height: 393))
        #expect(host.graph.environment.verticalSizeClass == .compact)
        let insets = host.graph.environment.screenSafeAreaInsets
        #expect(insets.leading == 59 && insets.trailing == 59 && insets.top == 0 && insets.bottom == 21)
        apps.scenePhase = .background
        #expect(host.graph.environment.scenePhase == .background)
        apps.isLandscape = false
        apps.scenePhase = .active
        #expect(host.size == screen && host.graph.environment.scenePhase == .active)
        // The mirrored finger never closes the app, even from the bottom edge.
        #expect(
            apps.handle(
                TouchEvent(
                    time: 5, touch: WindowSession.mirroredFinger, phase: .began, location: Point(x: 196, y: 845)),
                mayBeHomeGesture: false))
        #expect(
            apps.handle(
                TouchEvent(
                    time: 5.1, touch: WindowSession.mirroredFinger, phase: .moved, location: Point(x: 196, y: 700)),
                mayBeHomeGesture: false))
        #expect(apps.presentation?.isClosing == false)
    }

    // A finger still on an app when it closes is cancelled, as iOS cancels an app's touches
    // when it leaves; a closed app is in the background and an open one active.
    @Test func closingCancelsTheAppsFingersAndSendsItToTheBackground() throws {
        final class Log {
            var ended: SpatialEventCollection?
        }
        let log = Log()
        let pad: AppID = "com.glasskit.pad"
        let apps = LaunchedApps(
            roots: [pad: { AnyView(Color.gray.gesture(SpatialEventGesture().onEnded { log.ended = $0 })) }],
            screen: screen, environment: EnvironmentValues())
        apps.open(pad, from: icon, at: 0)
        apps.advance(to: 3)
        let host = try #require(apps.host(pad))
        #expect(host.scenePhase == .active)
        #expect(apps.handle(TouchEvent(time: 3.1, touch: 4, phase: .began, location: Point(x: 100, y: 300))))
        apps.close(at: 3.2)
        #expect(log.ended?.map(\.phase) == [.cancelled])
        #expect(host.scenePhase == .background)
        apps.advance(to: 6)
        apps.open(pad, from: icon, at: 7)
        #expect(host.scenePhase == .active)
    }

    /// A clock in an app: a timeline ticking four times a second, counting its ticks.
    @Observable final class Ticks {
        var count = 0
    }

    struct Clock: View {
        let ticks: Ticks
        var body: some View {
            TimelineView(.animation(minimumInterval: 0.25)) { context in
                Color.clear.onChange(of: context.date) { ticks.count += 1 }
            }
        }
    }

    // Closed, an app with background audio (a player: its clock moves an album on to its next
    // track) keeps ticking, unseen; another app stops where it was closed.
    @Test func anAppWithBackgroundAudioRunsOnWhenClosed() {
        let player: AppID = "com.glasskit.player", other: AppID = "com.glasskit.other"
        let playerTicks = Ticks(), otherTicks = Ticks()
        let apps = LaunchedApps(
            roots: [player: { AnyView(Clock(ticks: playerTicks)) }, other: { AnyView(Clock(ticks: otherTicks)) }],
            backgroundAudio: [player], screen: screen, environment: EnvironmentValues())
        for (index, id) in [player, other].enumerated() {
            let start = Double(index) * 4
            apps.open(id, from: icon, at: start)
            apps.advance(to: start + 1)
            apps.close(at: start + 1)
            apps.advance(to: start + 3)
        }
        let (playerThen, otherThen) = (playerTicks.count, otherTicks.count)
        #expect(playerThen > 0 && otherThen > 0)
        for step in 1...20 { apps.advance(to: 7 + Double(step) * 0.25) }
        #expect(playerTicks.count >= playerThen + 18)
        #expect(otherTicks.count == otherThen)
    }
}
