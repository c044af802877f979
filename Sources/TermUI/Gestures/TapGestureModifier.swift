import CursesKit

extension View {
    /// Runs `action` when the view is tapped `count` times: here, clicked
    /// (`count` clicks on the same view in quick succession), or, from the
    /// keyboard, Enter or Space while it has focus.
    ///
    /// A terminal is used from the keyboard first, so the view takes focus:
    /// Tab reaches it as it reaches a button, and it shows the accent colour
    /// behind its content while focused. Inside a `List` the list keeps the
    /// focus, and Enter on the row runs the action (a click selects the row,
    /// as the list's clicks do).
    ///
    /// ```swift
    /// Text(item.title)
    ///     .onTapGesture { selected = item }
    /// Image(systemName: "heart")
    ///     .onTapGesture(count: 2) { liked.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        TapGestureModifier(content: self, count: max(1, count), minimumDuration: 0, action: action)
    }
}

/// A view that runs an action on a click or on Enter and Space.
struct TapGestureModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let count: Int
    /// How long a click is held before it counts (a long press), in seconds.
    let minimumDuration: Double
    let action: @MainActor () -> Void

    func makeBehavior() -> NodeBehavior { TapGestureBehavior(view: self) }
}

/// Hosts the content in a ``TapGestureWidget`` and shows its focus: the
/// focus registry tells it when focus enters or leaves, and the content
/// renders again on the accent colour, as a focused list row does.
@MainActor
final class TapGestureBehavior<Content: View>: SingleChildBehavior<TapGestureModifier<Content>>,
    ListRowActivating, FocusTarget
{
    private let tapWidget = TapGestureWidget()
    private weak var node: ViewNode?
    /// True while the widget has focus, as the content was last rendered.
    private var isHighlighted = false

    override var widget: Widget? { tapWidget }
    override var containerWidget: Widget? { tapWidget }
    override var isLayoutTransparent: Bool { false }

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        if isFirst {
            self.node = node
            node.graph?.focusRegistry.register(self)
        }
        let modifier = view
        tapWidget.count = modifier.count
        tapWidget.minimumDuration = modifier.minimumDuration
        tapWidget.clock = { [weak node] in node?.environment.timelineClock.now ?? Date() }
        tapWidget.activate = { [weak node] in node?.graph?.submitWrite(modifier.action) }
    }

    override func unmount(_ node: ViewNode) {
        node.graph?.focusRegistry.unregister(self)
        self.node = nil
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        if isHighlighted {
            environment.backgroundColor = environment.accentColor ?? .cyan
            environment.foregroundColor = .black
        }
        return environment
    }

    func activateRow() -> Bool {
        tapWidget.activate()
        return true
    }

    private func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        node?.childEnvironmentChanged()
        node?.invalidate(.stateChanged, transaction: Transaction())
    }

    // MARK: FocusTarget: told when focus comes to the widget and leaves it.

    var storageObject: AnyObject? { self }
    var matchValue: AnyHashable? { nil }
    /// True while highlighted, so the registry tells this target when focus leaves.
    var isRequested: Bool { isHighlighted }
    var focusableWidget: Widget? { tapWidget.canBecomeFocused ? tapWidget : nil }
    func contains(_ widget: Widget, ancestry: Set<ObjectIdentifier>) -> Bool { widget === tapWidget }
    func reflectFocused() { setHighlighted(true) }
    func reflectUnfocused() { setHighlighted(false) }
}

/// The widget of an `.onTapGesture` view: its content's widgets inside; it
/// takes focus (outside a list), Enter, Space and clicks.
@MainActor
final class TapGestureWidget: Widget {
    var activate: () -> Void = {}
    var count = 1
    var minimumDuration = 0.0
    var clock: () -> Date = { Date() }
    /// How soon after a click the next one counts towards ``count``.
    static let multipleClickInterval = 0.4
    private var clicks: (count: Int, at: Date)?
    /// When the button went down, for a long press.
    private var pressedAt: Date?

    override var canBecomeFocused: Bool { !isInsideListWidget }

    override var keyHints: [KeyHint] {
        isInsideListWidget
            ? [] : [KeyHint([KeyEvent(.enter), .character(" ")], "tap", symbol: "Enter", priority: .high)]
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            activate()
            return true
        default:
            return false
        }
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.button == 1 else { return false }
        if minimumDuration > 0 { return handleLongPress(event) }
        switch event.kind {
        case .press, .click:
            let now = clock()
            let previous = clicks.flatMap {
                now.timeIntervalSince($0.at) < Self.multipleClickInterval ? $0 : nil
            }
            let clicked = (previous?.count ?? 0) + 1
            if clicked >= count {
                clicks = nil
                activate()
            } else {
                clicks = (clicked, now)
            }
            return true
        case .release, .drag:
            return true
        default:
            return false
        }
    }

    /// A long press: the button held down for ``minimumDuration`` before it is let go.
    private func handleLongPress(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press:
            pressedAt = clock()
            return true
        case .release:
            if let pressedAt, clock().timeIntervalSince(pressedAt) >= minimumDuration { activate() }
            pressedAt = nil
            return true
        case .click, .drag:
            return true
        default:
            return false
        }
    }
}
