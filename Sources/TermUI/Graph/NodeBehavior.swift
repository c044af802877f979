import CursesKit

/// What a node does with its view: evaluate a body, list children, host a
/// widget, lay out. The node sees only this erased base; every behaviour is a
/// ``ViewBehavior`` of its view's own type, which holds the view.
@MainActor
class NodeBehavior {
    init() { LiveInstanceCounter.nodeBehaviors.increment() }

    deinit { LiveInstanceCounter.nodeBehaviors.decrement() }

    /// The node's view, erased (for traces, snapshots and property binding).
    var erasedView: any View { preconditionFailure("\(Self.self) is not a ViewBehavior") }
    /// The type of the view, without taking the view out of the behaviour.
    var viewType: any View.Type { preconditionFailure("\(Self.self) is not a ViewBehavior") }

    /// Takes the parent's new view value for the node and says how it differs.
    func accept(_ newView: any View) -> InputChange {
        preconditionFailure("\(Self.self) is not a ViewBehavior")
    }

    /// Runs when the node appears and whenever it must update.
    func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {}

    /// The scope of a render about to run for `reasons`: true when it may
    /// change the node's size (layout from here up), false when it can only
    /// repaint (a colour, a progress value) or only changes the children,
    /// which invalidate their own layout (and the reconcile does, when
    /// children come, go or move). By default any render may change a size.
    func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { true }

    /// True when the node's size depends only on its proposal, never on its
    /// content (a frame of fixed width and height): a size change beneath it
    /// lays out its subtree again and stops there.
    func sizeIgnoresContent(_ node: ViewNode) -> Bool { false }

    /// Runs once when the node is removed, after its children were removed.
    func unmount(_ node: ViewNode) {}

    /// The environment the node's children inherit.
    func childEnvironment(_ node: ViewNode) -> EnvironmentValues { node.environment }

    /// The transaction the node's children update with.
    func childTransaction(_ node: ViewNode, _ transaction: Transaction) -> Transaction { transaction }

    // MARK: Layout

    /// True when the node adds no layout of its own: its children are laid out
    /// by the nearest enclosing layout (stacks flatten groups, `ForEach`, bodies).
    var isLayoutTransparent: Bool { true }

