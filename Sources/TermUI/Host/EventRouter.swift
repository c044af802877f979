import CursesKit

/// The one event path of a graph, shared by ``TerminalHost`` and
/// ``HeadlessHost``. Every event first refreshes every coordinator's view of
/// its representable (contract rule 5); keys then go, in order, to
/// `.onKeyPress` handlers from the focused view outwards, the copy key of
/// the focused widget (``CopyKey``), the focused widget and its ancestors, Tab / Shift-Tab, keyboard shortcuts, keys no one
/// else took (a navigation stack's back keys), Esc for the topmost sheet, then, while a sheet is up, the `.onKeyPress` handlers of
/// the views that presented it (UIKit's responder chain, where a presented
/// controller's next responder is its presenter: app-wide keys keep working
/// over a sheet), `?` for the key help, the quit keys (`q` exits 0,
/// Ctrl-C 130), and last Ctrl-Z, which suspends to the shell when no text
/// control took it as undo. ``KeyHintRegistry`` walks the same order to tell which keys
/// are active. Focus changes are
/// written back to `@FocusState` before the event returns.
///
/// Every event is delivered on a settled graph (``ViewGraph/settle(limit:)``):
/// keys typed ahead, several in one read, each see what the keys before them
/// caused (state writes, `.onAppear` effects, focus set there, a sheet that
/// opened), as if typed slowly. The one exception is a run of typed text:
/// while the focused `TextInput` or `TextArea` takes characters (and Backspace, Delete) one
/// after another, the passes their binding writes ask for wait until the run
/// ends, so an unbracketed paste or a keyboard-wedge scanner costs one pass,
/// as a bracketed paste does, not one per character. `.onKeyPress` handlers
/// still see every key of the run, in order, and read `@State` as it is; any
/// other key, mouse event or paste first settles the graph. The host calls
/// ``finishInput()`` after the last event of a read, before drawing the frame.
/// The other exception is one key pressed again and again on the focused
/// control in one read (``KeyRepeatRun``): once a pass has left its route as
/// it was, the next presses go without a pass each.
///
/// A graph has one router (``ViewGraph/router``): the terminal host, the
/// headless host and a list that sends Enter as if typed share its state.
@MainActor
final class EventRouter {
    unowned let graph: ViewGraph
    /// Stops the process for the shell (Ctrl-Z); a host without a shell to
    /// return to (``HeadlessHost``) leaves it nil, and the key goes unhandled.
    var suspend: (() -> Void)?
    /// The text field or editor that took the last key as typed text, its pass not yet run.
    private weak var typingInto: Control?
    /// The `.onKeyPress` nodes of that field's path, innermost first: no pass
    /// runs inside a run of typed text, so the tree, and the path, stay as they were.
    private var typingKeyPressNodes: [ViewNode] = []
    /// The key pressed again and again on one control in this read, if any.
    private var repeatRun: KeyRepeatRun?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Keys that quit the app when nothing else took them.
    static let quitKeys: Set<KeyEvent> = [.character("q"), .control("c")]

    /// Delivers `key`; returns false when nothing took it.
    @discardableResult
    func dispatch(_ key: KeyEvent) -> Bool {
        // The read's end refreshes the key hints: its passes leave them alone.
        graph.keyHints.isInRead = true
        if graph.keyHints.isShowingHelp {
            // The help is modal: any key closes it (Ctrl-C still quits).
            graph.keyHints.hideHelp()
            if key != .control("c") { return true }
        }
        // A release goes only to the `.onKeyPress` handlers that asked for it
        // (their phases hold `.up`): a control acts as a key goes down, once.
        if key.phase == .up { return routeRelease(key) }
        let typing = typingInto.map { Self.types(key) && $0 === graph.focusChain.focused } ?? false
        let repeating = !typing && repeatRun?.continues(with: key, focused: graph.focusChain.focused) == true
        if !typing && !repeating { bringUpToDate() }
        typingInto = nil
        let known = typing ? typingKeyPressNodes : repeating ? repeatRun?.keyPressNodes : nil
        let handled = route(key, keyPressNodes: known)
        if typingInto == nil { typingKeyPressNodes = [] }
        graph.syncFocusState()
        return handled
    }

    /// Delivers a mouse event (root coordinates); returns false when nothing took it.
    @discardableResult
    func dispatch(_ mouse: MouseEvent) -> Bool {
        repeatRun = nil
        bringUpToDate()
        // Every report says where the pointer is: `.onHover` views hear it first.
        graph.pointerMoved(to: mouse.location)
        let pressed = mouse.kind == .press || mouse.kind == .click
        if pressed, let top = graph.presentedSheets.last, top.dismissesOnOutsideClick,
            !top.panel.frame.contains(mouse.location)
        {
            // A popover or a menu closes on a press outside it, which goes no further.
            top.dismiss()
            return true
        }
        if pressed, mouse.button == 3, openContextMenu(at: mouse.location) {
            graph.syncFocusState()
            return true
        }
        let handled = graph.focusChain.dispatch(mouse)
        graph.syncFocusState()
        // Refreshed here, so no later layout waits for the read's end (a
        // double click routes an Enter; a host may send a click alone).
        graph.keyHints.isInRead = false
        graph.keyHints.refresh()
        return handled
    }

