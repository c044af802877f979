import CursesKit

/// The primitive under a ``NavigationStack``: the path as read this render and the root.
struct NavigationStackHost<Root: View>: View, PrimitiveView {
    typealias Body = Never
    let path: [AnyHashable]
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor (Int) -> Void
    let root: Root

    func makeBehavior() -> NodeBehavior { NavigationStackBehavior(view: self) }
}

/// Hosts a stack: every level stays mounted (so covered levels keep their
/// state), only the top one's widgets are shown and take input, and the
/// title row goes above it. Focus moves into a pushed level and back to the
/// link that pushed it when it is popped.
@MainActor
final class NavigationStackBehavior<Root: View>: ViewBehavior<NavigationStackHost<Root>> {
    let registry = NavigationRegistry()
    /// The levels shown by the last render, root first.
    private var shownLevels: [NavigationLevel] = []

    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let host = view
        registry.stackNode = node
        registry.path = NavigationPathAccess(
            elements: host.path, append: host.append, removeLast: host.removeLast)
        let rootSpec = ChildSpec(
            key: .index(0), view: NavigationLevelView(content: host.root, level: registry.rootLevel))
        if node.children.isEmpty {
            // The root first, so the destinations it declares build the path's levels in this pass.
            registry.isMountingRoot = true
            node.reconcile([rootSpec], transaction: transaction)
            registry.isMountingRoot = false
        }
        let levelSpecs = registry.makeLevelSpecs()
        let header = ChildSpec(
            key: .index(1), view: NavigationHeaderView(registry: registry, depth: registry.levels.count - 1))
        node.reconcile([rootSpec] + levelSpecs + [header], transaction: transaction)
        registry.headerNode = node.children.last
        showTopLevel(node)
    }

    /// Shows the top level alone and moves focus: into a level just pushed,
    /// back to what pushed the level just popped.
    private func showTopLevel(_ node: ViewNode) {
        let levels = registry.levels
        guard let top = levels.last, let graph = node.graph else { return }
        let previousTop = shownLevels.last
        if top !== previousTop, previousTop != nil {
            let popped = shownLevels.contains { $0 === top }
            if popped {
                let origin = shownLevels.dropFirst(top.index + 1).first?.focusOrigin
                requestFocus(in: top, preferring: origin, graph: graph)
            } else {
                top.focusOrigin = graph.focusChain.focused
                requestFocus(in: top, preferring: nil, graph: graph)
            }
        }
        for level in levels { level.widget.isHidden = level !== top }
        shownLevels = levels
    }

    /// Focuses `preferred` at the end of the pass, else the level's first
    /// focusable widget in Tab order, unless focus already went inside the
    /// level (a `.defaultFocus` there).
    private func requestFocus(in level: NavigationLevel, preferring preferred: Widget?, graph: ViewGraph) {
        graph.focusRegistry.requestDefault { [weak level, weak preferred, weak graph] in
            guard let level, let graph, !level.widget.isHidden else { return nil }
            if let focused = graph.focusChain.focused, focused.isDescendant(of: level.widget) { return nil }
            if let preferred, preferred.isDescendant(of: level.widget), preferred.isVisibleInTree {
                return preferred
            }
            return graph.focusChain.focusableWidgets.first { $0.isDescendant(of: level.widget) }
        }
    }

    override func unmount(_ node: ViewNode) {
        shownLevels = []
    }

    // MARK: Input

    /// Keys and shortcuts reach the top level and the title row only.
    override func inputChildren(_ node: ViewNode) -> [ViewNode] {
        guard let topWidget = registry.levels.last?.widget else { return node.children }
        return node.children.filter { child in
            guard let level = child.behavior as? NavigationLevelHosting else { return true }
            return level.levelWidget === topWidget
        }
    }

    /// Back: Esc, ←, or Backspace where no text field has focus, when nothing else took them.
    override func handleUnclaimedKey(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard registry.levels.count > 1, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .escape, .left: break
        case .backspace:
            let focused = node.graph?.focusChain.focused
            if focused is TextInput || focused is TextArea { return false }
        default: return false
        }
        registry.pop(to: registry.levels.count - 2)
        return true
    }

    // MARK: Layout

    private var headerNode: ViewNode? { registry.headerNode }

    private func levelNodes(_ node: ViewNode) -> [ViewNode] {
        node.children.filter { $0 !== headerNode }
    }

    private func headerHeight(width: Int?) -> Int {
        headerNode?.sizeThatFits(ProposedSize(width: width, height: 1)).height ?? 0
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let header = headerHeight(width: proposal.width)
        let topNode = levelNodes(node).last
        let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - header) })
        let content = topNode?.sizeThatFits(inner) ?? .zero
        return proposal.replacingUnspecified(
            with: Size(width: content.width, height: content.height + header))
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let header = min(rect.height, headerHeight(width: rect.width))
        headerNode?.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: header))
        let content = Rect(
            x: rect.minX, y: rect.minY + header, width: rect.width, height: rect.height - header)
        // Covered levels too: a level uncovered later is already laid out for this size.
        for child in levelNodes(node) { child.place(in: content) }
    }
}
