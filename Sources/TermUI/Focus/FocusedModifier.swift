import CursesKit

extension View {
    /// Binds this view's focus to a `Bool` ``FocusState``: true while the
    /// first focusable widget inside has focus; writing true focuses it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedModifier(content: self, binding: condition, match: true)
    }

    /// Binds this view's focus to a ``FocusState``: the state is `value`
    /// while the first focusable widget inside has focus; writing `value`
    /// focuses it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        FocusedModifier(content: self, binding: binding, match: value)
    }
}

struct FocusedModifier<Content: View, Value: Hashable>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let binding: FocusState<Value>.Binding
    let match: Value

    func makeBehavior() -> NodeBehavior { FocusedBehavior(view: self) }
}

/// A view bound to a focus state, as the focus registry sees it.
@MainActor
protocol FocusTarget: AnyObject {
    /// The focus state storage the target writes (targets sharing one form a group).
    var storageObject: AnyObject? { get }
    /// True when the state's value asks for this target to be focused.
    var isRequested: Bool { get }
    /// The value the state has while this target is focused.
    var matchValue: AnyHashable? { get }
    /// The widget to focus: the first focusable one inside, in tree order.
    var focusableWidget: Widget? { get }
    /// True when `widget` is inside the target; `ancestry` is the widget and
    /// its superwidgets, by identity (worked out once for all the targets).
    func contains(_ widget: Widget, ancestry: Set<ObjectIdentifier>) -> Bool
    /// Writes the target's value (focused) into the state.
    func reflectFocused()
    /// Writes the empty value (none of the group focused) into the state.
    func reflectUnfocused()
}

@MainActor
final class FocusedBehavior<Content: View, Value: Hashable>:
    SingleChildBehavior<FocusedModifier<Content, Value>>, FocusTarget
{
    private weak var node: ViewNode?
    /// The modifier as of the last render (the registry reads it between passes).
    private var modifier: FocusedModifier<Content, Value>?
    private var isRegistered = false

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        self.node = node
        modifier = view
        if !isRegistered, let graph = node.graph {
            isRegistered = true
            graph.focusRegistry.register(self)
        }
    }

    override func unmount(_ node: ViewNode) {
        node.graph?.focusRegistry.unregister(self)
        isRegistered = false
    }

    var storageObject: AnyObject? { modifier?.binding.storage }

    var matchValue: AnyHashable? { modifier.map { AnyHashable($0.match) } }

    var isRequested: Bool {
        guard let modifier, let storage = modifier.binding.storage else { return false }
        return storage.value == modifier.match
    }

    private var widgets: [Widget] {
        var found: [Widget] = []
        node?.forEachNode { if let widget = $0.behavior.widget { found.append(widget) } }
        return found
    }

    var focusableWidget: Widget? {
        // The group's widgets include those inside a hidden one: none of them can take focus.
        for widget in widgets where widget.isVisibleInTree {
            if let focusable = Self.firstFocusable(in: widget) { return focusable }
        }
        return nil
    }

    /// One of the target's widgets is among `ancestry`.
    func contains(_ widget: Widget, ancestry: Set<ObjectIdentifier>) -> Bool {
        guard let node else { return false }
        return Self.holds(node, anyOf: ancestry)
    }

    /// True when `node` or a node under it hosts a widget of `ancestry`; stops
    /// at the first (a walk, not a list of the subtree's widgets each key).
    private static func holds(_ node: ViewNode, anyOf ancestry: Set<ObjectIdentifier>) -> Bool {
        if let widget = node.behavior.widget, ancestry.contains(ObjectIdentifier(widget)) { return true }
        for child in node.children where holds(child, anyOf: ancestry) { return true }
        return false
    }

    func reflectFocused() {
        guard let modifier else { return }
        modifier.binding.storage?.reflect(modifier.match)
    }

    func reflectUnfocused() {
        guard let storage = modifier?.binding.storage else { return }
        storage.reflect(storage.empty)
    }

    private static func firstFocusable(in widget: Widget) -> Widget? {
        guard !widget.isHidden else { return nil }
        if widget.canBecomeFocused { return widget }
        for child in widget.subwidgets {
            if let found = firstFocusable(in: child) { return found }
        }
        return nil
    }
}

extension FocusedModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
