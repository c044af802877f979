/// Views made from a collection, one per element, each identified by the
/// element's id: removing an element removes exactly its views.
///
/// ```swift
/// ForEach(items) { item in Text(item.title) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// Body is `Never`: the rows are hosted by the enclosing container.
    public typealias Body = Never

    /// The collection shown.
    public let data: Data
    /// Builds the view for one element.
    public let content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    /// One view per element, identified by the element's value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self, tracksAccess: true) { forEach in
            forEach.data.map { element in
                ChildSpec(key: .id(AnyHashable(forEach.idOf(element))), view: forEach.content(element))
            }
        }
    }
}
