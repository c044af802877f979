import CursesKit

/// A button drawn by a ``ButtonStyle`` of the app's own: a focusable
/// ``PressableWidget`` holds whatever the style's `makeBody` builds, and
/// builds it again when a press starts or ends (`isPressed`).
struct StyledButton: View, PrimitiveView {
    typealias Body = Never
    let title: String
    let role: ButtonRole?
    let action: () -> Void
    let style: any ButtonStyle

    func makeBehavior() -> NodeBehavior { StyledButtonBehavior(view: self) }

    func body(isPressed: Bool) -> AnyView {
        let configuration = ButtonStyleConfiguration(
            role: role, label: ButtonStyleConfiguration.Label(content: AnyView(Text(title))),
            isPressed: isPressed)
        return Self.body(of: style, configuration)
    }

    private static func body(of style: some ButtonStyle, _ configuration: ButtonStyleConfiguration) -> AnyView
    {
        AnyView(style.makeBody(configuration: configuration))
    }
}

@MainActor
final class StyledButtonBehavior: ViewBehavior<StyledButton> {
    private let control = PressableWidget()
    /// The shortcut's hint the last render declared.
    private var declaredHints: [KeyHint]?
    override var widget: Widget? { control }
    /// The style's widgets are the control's subwidgets: a click on the
    /// label hits them and goes up to the control.
    override var containerWidget: Widget? { control }
    override var isLayoutTransparent: Bool { false }
    override func environmentChangesKeyHints(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        KeyboardShortcut.hintChanges(from: old, to: new)
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        control.isEnabled = node.trackedEnvironment.isEnabled
        control.title = view.title
        control.onPress = { [weak self, weak node] in
            guard let self, let node, node.environment.isEnabled else { return }
            self.view.action()
        }
        control.onPressChange = { [weak node] in node?.invalidate(.stateChanged, transaction: Transaction()) }
        node.reconcile(
            [ChildSpec(key: .index(0), view: view.body(isPressed: control.isHighlighted))],
            transaction: transaction)
        noteDeclaredHints(keyHints(node, at: .shortcut), was: &declaredHints, node: node)
    }

    override func unmount(_ node: ViewNode) { control.removeFromSuperwidget() }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(proposal, units: node.layoutUnitsOfChildren)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: rect)
    }

    /// The shortcut's key, labelled with the button's title.
    override func keyHints(_ node: ViewNode, at stage: KeyHintStage) -> [KeyHint] {
        guard stage == .shortcut, node.environment.isEnabled, let shortcut = node.environment.keyboardShortcut
        else { return [] }
        return [shortcut.hint(view.title)]
    }

    override func handleShortcut(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard let shortcut = node.environment.keyboardShortcut, shortcut.matches(key),
            node.environment.isEnabled
        else { return false }
        view.action()
        return true
    }
}

/// The focusable, pressable widget under a styled button's own widgets:
/// Enter, Space or a click press it, as any push button; the terminal's
/// cursor marks it while it has focus.
@MainActor
final class PressableWidget: Control {
    var onPress: () -> Void = {}
    var onPressChange: () -> Void = {}
    private var wasHighlighted = false

    override init() {
        super.init()
        addTarget(self, action: PressableWidget.pressed, for: .primaryActionTriggered)
    }

    private func pressed() { onPress() }

    override var cursorPosition: Point? { .zero }

    override func handle(_ event: KeyEvent) -> Bool { handlePushButtonKey(event) }

    /// What Enter does: the button's title.
    var title = ""

    override var keyHints: [KeyHint] { pushButtonKeyHints(title: title) }

    override func handle(_ event: MouseEvent) -> Bool {
        let handled = handlePushButtonMouse(event)
        if isHighlighted != wasHighlighted {
            wasHighlighted = isHighlighted
            onPressChange()
        }
        return handled
    }
}
