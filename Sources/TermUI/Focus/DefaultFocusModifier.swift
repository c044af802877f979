import CursesKit

extension View {
    /// Gives focus to the view bound to `value` when this view appears
    /// (SwiftUI's `defaultFocus(_:_:)`): a screen or sheet opens with that
    /// control ready for Enter, instead of its first one.
    ///
    /// It takes precedence over the focus a sheet gives its first control,
    /// not over a focus state the app writes (in `.onAppear`, say). The focus
    /// lands before the next key is handled, even a key typed ahead.
    ///
    /// ```swift
    /// VStack {
    ///     Button("Remove") { remove() }
    ///     Button("Close") { dismiss() }.focused($isCloseFocused)
    /// }
    /// .defaultFocus($isCloseFocused, true)
    /// ```
    public func defaultFocus<Value: Hashable>(_ binding: FocusState<Value>.Binding, _ value: Value)
        -> some View
    {
        DefaultFocusModifier(content: self, binding: binding, value: value)
    }
}

struct DefaultFocusModifier<Content: View, Value: Hashable>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value

    func makeBehavior() -> NodeBehavior { DefaultFocusBehavior(view: self) }
}

@MainActor
final class DefaultFocusBehavior<Content: View, Value: Hashable>:
    SingleChildBehavior<DefaultFocusModifier<Content, Value>>
{
    override func didRender(_ node: ViewNode, isFirst: Bool) {
        let modifier = view
        guard isFirst, let storage = modifier.binding.storage, let graph = node.graph
        else { return }
        // Resolved at the end of this pass, once the content's widgets are in
        // the tree. The content is new, so any focus inside it is automatic (a
        // sheet focuses its first control) and gives way; a focus the app asks
        // for (`.onAppear`) lands a pass later and wins.
        graph.focusRegistry.requestDefault { [weak node, weak graph] in
            guard let node, let graph, node.isMounted else { return nil }
            return graph.focusRegistry.widget(boundTo: storage, matching: AnyHashable(modifier.value))
        }
    }
}

extension DefaultFocusModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
