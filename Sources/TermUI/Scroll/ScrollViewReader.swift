/// A view that hands its content a ``ScrollViewProxy``, with which an action
/// scrolls the scroll views and lists inside to a view: SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { Text($0.subject) }
///     }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// A view is found by its `ForEach` element id or its `.id(_:)`. The scroll
/// happens once the change that came with it is laid out, so an action may
/// add a row and scroll to it at once.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// Body is `Never`: the reader lays its content out as a group does.
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content `content` builds, given the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeBehavior() -> NodeBehavior { ScrollViewReaderBehavior(view: self) }
}

/// Hosts a reader: one child, its content, built with the proxy of a target
/// that lives as long as the node (so the proxy is the same input every render).
@MainActor
final class ScrollViewReaderBehavior<Content: View>: ViewBehavior<ScrollViewReader<Content>> {
    private let target = ScrollTarget()

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        target.node = node
        let content = view.content(ScrollViewProxy(target: target))
        node.reconcile([ChildSpec(key: .index(0), view: content)], transaction: transaction)
    }

    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }
}
