/// A view marked with the value a selection takes when it is selected
/// (what ``View/tag(_:)`` returns).
struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { tagged in [ChildSpec(key: .index(0), view: tagged.content)] }
    }
}

extension TaggedView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

/// A row view that carries its own selection value.
@MainActor
protocol ListTaggedContent {
    var listTag: AnyHashable { get }
}

extension TaggedView: ListTaggedContent {
    var listTag: AnyHashable { tag }
}

extension TaggedView: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        var tagged = context
        tagged.tag = tag
        ListSegment.append(content, to: &segments, context: tagged)
    }
}

extension View {
    /// Marks the view with `tag`: a ``List`` row tagged this way is the
    /// value the list's selection binding takes when the row is selected
    /// (a `ForEach` row's value is otherwise its element's id).
    ///
    /// ```swift
    /// List(selection: $flavor) {
    ///     Text("Vanilla").tag(Flavor.vanilla)
    ///     Text("Mint").tag(Flavor.mint)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}
