/// A row's primary action, run by Enter on the list's cursor row (a
/// ``NavigationLink`` in a row pushes).
@MainActor
protocol ListRowActivating {
    /// Runs the action; true when there was one.
    func activateRow() -> Bool
}

/// Finds a node's row action without a protocol cast on the behaviour (its
/// class is looked up in the conformance records: ``ConformanceIndex``), so
/// the list's hints and its first Enter scan no conformance records.
@MainActor
enum ListRowActivation {
    /// True when the node's behaviour has a row action (the Enter hint).
    static func activates(_ node: ViewNode) -> Bool {
        ConformanceIndex.conforms(type(of: node.behavior), to: (any ListRowActivating.Type).self)
    }

    /// The node's row action, when its behaviour has one.
    static func action(of node: ViewNode) -> (() -> Bool)? {
        let behavior = node.behavior
        guard
            let activating = ConformanceIndex.cast(type(of: behavior), to: (any ListRowActivating.Type).self)
        else { return nil }
        func action<A: ListRowActivating>(_: A.Type) -> () -> Bool {
            let row = behavior as! A
            return { row.activateRow() }
        }
        return action(activating)
    }
}
