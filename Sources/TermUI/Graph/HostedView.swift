import CursesKit

/// A built-in view shown by one CursesKit widget (Text on LabelWidget, Button on
/// Button...). Unlike user representables these do not appear in the lifecycle log.
@MainActor
protocol HostedView: View, PrimitiveView where Body == Never {
    associatedtype WidgetType: Widget
    func makeWidget(target: ActionTarget) -> WidgetType
    func update(_ widget: WidgetType, environment: EnvironmentValues, transaction: Transaction)
    func sizeThatFits(_ proposal: ProposedSize, widget: WidgetType) -> Size
    /// Runs when the widget fires its primary action.
    func performAction(environment: EnvironmentValues)
    /// Runs when the widget fires its action; `target` can read the widget's value.
    func performAction(environment: EnvironmentValues, target: ActionTarget)
    /// True when a `.keyboardShortcut` in scope presses this view (a button).
    static var answersKeyboardShortcuts: Bool { get }
    /// What a `.keyboardShortcut` on this view does, as its hint says it (a button's title).
    var shortcutHintLabel: String { get }
    /// What Esc runs when this view is an alert's or a dialog's `.cancel` button.
    func cancelAction(environment: EnvironmentValues) -> (() -> Void)?
    /// The stored properties that only change how the widget paints, never
    /// its size (a colour, a progress value): a change of these alone lays
    /// nothing out. One left off costs a layout, never a stale screen.
    static var paintOnlyProperties: [PartialKeyPath<Self>] { get }
    /// The environment keys that only change how the widget paints.
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] { get }
    /// Undoes what the widget set up outside itself before it leaves the
    /// screen (a pop-up it opened in the root), as SwiftUI's
    /// `dismantleUIView(_:coordinator:)`; nothing by default.
    static func dismantleWidget(_ widget: WidgetType)
    /// False for a view whose widget fires nothing and whose `makeWidget`
    /// ignores its target (a text, an image, a shape): its node then makes
    /// no target, no action closure and no weak reference to its behaviour,
    /// three allocations for every `Text` on screen. True by default.
    static var firesActions: Bool { get }
}

extension HostedView {
    func makeBehavior() -> NodeBehavior { HostedBehavior(view: self) }
    func performAction(environment: EnvironmentValues) {}
    static var answersKeyboardShortcuts: Bool { false }
    var shortcutHintLabel: String { "" }
    func cancelAction(environment: EnvironmentValues) -> (() -> Void)? { nil }
    static var paintOnlyProperties: [PartialKeyPath<Self>] { [] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] { [] }
    static func dismantleWidget(_ widget: WidgetType) {}
    static var firesActions: Bool { true }
    func performAction(environment: EnvironmentValues, target: ActionTarget) {
        performAction(environment: environment)
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: WidgetType) -> Size {
        IntrinsicSizing.size(of: widget, for: proposal)
    }
}

/// Receives a hosted control's actions and forwards them to the current view value,
/// so an action closure is never stale: the built-in views' coordinator.
///
/// Its closures are handed the target rather than capturing it: a closure
/// stored in the object it captures keeps both alive for good (one leaked
/// target per Text, Button or field ever shown).
@MainActor
final class ActionTarget {
    weak var node: ViewNode?
    var perform: (ViewNode, ActionTarget) -> Void = { _, _ in }
    var submitAction: (ViewNode) -> Void = { _ in }
    /// The text of an editable widget, for writing back through a binding.
    var widgetText: () -> String? = { nil }
    /// The value of a control (a checkbox's `isOn`), for writing back through a binding.
    var widgetValue: () -> Any? = { nil }

    init() { LiveInstanceCounter.actionTargets.increment() }

    deinit { LiveInstanceCounter.actionTargets.decrement() }

    /// The one target handed to the `makeWidget` of views that fire nothing
    /// (``HostedView/firesActions``): it has no node, so it never fires. Made
    /// once and kept, it counts as one live target for good.
    static let inert = ActionTarget()

    func fire() {
        if let node { perform(node, self) }
    }
}

/// A behaviour that may hold an action target (``HostedBehavior``).
@MainActor
protocol ActionTargetCounting {
    var hasActionTarget: Bool { get }
}

