/// The nodes that read one `@State` slot since it last changed: the nodes a
/// write to it invalidates (see "Dependencies and the stale-binding rule" in
/// docs/ARCHITECTURE.md).
@MainActor
struct StateReaders {
    /// A reader, weakly: a node that goes is simply not invalidated.
    private struct Reader {
        weak var node: ViewNode?
        /// The node's identity when it first read (a node gone leaves its address behind).
        let id: ObjectIdentifier
        /// True when it read while laid out (measured or placed): the write lays it out again.
        var inLayout: Bool
    }

    /// In the order they first read, so they are invalidated (and, at one
    /// depth, evaluated) in an order that does not depend on hashing.
    private var readers: [Reader] = []
    /// Where each reader is in ``readers``, once there are more than
    /// ``scanLimit``; fewer are found by a scan. Most slots have one reader:
    /// a table for each was an allocation at its first read and the largest
    /// part of tearing the slot down.
    private var positions: [ObjectIdentifier: Int] = [:]
    private static let scanLimit = 8
    /// Where the reader recorded last is: a body that reads a value several
    /// times finds itself there without hashing.
    private var lastPosition: Int?

    /// Records a read of the slot owned by `owner`: against the node being
    /// evaluated or laid out, or during a pass outside both (a widget's own
    /// work) against the owner; a read outside a pass (an action, a task)
    /// displays nothing and records nothing.
    mutating func noteRead(owner: ViewNode?) {
        let reader: ViewNode
        var inLayout = false
        if let evaluating = Evaluation.current {
            reader = evaluating
            inLayout = Evaluation.isLayout
        } else if let owner, owner.graph?.isInPass == true {
            reader = owner
        } else {
            return
        }
        if let lastPosition, readers[lastPosition].node === reader,
            readers[lastPosition].inLayout || !inLayout
        {
            return
        }
        let id = ObjectIdentifier(reader)
        if let position = position(of: id) {
            // Also a reader gone and another node made at its address: the new one takes its place.
            if readers[position].node !== reader { readers[position].inLayout = false }
            readers[position].node = reader
            readers[position].inLayout = readers[position].inLayout || inLayout
            lastPosition = position
        } else {
            lastPosition = readers.count
            readers.append(Reader(node: reader, id: id, inLayout: inLayout))
            if readers.count > Self.scanLimit {
                if positions.isEmpty {
                    for index in readers.indices { positions[readers[index].id] = index }
                } else {
                    positions[id] = readers.count - 1
                }
            }
        }
    }

    /// Where the reader `id` is in ``readers``: by a scan while they are few.
    private func position(of id: ObjectIdentifier) -> Int? {
        if readers.count > Self.scanLimit { return positions[id] }
        for index in readers.indices where readers[index].id == id { return index }
        return nil
    }

    /// Invalidates every reader still mounted, and forgets them all: each
    /// records its reads again when it is evaluated.
    mutating func invalidate(transaction: Transaction) {
        guard !readers.isEmpty else { return }
        let invalidated = readers
        readers = []
        positions = [:]
        lastPosition = nil
        for reader in invalidated {
            guard let node = reader.node else { continue }
            if reader.inLayout { node.layoutReadChanged() }
            node.invalidate(.stateChanged, transaction: transaction)
        }
    }
}

/// The node whose evaluation (a body, a `ForEach`'s content, an
/// `updateWidget`) or layout is running: state reads made now are its dependencies.
@MainActor
enum Evaluation {
    private(set) static var current: ViewNode?
    /// True while `current` is measured or placed rather than evaluated.
    private(set) static var isLayout = false

    /// Runs `body` as `node`'s evaluation.
    static func run<T>(of node: ViewNode, _ body: () -> T) -> T {
        run(of: node, isLayout: false, body)
    }

    /// Runs `body` as `node`'s layout (a size asked, a frame placed).
    static func layout<T>(of node: ViewNode, _ body: () -> T) -> T {
        run(of: node, isLayout: true, body)
    }

    private static func run<T>(of node: ViewNode, isLayout: Bool, _ body: () -> T) -> T {
        let outer = (current, self.isLayout)
        current = node
        self.isLayout = isLayout
        defer { (current, self.isLayout) = outer }
        return body()
    }
}
