/// Views made from a collection, one per element, each identified by the
/// element's id: removing an element removes exactly its views.
///
/// ```swift
/// ForEach(items) { item in Text(item.title) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
///
/// The content is views, or, in a table's `rows`, table rows
/// (`ForEach(people) { TableRow($0) }`): as in SwiftUI, `ForEach` is a view
/// only when its content is.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection shown.
    public let data: Data
    /// Builds the content for one element.
    public let content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    init(data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = idOf
        self.content = content
    }
}

extension ForEach: View where Content: View {
    /// Body is `Never`: the rows are hosted by the enclosing container.
    public typealias Body = Never

    /// One view per element, identified by the element's value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// One view per element, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach: _ViewGraphSpecial where Content: View {}

extension ForEach: PrimitiveView where Content: View {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self, tracksAccess: true) { forEach in
            // A loop: a main-actor closure handed to `map` checks its executor per element.
            var specs: [ChildSpec] = []
            specs.reserveCapacity(forEach.data.count)
            for element in forEach.data {
                specs.append(
                    ChildSpec(key: .id(AnyHashable(forEach.idOf(element))), view: forEach.content(element)))
            }
            return specs
        }
    }
}
