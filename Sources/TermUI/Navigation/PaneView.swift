import CursesKit

/// One pane of a container that shows some of its parts and keeps the others
/// alive (a ``TabView``'s tabs, a ``NavigationSplitView``'s columns): its
/// content in a container widget of its own, which the container hides and
/// shows, so a hidden pane keeps its `@State` and takes no focus.
struct PaneView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let pane: Pane

    func makeBehavior() -> NodeBehavior { PaneBehavior(view: self) }
}

/// The pane is the input; the content compares itself.
extension PaneView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

/// What a container knows of one of its panes: the widget its content's
/// widgets go into, and the widget that had focus in it when it was last left.
@MainActor
final class Pane {
    /// Where the pane's widgets go; hidden while the pane is not shown.
    let widget = PaneWidget()
    /// The widget focused inside the pane when focus last left it (or it was hidden).
    weak var lastFocused: Widget?

    /// Remembers the focused widget, if it is inside the pane.
    func noteFocus(_ focused: Widget?) {
        if let focused, focused.isDescendant(of: widget) { lastFocused = focused }
    }

    /// The widget to focus when the pane is entered: the one last focused
    /// there if it still can be, else the pane's first focus stop in Tab order.
    func entryWidget(in graph: ViewGraph) -> Widget? {
        if let lastFocused, lastFocused.isDescendant(of: widget), lastFocused.isVisibleInTree,
            lastFocused.canBecomeFocused
        {
            return lastFocused
        }
        return graph.focusChain.focusableWidgets.first { $0.isDescendant(of: widget) }
    }

    /// Asks the focus registry to move focus into the pane at the end of the
    /// pass, unless focus is already inside it.
    func requestFocus(in graph: ViewGraph) {
        graph.focusRegistry.requestDefault { [weak self, weak graph] in
            guard let self, let graph, !self.widget.isHidden else { return nil }
            if let focused = graph.focusChain.focused, focused.isDescendant(of: self.widget) { return nil }
            return self.entryWidget(in: graph)
        }
    }
}

/// The container of one pane's widgets.
@MainActor
final class PaneWidget: Widget {}

@MainActor
final class PaneBehavior<Content: View>: ViewBehavior<PaneView<Content>> {
    override var widget: Widget? { view.pane.widget }
    override var containerWidget: Widget? { view.pane.widget }
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }
}