    /// The node's size for `proposal`. Transparent nodes stack their units vertically.
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(proposal, units: node.layoutUnitsOfChildren)
    }

    /// Places the node's content in `rect` (absolute coordinates).
    func place(_ node: ViewNode, in rect: Rect) {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: rect)
    }

    /// The priority stacks give this node when sharing space.
    func layoutPriority(_ node: ViewNode) -> Double {
        node.children.count == 1 ? node.children[0].behavior.layoutPriority(node.children[0]) : 0
    }

    // MARK: Widgets

    /// The widget drawn for this node, added to the nearest container above it.
    var widget: Widget? { nil }

    /// The widget this node's descendants' widgets are added to, if it has one.
    var containerWidget: Widget? { nil }

    /// True when ``widget`` is drawn after (above) the widgets of the content.
    var drawsAboveContent: Bool { false }

    /// The widget's frame in root coordinates (the node's frame by default).
    func widgetFrame(_ node: ViewNode) -> Rect { node.frame }

    /// The children whose widgets go into the container above this node.
    func passthroughChildren(_ node: ViewNode) -> [ViewNode] {
        containerWidget == nil ? node.children : []
    }

    /// The children whose widgets go into ``containerWidget``.
    func containedChildren(_ node: ViewNode) -> [ViewNode] {
        containerWidget == nil ? [] : node.children
    }

    /// The root-coordinate origin of ``containerWidget``'s cell (0, 0).
    func containerOrigin(_ node: ViewNode) -> Point { widgetFrame(node).origin }

    /// An `.onKeyPress` handler on the focused path; true consumes the key.
    func handleKeyPress(_ key: KeyEvent, node: ViewNode) -> Bool { false }

    /// True when ``handleKeyPress(_:node:)`` can take a key: the router offers
    /// keys only to these nodes of the focused path.
    var handlesKeyPresses: Bool { false }

    /// True when ``handleKeyPress(_:node:)`` takes key releases too (an
    /// `.onKeyPress` whose phases hold `.up`): the only nodes a release reaches.
    var handlesKeyReleases: Bool { false }

    /// The `.help(_:)` text this node gives the focused control under it.
    /// A property rather than a protocol cast: the first cast of each type on
    /// the focused path scanned every conformance record (8% of the home
    /// screen's instructions to its first frame).
    var helpText: String? { nil }

    /// The accessibility label, value, hint or identifier this node gives the
    /// view under it (`.accessibilityLabel(_:)`...), shown as help is.
    var accessibilityPart: AccessibilityPart? { nil }

    /// The hints of the keys this node takes at `stage` of the event
    /// router's order (see ``KeyHintRegistry``), declared beside the handler.
    func keyHints(_ node: ViewNode, at stage: KeyHintStage) -> [KeyHint] { [] }

    /// True when the hints ``keyHints(_:at:)`` declares differ between the
    /// two environments (a shortcut button's key, whether it is enabled):
    /// a node given a new environment without rendering again. A behaviour
    /// whose render changes its hints, or which nodes receive input
    /// (``inputChildren(_:)``), tells ``KeyHintRegistry`` itself.
    func environmentChangesKeyHints(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool { false }

    /// Tells ``KeyHintRegistry`` when a render declared other `hints` than
    /// `declared`, the ones the last render declared, and keeps them there
    /// (a behaviour that declares hints keeps its own: most nodes declare none).
    final func noteDeclaredHints(_ hints: [KeyHint], was declared: inout [KeyHint]?, node: ViewNode) {
        guard hints != declared else { return }
        declared = hints
        node.graph?.keyHints.nodeHintsMayHaveChanged()
    }

    /// A `.keyboardShortcut` in scope; true consumes the key.
    func handleShortcut(_ key: KeyEvent, node: ViewNode) -> Bool { false }

    /// The action of a `.cancel` button, which Esc runs in an alert or a dialog.
    func cancelAction(_ node: ViewNode) -> (() -> Void)? { nil }

    /// A key that no handler, widget or shortcut took, offered from the
    /// focused view outwards (a navigation stack's back keys); true consumes it.
    func handleUnclaimedKey(_ key: KeyEvent, node: ViewNode) -> Bool { false }

    /// True for a `.contextMenu`: a right click in its frame opens it.
    var opensContextMenu: Bool { false }

    /// Opens the context menu at `location` (root coordinates); false if it did not.
    func openContextMenu(at location: Point, node: ViewNode) -> Bool { false }

    /// The children whose subtrees receive keys and shortcuts when nothing
    /// inside them has focus (a navigation stack: only its top level).
    func inputChildren(_ node: ViewNode) -> [ViewNode] { node.children }

    /// Called before any key or mouse event is dispatched, so coordinators see the current view.
    func prepareForEvent(_ node: ViewNode) {}

    /// True when ``prepareForEvent(_:)`` does something (representables).
    var refreshesBeforeEvents: Bool { false }

    /// The hosted widget's intrinsic size when it was last measured, and the
    /// limit it was measured within (the largest proposal seen).
    var measuredIntrinsicSize: (limit: Size, size: Size)?

    /// Remembers `widget`'s intrinsic size within the largest proposal seen so far,
    /// so that ``widgetSizeChanged`` can tell a change that matters to layout.
    func noteIntrinsicSize(of widget: Widget, for proposal: ProposedSize) {
        let offered = Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
        let limit =
            measuredIntrinsicSize.map {
                Size(width: max($0.limit.width, offered.width), height: max($0.limit.height, offered.height))
            } ?? offered
        measuredIntrinsicSize = (limit, widget.intrinsicContentSize(limitedTo: limit))
    }

    /// True when the widget's intrinsic size changed since it was measured
    /// (a coordinator or the widget itself changed it between updates).
    var widgetSizeChanged: Bool {
        guard let widget, let measured = measuredIntrinsicSize else { return false }
        return widget.intrinsicContentSize(limitedTo: measured.limit) != measured.size
    }
}

/// A node that only lists children (tuples, groups, `ForEach`, branches, environment writers).
@MainActor
final class ContainerBehavior<V: View>: ViewBehavior<V> {
    private let children: (V) -> [ChildSpec]
    private let environmentTransform: ((V, inout EnvironmentValues) -> Void)?
    /// True when listing the children runs the app's closures (`ForEach`'s
    /// content): the `@Observable` properties they read are tracked for this
    /// node, as a body's are for its view's, so a change of one lists them again.
    private let tracksAccess: Bool

    init(
        view: V, tracksAccess: Bool = false, children: @escaping (V) -> [ChildSpec],
        environment: ((V, inout EnvironmentValues) -> Void)? = nil
    ) {
        self.children = children
        self.environmentTransform = environment
        self.tracksAccess = tracksAccess
        super.init(view: view)
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let view = self.view
        if tracksAccess, let graph = node.graph {
            node.reconcile(graph.withTrackedAccess(of: node) { children(view) }, transaction: transaction)
        } else {
            node.reconcile(children(view), transaction: transaction)
        }
    }

    /// Lists children only: the children and the reconcile say what changed size.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        guard let environmentTransform else { return node.environment }
        var environment = node.environment
        environmentTransform(view, &environment)
        return environment
    }
}
