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

    /// Runs `action` with the old and new value whenever `value` changes between passes.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ChangeModifier(content: self, value: value, action: action)
    }

    /// Starts `action` when the view appears and cancels it when the view disappears.
    public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskModifier(content: self, action: action)
    }

    /// Handles keys while this view or a descendant has focus (or, with
    /// nothing focused, before any widget sees them). Return true to consume.
    public func onKeyPress(_ action: @escaping @MainActor (KeyEvent) -> Bool) -> some View {
        KeyPressModifier(content: self, action: action)
    }
}

/// A modifier with one child that reacts to the node's life.
@MainActor
class SingleChildBehavior: NodeBehavior {
    func content(of view: any View) -> any View { EmptyView() }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: content(of: node.view))], transaction: transaction)
        didRender(node, isFirst: reasons.contains(.initial))
    }

    func didRender(_ node: ViewNode, isFirst: Bool) {}
}

struct LifecycleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func makeBehavior() -> NodeBehavior { LifecycleBehavior<Content>() }
}

@MainActor
final class LifecycleBehavior<Content: View>: SingleChildBehavior {
    override func content(of view: any View) -> any View {
        (view as? LifecycleModifier<Content>)?.content ?? EmptyView()
    }

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard isFirst, let action = (node.view as? LifecycleModifier<Content>)?.onAppear else { return }
        node.graph?.submitWrite(action)
    }

    override func unmount(_ node: ViewNode) {
        guard let action = (node.view as? LifecycleModifier<Content>)?.onDisappear else { return }
        node.graph?.submitWrite(action)
    }
}

struct ChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let action: @MainActor (Value, Value) -> Void

    func makeBehavior() -> NodeBehavior { ChangeBehavior<Content, Value>() }
}

@MainActor
final class ChangeBehavior<Content: View, Value: Equatable>: SingleChildBehavior {
    private var last: Value?

    override func content(of view: any View) -> any View {
        (view as? ChangeModifier<Content, Value>)?.content ?? EmptyView()
    }

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard let modifier = node.view as? ChangeModifier<Content, Value> else { return }
        defer { last = modifier.value }
        guard let old = last, old != modifier.value else { return }
        let new = modifier.value
        node.graph?.submitWrite { modifier.action(old, new) }
    }
}

struct TaskModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: @MainActor @Sendable () async -> Void

    func makeBehavior() -> NodeBehavior { TaskBehavior<Content>() }
}

@MainActor
final class TaskBehavior<Content: View>: SingleChildBehavior {
    private var task: Task<Void, Never>?

    override func content(of view: any View) -> any View {
        (view as? TaskModifier<Content>)?.content ?? EmptyView()
    }

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard isFirst, let action = (node.view as? TaskModifier<Content>)?.action else { return }
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

struct KeyPressModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: @MainActor (KeyEvent) -> Bool

    func makeBehavior() -> NodeBehavior { KeyPressBehavior<Content>() }
}

@MainActor
final class KeyPressBehavior<Content: View>: SingleChildBehavior {
    override func content(of view: any View) -> any View {
        (view as? KeyPressModifier<Content>)?.content ?? EmptyView()
    }

    override func handleKeyPress(_ key: KeyEvent, node: ViewNode) -> Bool {
        (node.view as? KeyPressModifier<Content>)?.action(key) ?? false
    }
}
