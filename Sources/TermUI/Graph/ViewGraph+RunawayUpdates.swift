/// A chain of passes each caused by the one before, stopped with a warning.
extension ViewGraph {
    /// How many passes in a row may each be caused by the one before. A view
    /// that writes state on every update (from its body, `updateWidget` or an
    /// `.onChange` that changes what it watches) would otherwise re-render for
    /// ever; SwiftUI warns "Modifying state during view update" for it.
    static let chainedPassLimit = 50

    /// Drops the pending re-renders of a chain that reached
    /// ``chainedPassLimit``, and says which views kept writing. Their state
    /// keeps the values written; they render again on the next change that
    /// does not come from their own updates (a key, a timer, a task).
    func stopRunawayUpdates() {
        let names = dirty.filter { $0.isDirty && $0.isMounted }.map(\.typeName)
        for node in dirty { node.discardPendingUpdate() }
        dirty.removeAll()
        passScheduled = false
        chainedPasses = 0
        // Observed changes the chain made are dropped too; others (a model
        // written from another thread meanwhile) still re-render.
        var observedNames: [String] = []
        for post in observationInbox.take() {
            if post.fromPass {
                if let name = post.reference.typeName { observedNames.append(name) }
            } else {
                post.reference.invalidate(transaction: post.transaction)
            }
        }
        let unique = (names + observedNames).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        warn(
            "state modified during view update: \(unique.joined(separator: ", ")) "
                + "changed state on \(Self.chainedPassLimit) passes in a row, each caused by the one "
                + "before; updates stopped until something else changes. Make the change in an "
                + "action, a task, or an .onChange whose write settles.")
    }

    /// Records a runtime warning: kept in ``runtimeWarnings``, appended to
    /// the `TERMUI_TRACE` file, and written to standard error. On the
    /// terminal, standard error is captured while the app runs and replayed
    /// after the terminal is restored (``Screen``), so a warning never
    /// draws over the screen.
    func warn(_ message: String) {
        runtimeWarnings.append(message)
        tracer?.write(line: "warning: " + message)
        LifecycleTracer.reportOnStandardError("warning: " + message)
    }
}
