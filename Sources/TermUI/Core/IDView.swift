extension View {
    /// Gives the view an explicit identity: a different `id` is a different
    /// view, so its state is reset and its representables are dismantled and made again.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: AnyHashable(id))
    }
}

struct IDView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: AnyHashable

    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { view in [ChildSpec(key: .id(view.id), view: view.content)] }
    }
}

extension IDView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
