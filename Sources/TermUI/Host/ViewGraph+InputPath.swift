import CursesKit

extension ViewGraph {
    /// The subtree that receives input: the topmost sheet's content, or the whole tree.
    var inputScopeNode: ViewNode? {
        if let sheet = presentedSheets.last { return sheet.contentNode }
        return root
    }

    /// The nodes from the focused widget's node up to `scope`, innermost first;
    /// with nothing focused, every node of the scope in tree order. The event
    /// router offers keys along it, and the key hint registry reads it the same way.
    func keyPressPath(in scope: ViewNode?) -> [ViewNode] {
        guard let scope else { return [] }
        if let focused = focusChain.focused, let owner = node(containing: focused) {
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
        scope.forEachInputNode { all.append($0) }
        return all
    }
}
