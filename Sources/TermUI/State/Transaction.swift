/// The context of one state change: whether it animates, and how.
///
/// Every write carries the transaction it was made in to each update it
/// causes, so a representable can read `context.transaction.animation` and
/// animate its widget.
///
/// ```swift
/// withTransaction(Transaction(animation: .linear(duration: 0.2))) { isOn.toggle() }
/// ```
public struct Transaction: Sendable, Equatable {
    /// The animation to apply to the changes, or `nil` for none.
    public var animation: Animation?
    /// True to make views ignore animations for these changes.
    public var disablesAnimations: Bool

    /// Creates a transaction.
    public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }

    /// The transaction of the `withTransaction`/`withAnimation` call running now, if any.
    @MainActor static var currentIfSet: Transaction? { TransactionStack.stack.last }

    /// The transaction a write made now carries: the innermost running one, else a plain one.
    @MainActor static var current: Transaction { currentIfSet ?? Transaction() }

    /// ``current`` as seen from any thread: an observation callback runs on
    /// the thread of the write that triggered it, and reads the transactions
    /// of that thread's (or task's) running `withTransaction` calls, or none.
    static var currentOnThisThread: Transaction { TransactionStack.stack.last ?? Transaction() }

    /// The animation a representable should apply: ``animation``, or `nil`
    /// when ``disablesAnimations`` is set.
    ///
    /// An adapter reads this rather than ``animation`` so that
    /// `withTransaction(Transaction(disablesAnimations: true))` turns its
    /// animation off, as it does for the primitives:
    ///
    /// ```swift
    /// func updateWidget(_ widget: LabelWidget, context: Context) {
    ///     if let animation = context.transaction.effectiveAnimation {
    ///         Widget.animate(duration: animation.duration) { widget.style = style }
    ///     } else {
    ///         widget.style = style
    ///     }
    /// }
    /// ```
    public var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// Combines two transactions that land in the same pass: an animation wins over none.
    func merged(with other: Transaction) -> Transaction {
        var result = self
        if other.animation != nil { result.animation = other.animation }
        result.disablesAnimations = disablesAnimations || other.disablesAnimations
        return result
    }
}

/// The transactions of the running `withTransaction` calls, innermost last.
///
/// A task-local (thread-local outside tasks), so an observation callback
/// that runs synchronously inside a write reads it soundly from whatever
/// thread made the write, and sees exactly the calls running there.
enum TransactionStack {
    @TaskLocal static var stack: [Transaction] = []
}

/// Runs `body` so that every state change it makes carries `transaction`.
@MainActor
@discardableResult
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    try TransactionStack.$stack.withValue(TransactionStack.stack + [transaction]) { try body() }
}

/// Runs `body` so that every state change it makes animates with `animation`.
///
/// ```swift
/// Button("Grow") { withAnimation(.easeInOut(duration: 0.3)) { isLarge.toggle() } }
/// ```
@MainActor
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
