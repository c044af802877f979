/// Several views side by side in a container, made by ``ViewBuilder`` from a
/// closure with more than one statement. Each keeps its own identity by position.
public struct TupleView: View {
    /// Body is `Never`: the views are hosted by the enclosing container.
    public typealias Body = Never

    let views: [any View]

    /// Creates a tuple of `views`, in order.
    public init(_ views: [any View]) { self.views = views }
}

/// The children's identities are their positions and types, which the
/// reconcile compares; their values each child compares.
extension TupleView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension TupleView: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { tuple in
            // A loop: a main-actor closure handed to `map` checks its executor per view.
            var specs: [ChildSpec] = []
            specs.reserveCapacity(tuple.views.count)
            for (offset, view) in tuple.views.enumerated() {
                specs.append(ChildSpec(key: .index(offset), view: view))
            }
            return specs
        }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch`; each branch has its
/// own identity, so switching branches removes the old branch's nodes.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Body is `Never`: the branch is hosted by the enclosing container.
    public typealias Body = Never

    /// The branch shown (exactly one of the two is set). Two optionals rather
    /// than an enum: which branch is shown is the children's identity, which
    /// the reconcile compares, so the comparison needs no case of an enum.
    let trueContent: TrueContent?
    let falseContent: FalseContent?
}

/// The same branch hands its content on to the branch's node.
extension ConditionalContent {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension ConditionalContent: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { conditional in
            if let content = conditional.trueContent { return [ChildSpec(key: .branch(0), view: content)] }
            if let content = conditional.falseContent { return [ChildSpec(key: .branch(1), view: content)] }
            return []
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Body is `Never`: the wrapped view, if any, is hosted by the container.
    public typealias Body = Never
}

/// Present or absent is the child's identity: the reconcile adds or removes it.
extension Optional where Wrapped: View {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { optional in
            guard let content = optional else { return [] }
            return [ChildSpec(key: .branch(0), view: content)]
        }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Body is `Never`: there is nothing to show.
    public typealias Body = Never

    /// Creates an empty view.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeBehavior() -> NodeBehavior { ContainerBehavior(view: self) { _ in [] } }
}

/// Groups views without adding layout of its own, so one modifier can apply to all.
///
/// ```swift
/// Group {
///     Text("A")
///     Text("B")
/// }
/// .foregroundColor(.red)
/// ```
public struct Group<Content: View>: View {
    /// Body is `Never`: the content is hosted by the enclosing container.
    public typealias Body = Never

    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension Group: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { group in [ChildSpec(key: .index(0), view: group.content)] }
    }
}

/// A type-erased view. Changing the wrapped type changes the identity, so the
/// old content is removed and the new one created.
public struct AnyView: View {
    /// Body is `Never`: the wrapped view is hosted by the enclosing container.
    public typealias Body = Never

    let wrapped: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) { self.wrapped = view }

    /// Wraps an existential view.
    public init(erasing view: any View) { self.wrapped = view }
}

/// A different wrapped type is a different child identity: the reconcile replaces the child.
extension AnyView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension AnyView: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { any in [ChildSpec(key: .index(0), view: any.wrapped)] }
    }
}
