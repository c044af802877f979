import CursesKit

/// One view identity in the graph: its current view value, its state, its
/// children and the behaviour that hosts it. Lives as long as the identity.
@MainActor
final class ViewNode {
    @exclusivity(unchecked) private(set) weak var graph: ViewGraph?
    /// The parent, which owns this node and outlives it while mounted;
    /// `unowned` rather than `weak` so nodes need no side table and
    /// retain/release stay on the fast path (cleared on unmount).
    @exclusivity(unchecked) private(set) unowned var parent: ViewNode?
    let depth: Int
    let identity: ChildIdentity
    private(set) var environment: EnvironmentValues
    /// Holds the node's view, as its own type.
    let behavior: NodeBehavior
    /// Set by the reconcile alone (ViewNode+Reconcile.swift).
    @exclusivity(unchecked) var children: [ViewNode] = []
    var stateSlots: [AnyObject] = []
    /// Records the environment keys the last evaluation read; made by the
    /// first ``trackedEnvironment`` (most nodes read none: stacks, modifiers,
    /// composites without `@Environment`), so they allocate and free nothing for it.
    @exclusivity(unchecked) private(set) var environmentReads: EnvironmentTracker?
    @exclusivity(unchecked) private(set) var isMounted = false
    @exclusivity(unchecked) private(set) var isDirty = false
    @exclusivity(unchecked) private var dirtyReasons: [UpdateReason] = []
    private var pendingTransaction = Transaction()
    /// The rectangle the node was placed in, in root coordinates.
    @exclusivity(unchecked) var frame: Rect = .zero
    /// Sizes answered, by proposal; kept across passes until the node or a
    /// descendant renders again.
    @exclusivity(unchecked) var sizeCache = ProposalCache<Size>()
    /// A stack's children's sizes, by proposal; dropped with ``sizeCache``.
    @exclusivity(unchecked) var childSizeCache = ProposalCache<[Size]>()
    /// The layout units of the children, kept until the node or a descendant
    /// changes (layout bookkeeping: ViewNode+Layout.swift alone writes these four).
    @exclusivity(unchecked) var unitsCache: [ViewNode]?
    /// The last environment derived for the children, and the one it came from;
    /// dropped when the view's inputs change. Children handed the same revision
    /// compare nothing (a copy derived afresh every render compared every key).
    private var derivedEnvironment: (source: EnvironmentValues, derived: EnvironmentValues)?
    /// True when the node's size may have changed, or a descendant's did,
    /// since the last layout. True for every ancestor of a node for which it
    /// is true, up to the root or to the first ancestor whose size ignores its
    /// content or stayed the same (a relayout root, which the graph lays out
    /// in place), so a layout reaches exactly the changed paths.
    @exclusivity(unchecked) var needsLayout = false
    /// True when the last ``setNeedsLayout()`` walk stopped here: the node's
    /// size is unchanged, its subtree is laid out again in its frame.
    @exclusivity(unchecked) var isRelayoutRoot = false
    /// True while the walk waits at this node for the graph to measure it
    /// again before the layout (``resolveSizeCheck(against:)``).
    @exclusivity(unchecked) var awaitsSizeCheck = false
    /// The layout (``ViewGraph/layoutGeneration``) that last placed this node.
    @exclusivity(unchecked) var placedInLayout = -1
    /// True when a state the node read while laid out changed: its next render lays it out again.
    @exclusivity(unchecked) private var needsLayoutOnRender = false

