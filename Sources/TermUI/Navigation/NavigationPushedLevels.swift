import CursesKit

/// The levels a stack shows above its root: one per value on the path, then
/// one per pushed view. Built in its own render, which comes after the
/// root's in the stack's reconcile, so the destinations the root declares in
/// a pass build the levels of that pass.
struct NavigationPushedLevels: View, PrimitiveView {
    typealias Body = Never
    let registry: NavigationRegistry
    /// The stack's render count: the levels render with every render of the stack.
    let revision: Int

    func makeBehavior() -> NodeBehavior { NavigationPushedLevelsBehavior(view: self) }
}

/// Builds the pushed levels, shows the top level alone (root included) and
/// moves focus: into a level just pushed, back to what pushed a level just popped.
@MainActor
final class NavigationPushedLevelsBehavior: ViewBehavior<NavigationPushedLevels> {
    /// The levels shown by the last render, root first.
    private var shownLevels: [NavigationLevel] = []

    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        // Its levels decide the back key's hint and which nodes receive input.
        node.graph?.keyHints.nodeHintsMayHaveChanged()
        let registry = view.registry
        registry.levelsNode = node
        registry.levelsAwaitRender = false
        registry.isRenderingLevels = true
        let specs = registry.makeLevelSpecs()
        node.reconcile(specs, transaction: transaction)
        registry.isRenderingLevels = false
        showTopLevel(node)
    }

    private func showTopLevel(_ node: ViewNode) {
        let levels = view.registry.levels
        guard let top = levels.last, let graph = node.graph else { return }
        if let previousTop = shownLevels.last, top !== previousTop {
            if shownLevels.contains(where: { $0 === top }) {
                let origin = shownLevels.dropFirst(top.index + 1).first?.focusOrigin
                requestFocus(in: top, preferring: origin, graph: graph)
            } else {
                top.focusOrigin = graph.focusChain.focused
                requestFocus(in: top, preferring: nil, graph: graph)
            }
        }
        for level in levels { level.widget.isHidden = level !== top }
        if levels.count != shownLevels.count || zip(levels, shownLevels).contains(where: { $0 !== $1 }) {
            view.registry.titlesChanged()
        }
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

    /// Keys reach the top level only.
    override func inputChildren(_ node: ViewNode) -> [ViewNode] {
        node.children.suffix(1)
    }

    /// Its size is the top level's.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children.last?.sizeThatFits(proposal) ?? .zero
    }

    /// Every level in the same rectangle (only the top one is shown).
    override func place(_ node: ViewNode, in rect: Rect) {
        for child in node.children { child.place(in: rect) }
    }
}
