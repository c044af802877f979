import CursesKit

extension View {
    /// Runs `action` once when the view appears (after the pass that added it).
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        LifecycleModifier(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` once when the view is removed.
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
        LifecycleModifier(content: self, onAppear: nil, onDisappear: action)
    }

    /// Runs `action` with the old and new value whenever `value` changes
    /// between passes, and once with `value` as both when the view appears if
    /// `initial` is true.
    ///
    /// ```swift
    /// .onChange(of: sortOrder) { _, newOrder in people.sort(using: newOrder) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ChangeModifier(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` whenever `value` changes between passes (and when the
    /// view appears if `initial` is true).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        ChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value whenever `value` changes between
    /// passes: SwiftUI's deprecated one-parameter form.
    ///
    /// ```swift
    /// .onChange(of: query) { newQuery in search(newQuery) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some View {
        ChangeModifier(content: self, value: value, initial: false) { _, new in action(new) }
    }

    /// Starts `action` when the view appears and cancels it when the view disappears.
    public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskModifier(content: self, action: action)
    }
}

struct LifecycleModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func makeBehavior() -> NodeBehavior { LifecycleBehavior(view: self) }
}

@MainActor
final class LifecycleBehavior<Content: View>: SingleChildBehavior<LifecycleModifier<Content>> {
    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard isFirst, let action = view.onAppear else { return }
        node.graph?.submitWrite(action)
    }

    override func unmount(_ node: ViewNode) {
        guard let action = view.onDisappear else { return }
        node.graph?.submitWrite(action)
    }
}

struct ChangeModifier<Content: View, Value: Equatable>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func makeBehavior() -> NodeBehavior { ChangeBehavior(view: self) }
}

@MainActor
final class ChangeBehavior<Content: View, Value: Equatable>: SingleChildBehavior<
    ChangeModifier<Content, Value>
>
{
    private var last: Value?

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        let modifier = view
        defer { last = modifier.value }
        if isFirst, modifier.initial {
            let value = modifier.value
            node.graph?.submitWrite { modifier.action(value, value) }
            return
        }
        guard let old = last, old != modifier.value else { return }
        let new = modifier.value
        node.graph?.submitWrite { modifier.action(old, new) }
    }
}

struct TaskModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: @MainActor @Sendable () async -> Void

    func makeBehavior() -> NodeBehavior { TaskBehavior(view: self) }
}

@MainActor
final class TaskBehavior<Content: View>: SingleChildBehavior<TaskModifier<Content>> {
    private var task: Task<Void, Never>?

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard isFirst else { return }
        let action = view.action
        if #available(macOS 15, *) {
            // Off the global executor: see MainQueueTaskExecutor.
            task = MainQueueTaskExecutor.start(action)
        } else {
            task = Task { @MainActor in await action() }
        }
    }

    override func unmount(_ node: ViewNode) {
        task?.cancel()
        task = nil
    }
}
