import CursesKit

/// Delivers input to a graph in a fixed order, after refreshing every
/// coordinator's view of its representable (contract rule 5):
/// `.onKeyPress` handlers from the focused view outwards, the focused widget
/// and its ancestors, Tab / Shift-Tab, keyboard shortcuts, then Esc for the
/// topmost sheet.
@MainActor
struct EventRouter {
    let graph: ViewGraph

    func dispatch(_ key: KeyEvent) {
        prepare()
        let scope = scopeNode
        for node in keyPressPath(in: scope) where node.behavior.handleKeyPress(key, node: node) { return }
        if graph.focusChain.dispatch(key) { return }
        var handled = false
        scope?.forEachNode { node in
            if !handled, node.behavior.handleShortcut(key, node: node) { handled = true }
        }
        if handled { return }
        if key.key == .escape, let sheet = graph.presentedSheets.last { sheet.dismiss() }
    }

    func dispatch(_ mouse: MouseEvent) {
        prepare()
        _ = graph.focusChain.dispatch(mouse)
    }

    private func prepare() {
        graph.root?.forEachNode { $0.behavior.prepareForEvent($0) }
    }

    /// The subtree that receives input: the topmost sheet's content, or the whole tree.
    private var scopeNode: ViewNode? {
        if let sheet = graph.presentedSheets.last { return sheet.contentNode }
        return graph.root
    }

    /// The nodes from the focused widget's node up to the scope, innermost first;
    /// with nothing focused, every node of the scope in tree order.
    private func keyPressPath(in scope: ViewNode?) -> [ViewNode] {
        guard let scope else { return [] }
        if let focused = graph.focusChain.focused, let owner = graph.node(owning: focused) {
            var path: [ViewNode] = []
            var node: ViewNode? = owner
            while let current = node {
                path.append(current)
                if current === scope { break }
                node = current.parent
            }
            return path
        }
        var all: [ViewNode] = []
        scope.forEachNode { all.append($0) }
        return all
    }
}
