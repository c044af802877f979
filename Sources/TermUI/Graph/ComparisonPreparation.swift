/// Makes, after a frame, the comparison plans the next key will use.
///
/// A plan is made from its type's fields and the protocols they conform to
/// (``ComparisonPlan``), and the first cast of a type to a protocol scans
/// every conformance record in the program. Made when a node is first handed
/// a new view, on a key, they made that key many times dearer than the next
/// (the tiny app's first Enter: 8.6 M instructions against 0.35 M). So each
/// host, once a frame is on screen, asks the graph to prepare the view types
/// mounted since the last one: each new type's plan, and a comparison of its
/// first view with itself (which asks what a value's dynamic type is, for an
/// existential or an enum's case). The work waits for the frame, so no frame
/// waits for it.
@MainActor
final class ComparisonPreparation {
    /// Nodes mounted since the last preparation.
    private var mounted: [ViewNode] = []
    /// The view types prepared so far.
    private var preparedTypes: Set<ObjectIdentifier> = []

    /// Notes a node just mounted.
    func note(_ node: ViewNode) {
        mounted.append(node)
    }

    /// Forgets the nodes noted (the graph is torn down).
    func removeAll() {
        mounted.removeAll()
    }

    /// Prepares the types of the nodes mounted since the last call, each type once.
    func prepare() {
        guard !mounted.isEmpty else { return }
        let nodes = mounted
        mounted.removeAll(keepingCapacity: true)
        // By index: a `for node in nodes` loop retains and releases each node.
        for index in nodes.indices {
            let node = nodes[index]
            guard node.isMounted, preparedTypes.insert(ObjectIdentifier(node.behavior.viewType)).inserted
            else { continue }
            node.behavior.prepareComparison()
        }
    }
}

extension ViewGraph {
    /// Prepares the comparisons of the views mounted since the last frame
    /// (``ComparisonPreparation``); the hosts call it after each frame.
    func prepareComparisons() {
        comparisonPreparation.prepare()
    }
}
