/// Walking a node's subtree, and the names traces give nodes.
extension ViewNode {
    /// Visits the node and its descendants, depth first.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// Visits the nodes that receive input, depth first: a behaviour may
    /// leave some children out (the covered levels of a navigation stack).
    func forEachInputNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in behavior.inputChildren(self) { child.forEachInputNode(body) }
    }

    /// A short name for traces: the view's type without generic arguments.
    var typeName: String {
        let type = behavior.viewType
        if let known = Self.typeNames[ObjectIdentifier(type)] { return known }
        // Described once per type: a lifecycle event names its view, and
        // describing a type each time was half the cost of dismantling one.
        // The runtime's name, without the describing protocols' casts.
        let full = _typeName(type, qualified: false)
        let name = full.split(separator: "<").first.map(String.init) ?? full
        Self.typeNames[ObjectIdentifier(type)] = name
        return name
    }

    private static var typeNames: [ObjectIdentifier: String] = [:]
}