    init(
        graph: ViewGraph, parent: ViewNode?, identity: ChildIdentity, view: any View,
        environment: EnvironmentValues
    ) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.identity = identity
        self.environment = environment
        self.behavior = BehaviorFactory.behavior(for: view)
        LiveInstanceCounter.viewNodes.increment()
    }

    deinit { LiveInstanceCounter.viewNodes.decrement() }

    /// The node's current view value, erased.
    var view: any View { behavior.erasedView }

    /// The environment handed to property wrappers and contexts: reads are recorded.
    var trackedEnvironment: EnvironmentValues {
        if let environmentReads { return environment.tracked(by: environmentReads) }
        let tracker = EnvironmentTracker()
        environmentReads = tracker
        return environment.tracked(by: tracker)
    }

    // MARK: Lifecycle

    func mount(transaction: Transaction) {
        isMounted = true
        // A walk may have run while the tree was being built (a footer registering).
        graph?.keyHints.nodeHintsMayHaveChanged()
        render(reasons: [.initial], transaction: transaction)
    }

    /// Takes a new view value and environment from the parent; re-renders only
    /// when the inputs or a read environment key changed, or the node is dirty.
    func receive(
        view newView: any View, environment newEnvironment: EnvironmentValues, transaction: Transaction
    ) {
        receive(change: behavior.accept(newView), environment: newEnvironment, transaction: transaction)
    }

    /// Takes a new environment (the view value unchanged) from the parent.
    private func receive(environment newEnvironment: EnvironmentValues, transaction: Transaction) {
        receive(change: .same, environment: newEnvironment, transaction: transaction)
    }

    private func receive(
        change: InputChange, environment newEnvironment: EnvironmentValues, transaction: Transaction
    ) {
        var reasons: [UpdateReason] = []
        // A content-forwarding view with the same own inputs hands its content on
        // without re-rendering or re-laying out itself: each child compares its part.
        let forwardsContent = change == .contentOnly
        if change == .changed {
            reasons.append(.inputsChanged)
            derivedEnvironment = nil
        }
        // The same state of the storage holds the values the reads saw (a read
        // key that changed renders the node again), so only another one is compared.
        let sameRevision = environment.hasSameRevision(as: newEnvironment)
        if !sameRevision, let key = environmentReads?.changedKey(in: newEnvironment) {
            reasons.append(.environmentChanged(key))
        }
        let environmentDiffers = !sameRevision && !environment.hasSameValues(as: newEnvironment)
        if !sameRevision && behavior.environmentChangesKeyHints(from: environment, to: newEnvironment) {
            graph?.keyHints.nodeHintsMayHaveChanged()
        }
        environment = newEnvironment
        if isDirty { reasons.append(contentsOf: dirtyReasons) }
        if !reasons.isEmpty {
            render(
                reasons: reasons,
                transaction: isDirty ? pendingTransaction.merged(with: transaction) : transaction)
        } else if forwardsContent {
            Evaluation.run(of: self) { behavior.render(self, reasons: [], transaction: transaction) }
        } else if environmentDiffers {
            propagateEnvironment(transaction: transaction)
        }
    }

    /// Re-renders a dirty node during a pass.
    func renderIfDirty() {
        guard isDirty, isMounted else { return }
        render(reasons: dirtyReasons, transaction: pendingTransaction)
    }

    private func render(reasons: [UpdateReason], transaction: Transaction) {
        // The render's scope: a size that may change is laid out again from
        // here up; a repaint or a change of children alone lays out nothing here.
        if reasons.contains(.initial) || behavior.renderMayChangeSize(self, reasons: reasons) {
            setNeedsLayout()
        } else if needsLayoutOnRender {
            // What it read while laid out changed: its content is laid out
            // again, and its size too unless that ignores its content (a list).
            setNeedsLayout(childrenChanged: true)
        }
        needsLayoutOnRender = false
        isDirty = false
        dirtyReasons = []
        pendingTransaction = Transaction()
        // What the behaviour reads (a binding in `updateWidget`, a list's
        // selection) is this node's dependency: a write renders it again.
        Evaluation.run(of: self) { behavior.render(self, reasons: reasons, transaction: transaction) }
    }

    /// The environment the children inherit: a behaviour derives it from the
    /// node's environment and view, so it is kept while neither changes.
    var childEnvironment: EnvironmentValues {
        if let derivedEnvironment, derivedEnvironment.source.hasSameRevision(as: environment) {
            return derivedEnvironment.derived
        }
        let derived = behavior.childEnvironment(self)
        derivedEnvironment = (environment, derived)
        return derived
    }

    /// Forgets the environment derived for the children, for a behaviour whose
    /// ``NodeBehavior/childEnvironment(_:)`` changed without a new view value
    /// (a tappable view's focus highlight); the next render hands them the new one.
    func childEnvironmentChanged() { derivedEnvironment = nil }

    private func propagateEnvironment(transaction: Transaction) {
        let childEnvironment = childEnvironment
        let childTransaction = behavior.childTransaction(self, transaction)
        for child in children {
            child.receive(environment: childEnvironment, transaction: childTransaction)
        }
    }

    /// Marks the node to re-render in the next pass, remembering why and with which transaction.
    func invalidate(_ reason: UpdateReason, transaction: Transaction) {
        guard isMounted, let graph else { return }
        graph.noteInvalidation()
        if graph.isInPass {
            graph.submitWrite { [weak self] in self?.invalidate(reason, transaction: transaction) }
            return
        }
        if !dirtyReasons.contains(reason) { dirtyReasons.append(reason) }
        pendingTransaction = isDirty ? pendingTransaction.merged(with: transaction) : transaction
        if !isDirty {
            isDirty = true
            graph.markDirty(self)
        }
    }

    /// A state read while the node was measured or placed changed: the
    /// render the invalidation causes lays the node out again.
    func layoutReadChanged() { needsLayoutOnRender = true }

    /// Forgets a pending re-render (a chain of updates the graph stopped).
    func discardPendingUpdate() {
        isDirty = false
        dirtyReasons = []
        pendingTransaction = Transaction()
    }

    func unmount() {
        guard isMounted else { return }
        graph?.keyHints.nodeHintsMayHaveChanged()
        for child in children.reversed() { child.unmount() }
        children = []
        isMounted = false
        isDirty = false
        parent = nil
        graph?.forgetWidget(of: self)
        behavior.unmount(self)
        stateSlots = []
    }
}
