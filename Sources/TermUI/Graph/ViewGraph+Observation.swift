import Locking
import Observation

/// `@Observable` reads tracked per node, and the inbox their change callbacks
/// post to from any thread.
extension ViewGraph {

    /// Runs `body` recording `@Observable` reads; a later change of one invalidates `node`.
    ///
    /// The registration holds only a weak reference to the node. Observation
    /// offers no public way to cancel it, so one made by a view that goes
    /// away (or renders again) stays in the model's registrar, about 700
    /// bytes, until the model next changes one of the properties it read.
    /// `LiveInstanceCounter.observations` counts them.
    /// The `@State` slots read meanwhile record `node` as a reader too (``Evaluation``).
    func withTrackedAccess<T>(of node: ViewNode, _ body: () -> T) -> T {
        Evaluation.run(of: node) { withObservationTracking(body, onChange: changeNotifier(for: node)) }
    }

    /// What invalidates `node` when an observed model changes, callable from
    /// any thread: an `@Observable` change callback, or an
    /// ``ObservableObjectPublisher``'s `send()` (see ``ObservationInbox``).
    func changeNotifier(for node: ViewNode) -> @Sendable () -> Void {
        let reference = WeakNodeReference(node)
        let inbox = observationInbox
        let wake = observationWake
        return {
            inbox.post(
                ObservationPost(
                    reference: reference, transaction: Transaction.currentOnThisThread,
                    fromPass: PassScope.isRunning))
            wake()
        }
    }
}

/// Invalidations posted by `@Observable` change callbacks.
///
/// Observation calls `onChange` synchronously on the thread of the write. A
/// write made on the main actor runs there, but a model that is not
/// main-actor isolated may be written from any thread, and the callback
/// cannot prove which (nor can it test: `MainActor.assumeIsolated` traps,
/// and the main actor is not always the main thread: Swift Testing on Linux
/// runs it elsewhere). So the callback only posts here, under a lock, with
/// the transaction of its own thread, and wakes the host; the graph drains
/// the inbox on the main actor at the start of the next pass.
final class ObservationInbox: Sendable {
    private struct State {
        var pending: [ObservationPost] = []
        var postsFromPass = false
    }

    private let state = Locked(State())

    func post(_ post: ObservationPost) {
        state.withLock { state in
            state.pending.append(post)
            if post.fromPass { state.postsFromPass = true }
        }
    }

    func take() -> [ObservationPost] {
        state.withLock { state in
            defer { state = State() }
            return state.pending
        }
    }

    var isEmpty: Bool {
        state.withLock { $0.pending.isEmpty }
    }

    /// True when a waiting change was written by a pass (on the pass's own thread).
    var hasPostsFromPass: Bool {
        state.withLock { $0.postsFromPass }
    }
}

/// One observed change: whose node it invalidates, with which transaction,
/// and whether a pass made it (a write from a body or an `updateWidget`).
struct ObservationPost: Sendable {
    let reference: WeakNodeReference
    let transaction: Transaction
    let fromPass: Bool
}

/// Marks the thread (or task) running a pass, so an observation callback,
/// which runs on the writer's thread, can tell a write the pass made.
enum PassScope {
    @TaskLocal static var isRunning = false
}

/// A node reference the observation callback may carry across isolation.
final class WeakNodeReference: @unchecked Sendable {
    private weak var node: ViewNode?

    @MainActor init(_ node: ViewNode) {
        self.node = node
        LiveInstanceCounter.observations.increment()
    }

    deinit { LiveInstanceCounter.observations.decrement() }

    @MainActor func invalidate(transaction: Transaction) {
        node?.invalidate(.observedChanged, transaction: transaction)
    }

    /// The view type of the node, while it is mounted (for the runaway warning).
    @MainActor var typeName: String? { node.flatMap { $0.isMounted ? $0.typeName : nil } }
}