@MainActor
final class HostedBehavior<V: HostedView>: ViewBehavior<V>, ActionTargetCounting {
    @exclusivity(unchecked) private var hosted: V.WidgetType?
    /// Nil for a view that fires nothing (``HostedView/firesActions``).
    private var target: ActionTarget?

    /// True when the node made an action target (counted by the tests).
    var hasActionTarget: Bool { target != nil }

    /// False when the last change of inputs touched only ``HostedView/paintOnlyProperties``.
    private var inputsMayChangeSize = true

    override var widget: Widget? { hosted }
    override var isLayoutTransparent: Bool { false }

    override func willChange(from old: V, to new: V) {
        let plan = ValueComparison.layoutPlan(for: V.self)
        var old = old
        var new = new
        inputsMayChangeSize = plan.isNeverEqual || !plan.compare(&old, &new)
    }

    /// The widget is measured again after its update, for the proposals it
    /// was asked, and laid out only if an answer changed.
    private var sizeCheck = SizeCheckAfterUpdate()
    /// The shortcut's hint the last render declared (a button).
    private var declaredHints: [KeyHint]?

    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool {
        guard inputsOrEnvironmentMayChangeSize(node, reasons: reasons) else { return false }
        return !sizeCheck.waitsForUpdate(node, reasons: reasons, hasWidget: hosted != nil)
    }

    private func inputsOrEnvironmentMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool {
        for reason in reasons {
            switch reason {
            case .inputsChanged where !inputsMayChangeSize: continue
            case .environmentChanged:
                var keys = Set<ObjectIdentifier>()
                for key in V.paintOnlyEnvironment { keys.insert(ObjectIdentifier(key)) }
                if node.environmentReads?.changesOnly(keys, in: node.environment) == false { return true }
            default: return true
            }
        }
        return false
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        if hosted == nil {
            if V.firesActions {
                let target = ActionTarget()
                self.target = target
                target.node = node
                // Reads the view when the action fires, so it is never stale
                // (weakly: the behaviour owns the target).
                target.perform = { [weak self] node, target in
                    self?.view.performAction(environment: node.environment, target: target)
                }
                hosted = view.makeWidget(target: target)
            } else {
                hosted = view.makeWidget(target: .inert)
            }
        }
        guard let hosted else { preconditionFailure("TermUI: \(V.self) made no widget") }
        node.environmentReads?.reset()
        node.graph?.withTrackedAccess(of: node) {
            view.update(hosted, environment: node.trackedEnvironment, transaction: transaction)
        }
        sizeCheck.run(node) { view.sizeThatFits($0, widget: hosted) }
        if V.answersKeyboardShortcuts {
            noteDeclaredHints(keyHints(node, at: .shortcut), was: &declaredHints, node: node)
        }
    }

    override func unmount(_ node: ViewNode) {
        if let hosted { V.dismantleWidget(hosted) }
        hosted?.removeFromSuperwidget()
        hosted = nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let hosted else { return .zero }
        return view.sizeThatFits(proposal, widget: hosted)
    }

    override func place(_ node: ViewNode, in rect: Rect) {}

    override func cancelAction(_ node: ViewNode) -> (() -> Void)? {
        view.cancelAction(environment: node.environment)
    }

    override func environmentChangesKeyHints(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        V.answersKeyboardShortcuts && KeyboardShortcut.hintChanges(from: old, to: new)
    }

    /// The shortcut's key, labelled with what the button says (as a menu shows it beside the item).
    override func keyHints(_ node: ViewNode, at stage: KeyHintStage) -> [KeyHint] {
        guard stage == .shortcut, V.answersKeyboardShortcuts, node.environment.isEnabled,
            let shortcut = node.environment.keyboardShortcut
        else { return [] }
        return [shortcut.hint(view.shortcutHintLabel)]
    }

    override func handleShortcut(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard let shortcut = node.environment.keyboardShortcut, shortcut.matches(key),
            node.environment.isEnabled, V.answersKeyboardShortcuts
        else { return false }
        target?.fire()
        return true
    }
}
