/// `id(_:)`: gives the view an explicit identity. A new id makes a new view: its state starts
/// over, as in SwiftUI.
struct IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID

    func _update(_ node: ViewNode, content: any View) {
        node.setList([content], keys: [AnyHashable(id)])
    }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}
