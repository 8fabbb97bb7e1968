import Foundation

/// Where a scroll view's content is, as SwiftUI's `ScrollGeometry`.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset: the content's point at the viewport's top-left corner.
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    /// The content's rectangle the viewport shows.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The viewport in the content's space.
    public var bounds: CGRect { visibleRect }
}

/// One `onScrollGeometryChange`: told the geometry before and after each change.
typealias ScrollGeometryObserver = @MainActor (_ old: ScrollGeometry, _ new: ScrollGeometry) -> Void

extension EnvironmentValues {
    var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[ScrollGeometryObserversKey.self] }
        set { self[ScrollGeometryObserversKey.self] = newValue }
    }
}

private enum ScrollGeometryObserversKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [ScrollGeometryObserver] = []
}

extension View {
    /// Calls `action` with the old and new value of `transform(geometry)` when it changes: as
    /// the content moves under a finger, the wheel or a motion (each frame), and when its size
    /// or the scroll view's changes. Not called for the first layout.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        transformEnvironment(\.scrollGeometryObservers) { observers in
            observers.append { old, new in
                let (before, after) = (transform(old), transform(new))
                if before != after { action(before, after) }
            }
        }
    }
}

extension ScrollBehavior {
    /// The geometry at `time`.
    func geometry(at time: Double) -> ScrollGeometry {
        let offset = presentedOffset(at: time)
        let insets = adjustedInsets
        return ScrollGeometry(
            contentOffset: CGPoint(x: offset.x - insets.leading, y: offset.y - insets.top),
            contentSize: CGSize(
                width: contentSize.width - insets.horizontal, height: contentSize.height - insets.vertical),
            contentInsets: insets, containerSize: viewport)
    }

    /// Tells the `onScrollGeometryChange` actions where the content is at `time`, if it moved.
    func reportGeometry(at time: Double) {
        let now = geometry(at: time)
        guard let before = reportedGeometry else {
            reportedGeometry = now
            return
        }
        guard now != before else { return }
        reportedGeometry = now
        for observer in geometryObservers { observer(before, now) }
    }
}
