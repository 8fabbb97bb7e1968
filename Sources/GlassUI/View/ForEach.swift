/// A view for each element of a collection, identified by an id, as SwiftUI's `ForEach`.
/// Each element's view keeps its state for as long as its id stays in the data, wherever it
/// moves; a new id makes a new view.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        var views: [any View] = []
        var keys: [AnyHashable] = []
        views.reserveCapacity(data.count)
        keys.reserveCapacity(data.count)
        for element in data {
            views.append(content(element))
            keys.append(AnyHashable(element[keyPath: id]))
        }
        node.setList(views, keys: keys)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
