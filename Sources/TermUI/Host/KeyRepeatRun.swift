import CursesKit

/// One key pressed again and again on the focused control, in one read: a
/// key held down while the app fell behind, or a pasted run of Enter.
///
/// Every key normally waits for the pass the key before it asked for (see
/// ``EventRouter``). A run is the exception, as in SwiftUI, which handles
/// the events of one turn of the run loop before it evaluates bodies again:
/// once the pass after one press has been seen to leave the key's route as
/// it was (the same control focused and able to take focus, the same
/// `.onKeyPress` nodes on its path, the same scope taking input), the next
/// presses of the key in that read reach the control without a pass each,
/// and one pass shows them all. Its action runs on the view as last evaluated
/// and reads `@State` as it is. A press the control did not take, any other
/// key, a mouse event, a paste or the read's end ends the run, so the next
/// event sees everything settled.
///
/// A control inside a representable never starts a run: its coordinator sees
/// the current view before every event (contract rule 5).
@MainActor
struct KeyRepeatRun {
    let key: KeyEvent
    /// The focused widget that took the key.
    weak var control: Widget?
    /// The `.onKeyPress` nodes of its path, innermost first.
    let keyPressNodes: [ViewNode]
    /// The subtree that took input when the run started.
    weak var scope: ViewNode?
    /// Set once a press found its route as the press before it left it,
    /// after that press's pass: from then on presses go without a pass.
    var isVerified = false

    /// Whether `key` continues a verified run on the focused `widget`.
    func continues(with key: KeyEvent, focused widget: Widget?) -> Bool {
        guard isVerified, key == self.key, let control, control === widget else { return false }
        return control.canBecomeFocused
    }

    /// The run after a press of `key`, which `focused` took with the route
    /// `keyPressNodes` in `scope`; nil when that press starts none.
    static func after(
        _ previous: KeyRepeatRun?, key: KeyEvent, focusedBefore: Widget?, graph: ViewGraph,
        keyPressNodes: [ViewNode]
    ) -> KeyRepeatRun? {
        guard let focused = graph.focusChain.focused, focused === focusedBefore, focused.canBecomeFocused
        else { return nil }
        let scope = graph.inputScopeNode
        if var run = previous, run.key == key, run.control === focused, run.scope === scope,
            Self.same(run.keyPressNodes, keyPressNodes)
        {
            // Asked once a run would begin, not at every key that might start one.
            guard !Self.isInsideRepresentable(focused, graph: graph, scope: scope) else { return nil }
            run.isVerified = true
            return run
        }
        return KeyRepeatRun(key: key, control: focused, keyPressNodes: keyPressNodes, scope: scope)
    }

    private static func same(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }

    private static func isInsideRepresentable(_ widget: Widget, graph: ViewGraph, scope: ViewNode?) -> Bool {
        var node = graph.node(containing: widget)
        while let current = node {
            if current.behavior.refreshesBeforeEvents { return true }
            if current === scope { break }
            node = current.parent
        }
        return false
    }
}
