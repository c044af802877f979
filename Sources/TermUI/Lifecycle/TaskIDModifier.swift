extension View {
    /// Starts `action` when the view appears, cancels it and starts it again
    /// whenever `id` changes, and cancels it when the view disappears
    /// (SwiftUI's `task(id:_:)`).
    ///
    /// The task is structured: it never outlives the view, so a key that
    /// changes `id` replaces the work instead of piling up unstructured tasks.
    /// The new run starts once the cancelled one has returned.
    ///
    /// ```swift
    /// Text(result)
    ///     .task(id: query) {
    ///         result = await search(query)
    ///     }
    /// ```
    public func task<ID: Equatable>(
        id: ID, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskIDModifier(content: self, id: id, action: action)
    }
}

struct TaskIDModifier<Content: View, ID: Equatable>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID
    let action: @MainActor @Sendable () async -> Void

    func makeBehavior() -> NodeBehavior { TaskIDBehavior(view: self) }
}

/// Runs the task for the current id; a new id cancels the running one first.
@MainActor
final class TaskIDBehavior<Content: View, ID: Equatable>: SingleChildBehavior<TaskIDModifier<Content, ID>> {
    private var task: Task<Void, Never>?
    private var runningID: ID?

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        let modifier = view
        if let runningID, runningID == modifier.id, task != nil { return }
        let previous = task
        previous?.cancel()
        runningID = modifier.id
        let action = modifier.action
        // The new run starts once the cancelled one has returned, so the two never overlap.
        task = Task { @MainActor in
            await previous?.value
            await action()
        }
    }

    override func unmount(_ node: ViewNode) {
        task?.cancel()
        task = nil
        runningID = nil
    }
}
