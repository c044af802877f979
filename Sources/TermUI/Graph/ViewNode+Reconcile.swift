/// Matching a node's children to the views its behaviour wants this pass.
extension ViewNode {
    /// Makes the children match `specs`: same identity keeps its node, the
    /// rest is removed (before new ones are made, so dismantle precedes make).
    func reconcile(_ specs: [ChildSpec], transaction: Transaction) {
        // The common case, one child that stays: no maps to build.
        if specs.count == 1, children.count == 1, let spec = specs.first, let child = children.first,
            child.identity == ChildIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))
        {
            child.receive(
                view: spec.view, environment: childEnvironment,
                transaction: behavior.childTransaction(self, transaction))
            return
        }
        if children.isEmpty {
            mountChildren(specs, transaction: transaction)
            return
        }
        if receiveInOrder(specs, transaction: transaction) { return }
        if receiveShifted(specs, transaction: transaction) { return }
        var seen: [ChildIdentity: Int] = [:]
        let identities = specs.map { spec -> ChildIdentity in
            var identity = ChildIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))
            identity.occurrence = seen[identity, default: 0]
            seen[identity, default: 0] += 1
            return identity
        }
        var existing: [ChildIdentity: ViewNode] = [:]
        for child in children { existing[child.identity] = child }
        let wanted = Set(identities)
        for child in children where !wanted.contains(child.identity) { child.unmount() }

        guard let graph else { return }
        let childEnvironment = childEnvironment
        let childTransaction = behavior.childTransaction(self, transaction)
        var next: [ViewNode] = []
        for (spec, identity) in zip(specs, identities) {
            if let node = existing[identity] {
                node.receive(view: spec.view, environment: childEnvironment, transaction: childTransaction)
                next.append(node)
            } else {
                next.append(
                    makeChild(
                        spec, identity, graph: graph, environment: childEnvironment,
                        transaction: childTransaction))
            }
        }
        childrenChanged(to: next)
    }

    /// A new child for `spec`, mounted.
    private func makeChild(
        _ spec: ChildSpec, _ identity: ChildIdentity, graph: ViewGraph, environment: EnvironmentValues,
        transaction: Transaction
    ) -> ViewNode {
        let node = ViewNode(
            graph: graph, parent: self, identity: identity, view: spec.view, environment: environment)
        node.mount(transaction: transaction)
        return node
    }

    /// The first children of a node (or its first after having none): all
    /// new, so no node is looked up and none removed. Identities repeat only
    /// where specs share a key and type, which a few specs rule out by
    /// comparing them pairwise (a stack's, a tuple's); many use the map.
    private func mountChildren(_ specs: [ChildSpec], transaction: Transaction) {
        guard !specs.isEmpty, let graph else { return }
        var seen: [ChildIdentity: Int]?
        if specs.count > Self.pairwiseLimit || !Self.areDistinct(specs) { seen = [:] }
        let childEnvironment = childEnvironment
        let childTransaction = behavior.childTransaction(self, transaction)
        var next: [ViewNode] = []
        next.reserveCapacity(specs.count)
        for spec in specs {
            var identity = ChildIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))
            if seen != nil {
                identity.occurrence = seen?[identity] ?? 0
                seen?[identity] = identity.occurrence + 1
            }
            next.append(
                makeChild(
                    spec, identity, graph: graph, environment: childEnvironment, transaction: childTransaction
                ))
        }
        childrenChanged(to: next)
    }

    /// Up to this many specs are checked for repeats pairwise rather than with a map.
    private static let pairwiseLimit = 16

    private static func areDistinct(_ specs: [ChildSpec]) -> Bool {
        for first in specs.indices {
            let type = ObjectIdentifier(Swift.type(of: specs[first].view))
            for second in (first + 1)..<specs.count
            where specs[second].key == specs[first].key
                && ObjectIdentifier(Swift.type(of: specs[second].view)) == type
            {
                return false
            }
        }
        return true
    }

    /// Takes `next` as the children; when they came, went or moved, lays out again.
    private func childrenChanged(to next: [ViewNode]) {
        var moved = next.count != children.count
        for index in next.indices where !moved && next[index] !== children[index] { moved = true }
        children = next
        if moved {
            // Children came, went or moved: a branch switch or an optional that
            // appeared reaches here through a forwarding node that did not
            // render itself, so the layout is invalidated here.
            setNeedsLayout(childrenChanged: true)
            unitsCache = nil
            graph?.childrenChanged(of: self)
            graph?.keyHints.nodeHintsMayHaveChanged()
        }
    }

    /// The common case of many children, the same ones in the same order (a
    /// stack's, a list's rows while only the cursor moves): each takes its new
    /// view, with no maps of identities built. A child matching its spec's key
    /// and type at every position has the same identity, occurrence included
    /// (the earlier ones matched too). False, doing nothing, otherwise.
    private func receiveInOrder(_ specs: [ChildSpec], transaction: Transaction) -> Bool {
        guard specs.count == children.count, !specs.isEmpty else { return false }
        for index in specs.indices where !children[index].matches(specs[index]) { return false }
        let childEnvironment = childEnvironment
        let childTransaction = behavior.childTransaction(self, transaction)
        for index in specs.indices {
            children[index].receive(
                view: specs[index].view, environment: childEnvironment, transaction: childTransaction)
        }
        return true
    }

    /// The most new specs ``receiveShifted(_:transaction:)`` takes: each is
    /// compared with every spec and child, so past a few the maps cost less.
    private static let shiftedNewSpecLimit = 4

    /// A window that scrolled (a list's rows after a Down at the bottom): one
    /// run of the children, in order, is a run of the specs, with children
    /// dropped and specs added only around it. The run keeps its nodes and
    /// no maps of identities are built. Taken only when it does what the maps
    /// would: no child has a repeated identity (every occurrence is 0) and
    /// each new spec's key and type differ from every other spec's and from
    /// every dropped child's, so no new spec would have taken a dropped node.
    /// False, doing nothing, otherwise.
    private func receiveShifted(_ specs: [ChildSpec], transaction: Transaction) -> Bool {
        guard !specs.isEmpty, !children.isEmpty else { return false }
        // Where the run starts: the first spec among the children, or the
        // first child among the specs.
        // (Loops rather than `firstIndex(where:)` and `allSatisfy`: a
        // main-actor closure handed to the standard library checks its
        // executor on every call.)
        var childStart = 0
        var specStart = 0
        while childStart < children.count, !children[childStart].matches(specs[0]) { childStart += 1 }
        if childStart == children.count {
            childStart = 0
            while specStart < specs.count, !children[0].matches(specs[specStart]) { specStart += 1 }
            if specStart == specs.count { return false }
        }
        var length = 0
        while childStart + length < children.count, specStart + length < specs.count,
            children[childStart + length].matches(specs[specStart + length])
        {
            length += 1
        }
        let run = specStart..<(specStart + length)
        let newCount = specs.count - length
        guard newCount <= Self.shiftedNewSpecLimit else { return false }
        for child in children where child.identity.occurrence != 0 { return false }
        let kept = childStart..<(childStart + length)
        for index in specs.indices where !run.contains(index) {
            let spec = specs[index]
            let viewType = ObjectIdentifier(type(of: spec.view))
            for other in specs.indices where other != index {
                if specs[other].key == spec.key, ObjectIdentifier(type(of: specs[other].view)) == viewType {
                    return false
                }
            }
            for child in children.indices where !kept.contains(child) {
                if children[child].matches(spec) { return false }
            }
        }

        for index in children.indices where !kept.contains(index) { children[index].unmount() }
        guard let graph else { return true }
        let childEnvironment = childEnvironment
        let childTransaction = behavior.childTransaction(self, transaction)
        var next: [ViewNode] = []
        next.reserveCapacity(specs.count)
        for (index, spec) in specs.enumerated() {
            if run.contains(index) {
                let node = children[childStart + index - specStart]
                node.receive(view: spec.view, environment: childEnvironment, transaction: childTransaction)
                next.append(node)
            } else {
                let identity = ChildIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))
                next.append(
                    makeChild(
                        spec, identity, graph: graph, environment: childEnvironment,
                        transaction: childTransaction))
            }
        }
        childrenChanged(to: next)
        return true
    }

    /// True when this node has `spec`'s key and view type.
    fileprivate func matches(_ spec: ChildSpec) -> Bool {
        identity.key == spec.key && identity.type == ObjectIdentifier(type(of: spec.view))
    }
}
