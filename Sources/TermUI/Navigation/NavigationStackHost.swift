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

/// Hosts a stack: three children in this order, so each reads what the one
/// before declared in the same pass: the root level, the pushed levels
/// (``NavigationPushedLevels``, built from the path and the destinations the
/// root declared) and the title row (which reads the levels' titles). Every
/// level stays mounted, so covered levels keep their state.
@MainActor
final class NavigationStackBehavior<Root: View>: ViewBehavior<NavigationStackHost<Root>> {
    let registry = NavigationRegistry()
    /// Counts the stack's renders: the pushed levels render with each one.
    private var revision = 0

    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        // Its levels decide the back key's hint and which nodes receive input.
        node.graph?.keyHints.nodeHintsMayHaveChanged()
        let host = view
        registry.path = NavigationPathAccess(
            elements: host.path, append: host.append, removeLast: host.removeLast)
        revision += 1
        registry.levelsAwaitRender = true
        registry.isRenderingStack = true
        node.reconcile(
            [
                ChildSpec(
                    key: .index(0), view: NavigationLevelView(content: host.root, level: registry.rootLevel)),
                ChildSpec(
                    key: .index(1), view: NavigationPushedLevels(registry: registry, revision: revision)),
                ChildSpec(key: .index(2), view: NavigationHeaderView(registry: registry, revision: revision)),
            ], transaction: transaction)
        registry.levelsAwaitRender = false
        registry.isRenderingStack = false
        if node.children.count == 3 { registry.headerNode = node.children[2] }
    }

    // MARK: Input

    /// Keys and shortcuts reach the top level and the title row only.
    override func inputChildren(_ node: ViewNode) -> [ViewNode] {
        guard node.children.count == 3 else { return node.children }
        return registry.levels.count > 1 ? Array(node.children.dropFirst()) : node.children
    }

    /// Back (Esc, ←, Backspace), while there is a level to go back to.
    override func keyHints(_ node: ViewNode, at stage: KeyHintStage) -> [KeyHint] {
        guard stage == .unclaimed, registry.levels.count > 1 else { return [] }
        return [
            KeyHint(
                [KeyEvent(.escape), KeyEvent(.left), KeyEvent(.backspace)], "back", symbol: "Esc",
                priority: .essential)
        ]
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

    private func headerHeight(_ node: ViewNode, width: Int?) -> Int {
        guard node.children.count == 3 else { return 0 }
        return node.children[2].sizeThatFits(ProposedSize(width: width, height: 1)).height
    }

    /// The node whose size the stack takes: the root, or the pushed levels when one is.
    private func topNode(_ node: ViewNode) -> ViewNode? {
        guard node.children.count == 3 else { return node.children.first }
        return registry.levels.count > 1 ? node.children[1] : node.children[0]
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let header = headerHeight(node, width: proposal.width)
        let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - header) })
        let content = topNode(node)?.sizeThatFits(inner) ?? .zero
        return proposal.replacingUnspecified(
            with: Size(width: content.width, height: content.height + header))
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        guard node.children.count == 3 else { return }
        let header = min(rect.height, headerHeight(node, width: rect.width))
        node.children[2].place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: header))
        let content = Rect(
            x: rect.minX, y: rect.minY + header, width: rect.width, height: rect.height - header)
        // Covered levels too: a level uncovered later is already laid out for this size.
        node.children[0].place(in: content)
        node.children[1].place(in: content)
    }
}
