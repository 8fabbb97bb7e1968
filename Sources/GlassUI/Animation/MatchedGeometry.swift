import Foundation

/// A namespace for matched geometry, as SwiftUI's `@Namespace`: each view that declares one
/// gets its own identifier, stable for the view's life.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity, as SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    final class Box: @unchecked Sendable {
        var id = ID(value: 0)
    }

    let box = Box()

    public init() {}

    public var wrappedValue: ID { box.id }
}

extension Namespace: DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int) {
        if slot < node.propertySlots.count, let kept = node.propertySlots[slot] as? Box {
            box.id = kept.id
        } else {
            box.id = ID(value: node.graph.nextSerial())
            let kept = Box()
            kept.id = box.id
            if slot < node.propertySlots.count {
                node.propertySlots[slot] = kept
            } else {
                node.propertySlots.append(kept)
            }
        }
    }

    var usesSlot: Bool { true }
}

/// `matchedGeometryEffect(id:in:)`: a view inserted in an animated change where another view
/// with the same id in the same namespace was drawn starts at that view's frame and moves to
/// its own, as SwiftUI's hero transitions do; the view it replaces fades out.
struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    let key: MatchedGeometryKey

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { MatchedGeometryBehavior() }
        behavior.key = key
        behavior.node = node
        node.graph.matchedNodes.appendOnce(node)
        node.setUnit(behavior, children: [content])
    }
}

struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

@MainActor
final class MatchedGeometryBehavior: NodeBehavior {
    var key: MatchedGeometryKey?
    weak var node: ViewNode?

    /// While its frame animates from another view's, the content is drawn scaled from its own
    /// size to the frame's size at that moment, so it grows or shrinks along the way.
    override func transform(size: CGSize) -> AffineTransform? {
        guard let node, node.frame.width > 0, node.frame.height > 0, size != node.frame.size else { return nil }
        return .scale(x: Double(size.width / node.frame.width), y: Double(size.height / node.frame.height))
    }
}

extension ViewGraph {
    /// Where each matched view was on screen after the last layout, by its key.
    func recordMatchedFrames() {
        matchedNodes.removeAll { $0.node?.isAttached != true }
        matchedFrames.removeAll(keepingCapacity: true)
        for entry in matchedNodes {
            guard let node = entry.node, let key = (node.behavior as? MatchedGeometryBehavior)?.key,
                node.placedProposal != nil
            else { continue }
            matchedFrames[key] = node.screenFrame
        }
    }

    /// The frame (in `node`'s parent unit's space) a newly placed matched view starts from: the
    /// last frame of the view it replaces, if any.
    func matchedStart(for node: ViewNode) -> CGRect? {
        guard let key = (node.behavior as? MatchedGeometryBehavior)?.key, let old = matchedFrames[key],
            let parent = node.parentUnit
        else { return nil }
        let origin = parent.screenFrame.origin
        return CGRect(x: old.minX - origin.x, y: old.minY - origin.y, width: old.width, height: old.height)
    }
}

extension View {
    /// Matches this view's frame with other views of the same `id` in `namespace`.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace)))
    }
}

/// Which of a frame matched views share, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