    /// Delivers pasted text to the focused widget as one insertion; returns
    /// false when nothing took it. No `.onKeyPress`, shortcut or quit key sees it.
    @discardableResult
    func dispatch(paste text: String) -> Bool {
        repeatRun = nil
        bringUpToDate()
        let handled = graph.focusChain.dispatch(paste: text)
        graph.syncFocusState()
        graph.keyHints.isInRead = false
        graph.keyHints.refresh()
        return handled
    }

    /// A right click: opens the `.contextMenu` of the innermost view under
    /// `location` that has one, in the scope that takes input.
    private func openContextMenu(at location: Point) -> Bool {
        var innermost: ViewNode?
        graph.inputScopeNode?.forEachInputNode { node in
            if node.behavior.opensContextMenu, node.placedFrame.contains(location),
                innermost.map({ node.depth > $0.depth }) ?? true
            {
                innermost = node
            }
        }
        guard let node = innermost else { return false }
        return node.behavior.openContextMenu(at: location, node: node)
    }

    /// Ends a read's events: runs the passes they asked for (a run of typed
    /// text included), so the frame that follows shows every one of them.
    func finishInput() {
        typingInto = nil
        repeatRun = nil
        graph.settle()
        // Once per read, not per key: a run of typed text walks the graph
        // once, and so do a key and the pass it caused.
        graph.keyHints.isInRead = false
        graph.keyHints.refresh()
    }

    /// Settles the graph, lays out widgets placed by the last pass (Tab order
    /// and clicks read their frames; no frame is drawn between events read
    /// together), then lets coordinators see the current view (contract rule 5).
    private func bringUpToDate() {
        graph.settle()
        graph.rootWidget.layoutIfNeeded()
        for node in graph.nodesToPrepareForEvents where node.isMounted { node.behavior.prepareForEvent(node) }
    }

    /// Keys a focused `TextInput` or `TextArea` takes as an edit of its text.
    private static func types(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .character: key.modifiers.subtracting(.shift).isEmpty
        case .backspace, .delete: key.modifiers.isEmpty
        default: false
        }
    }

    /// Offers `key` to everyone in turn; `keyPressNodes` are the `.onKeyPress`
    /// nodes of the focused path when the caller knows them (a run of typed text).
    private func routeRelease(_ key: KeyEvent) -> Bool {
        repeatRun = nil
        bringUpToDate()
        let scope = graph.inputScopeNode
        var path = graph.keyPressPath(in: scope)
        var presenter = graph.presentedSheets.last?.presentingNode
        while let node = presenter {
            path.append(node)
            presenter = node.parent
        }
        return path.contains { $0.behavior.handlesKeyReleases && $0.behavior.handleKeyPress(key, node: $0) }
    }

    private func route(_ key: KeyEvent, keyPressNodes known: [ViewNode]?) -> Bool {
        let scope = graph.inputScopeNode
        let keyPressNodes = known ?? graph.keyPressPath(in: scope).filter(\.behavior.handlesKeyPresses)
        // Only a press the focused control takes goes on a run (or starts one).
        let run = repeatRun
        repeatRun = nil
        for node in keyPressNodes where node.behavior.handleKeyPress(key, node: node) {
            return true
        }
        // The copy key (y, Alt-W) for the focused list, table, field or selectable text.
        if CopyKey.handle(key, graph: graph) { return true }
        let focusedBefore = graph.focusChain.focused
        if graph.focusChain.dispatch(key) {
            // Typed into the focused field: the next typed key may follow without a pass.
            if Self.types(key), let field = graph.focusChain.focused as? Control,
                field is TextInput || field is TextArea,
                field.isEnabled
            {
                typingInto = field
                typingKeyPressNodes = keyPressNodes
            } else {
                repeatRun = KeyRepeatRun.after(
                    run, key: key, focusedBefore: focusedBefore, graph: graph, keyPressNodes: keyPressNodes)
            }
            return true
        }
        var handled = false
        scope?.forEachInputNode { node in
            if !handled, node.behavior.handleShortcut(key, node: node) { handled = true }
        }
        if handled { return true }
        for node in graph.keyPressPath(in: scope) where node.behavior.handleUnclaimedKey(key, node: node) {
            return true
        }
        if key.key == .escape, let sheet = graph.presentedSheets.last {
            sheet.dismiss()
            return true
        }
        var presenter = graph.presentedSheets.last?.presentingNode
        while let node = presenter {
            if node.behavior.handleKeyPress(key, node: node) { return true }
            presenter = node.parent
        }
        if key == KeyHintRegistry.helpKey {
            graph.keyHints.showHelp()
            return true
        }
        if Self.quitKeys.contains(key) {
            // `q` is a quit the person chose; Ctrl-C is an interrupt (see
            // `TerminalApplication.interruptExitStatus`).
            graph.quitHandler.perform(key == .control("c") ? TerminalApplication.interruptExitStatus : 0)
            return true
        }
        if key == .control("z"), let suspend {
            suspend()
            return true
        }
        return false
    }
}
