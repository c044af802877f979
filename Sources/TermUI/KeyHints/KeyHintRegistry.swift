import CursesKit

/// Which keys are active now, and what they do: the one source of the
/// ``KeyHints`` footer and the `?` help.
///
/// It holds no list of its own: each time it is asked it walks the graph in
/// the event router's order (``EventRouter``) and collects the hints the
/// handlers declare beside their code: `.onKeyPress` handlers on the focused
/// path, the focused widget and its ancestors (``Widget/keyHints``), the
/// copy key (``CopyKey``, while a copy reaches the terminal), Tab,
/// `.keyboardShortcut` buttons, keys no one else took (back), Esc for the top
/// sheet, the presenters' handlers, `?` and the quit keys. A key taken at an
/// earlier stage hides a later hint for it, as it hides the later handler;
/// while a text field has focus it takes every typed character, so
/// single-letter hints step aside. Only the top presentation is walked: a
/// key under a sheet is not active while the sheet is up.
@MainActor
final class KeyHintRegistry {
    /// The key that opens the help overlay when nothing else takes it.
    static let helpKey = KeyEvent.character("?")

    private unowned let graph: ViewGraph
    /// The footers showing the hints; the walk runs only while there is one (or the help).
    private var footers: [WeakFooter] = []
    /// The hints the footers show, to redraw them only when these change.
    private var shown: [KeyHint] = []
    /// The focused view's `.help`, as the footers show it.
    private var shownHelp: String?
    /// The overlay `?` opens, over everything else.
    let helpPanel = KeyHelpPanel()
    /// A message the footers show for a moment (what a copy did).
    private lazy var notice: FooterNotice = {
        let notice = FooterNotice()
        notice.onChange = { [unowned self] in
            for footer in footers { footer.widget?.notice = notice.text }
        }
        return notice
    }()

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// True while the `?` help is up.
    private(set) var isShowingHelp = false

    func register(_ footer: KeyHintsWidget) {
        footers.removeAll { $0.widget == nil }
        footers.append(WeakFooter(widget: footer))
        footer.hints = shown.isEmpty ? activeHints() : shown
        footer.help = focusedHelp()
        footer.notice = notice.text
    }

    /// Shows `text` in the footers for a moment (``FooterNotice``).
    func showNotice(_ text: String, clock: TimelineClock) {
        notice.show(text, clock: clock)
    }

    func unregister(_ footer: KeyHintsWidget) {
        footers.removeAll { $0.widget == nil || $0.widget === footer }
    }

    /// Opens the help overlay with every key active now (`?` itself aside), in the footer's order.
    func showHelp() {
        helpPanel.hints = KeyHintsLayout.ordered(activeHints().filter { $0.keys.first != Self.helpKey })
        helpPanel.help = focusedHelp()
        isShowingHelp = true
        graph.rootWidget.addSubwidget(helpPanel)
        graph.rootWidget.setNeedsLayout()
    }

    /// Closes the help overlay.
    func hideHelp() {
        isShowingHelp = false
        helpPanel.removeFromSuperwidget()
        graph.rootWidget.setNeedsDisplay()
    }

    /// True from a read's first key to its end (``EventRouter/finishInput()``),
    /// which refreshes: a layout in between leaves the hints to it.
    var isInRead = false

    /// Tells the footers the active keys, when they changed (after every
    /// layout and every read of input, not every key of it; nothing is
    /// walked while no footer is shown).
    func refresh() {
        footers.removeAll { $0.widget == nil }
        guard !footers.isEmpty else { return }
        let hints = activeHints()
        let help = focusedHelp()
        guard hints != shown || help != shownHelp else { return }
        shown = hints
        shownHelp = help
        for footer in footers {
            footer.widget?.hints = hints
            footer.widget?.help = help
        }
    }

    /// The innermost `.help` around the focused control, inside the input
    /// scope (a sheet's, while one is up); without one, its accessibility
    /// label, value and hint (each the innermost); `nil` when nothing has focus.
    func focusedHelp() -> String? {
        guard let focused = graph.focusChain.focused, var node = graph.node(containing: focused) else {
            return nil
        }
        let scope = graph.inputScopeNode
        var accessibility = AccessibilityDescription()
        while true {
            if let help = node.behavior.helpText { return help }
            if let part = node.behavior.accessibilityPart { accessibility.add(part) }
            guard node !== scope, let parent = node.parent else { return accessibility.text }
            node = parent
        }
    }

    /// How many times the graph was walked for hints (tests count the work a key costs).
    private(set) var walks = 0

    /// The hints the graph's nodes declare, at each stage, as last walked.
    private struct NodeHints {
        var keyPress: [KeyHint] = []
        var shortcuts: [KeyHint] = []
        var unclaimed: [KeyHint] = []
        var presenters: [KeyHint] = []
    }

    private var nodeHints = NodeHints()
    /// What ``nodeHints`` were walked for: the nodes' state, the focused
    /// widget and the input scope. `nil` until the first walk.
    private var walkedRevision: Int?
    private weak var walkedFocus: Widget?
    private weak var walkedScope: ViewNode?
    private var walkedSheets = 0
    /// Counts the changes that can change the nodes' hints: a node mounted,
    /// unmounted or moved among its siblings; a render that declared other
    /// hints (``NodeBehavior/noteDeclaredHints(_:was:node:)``) or changed which
    /// nodes receive input; a new environment that changes a node's hints
    /// (``NodeBehavior/environmentChangesKeyHints(from:to:)``).
    private var nodeRevision = 0

    /// One of those changes happened: the next look walks the graph.
    func nodeHintsMayHaveChanged() { nodeRevision &+= 1 }

    /// The keys that do something now, in the router's order, each once.
    func activeHints() -> [KeyHint] {
        let focused = graph.focusChain.focused
        var collector = Collector(typing: focused?.takesTypedText ?? false)
        let nodes = currentNodeHints(focused: focused)
        collector.offer(nodes.keyPress)
        // The copy key, before the focused widget as the router takes it
        // (``CopyKey``): shown while a copy reaches the terminal.
        if let focused, ConformanceIndex.conforms(type(of: focused), to: (any CopySource.Type).self),
            Clipboard.shared.reachesTerminal()
        {
            collector.offer([CopyKey.hint(for: focused)])
        }
        // A widget's hints follow its own state: asked every time.
        let scopeWidget = graph.focusChain.focusScope ?? graph.rootWidget
        var widget: Widget? = focused ?? scopeWidget
        while let current = widget {
            collector.offer(current.keyHints)
            if current === scopeWidget { break }
            widget = current.superwidget
        }
        if graph.focusChain.canMoveFocus { collector.offer(Self.tabHints) }
        collector.offer(nodes.shortcuts)
        collector.offer(nodes.unclaimed)
        if !graph.presentedSheets.isEmpty {
            collector.offer([KeyHint(KeyEvent(.escape), "close", priority: .essential)])
        }
        collector.offer(nodes.presenters)
        collector.offer(Self.lastHints)
        return collector.hints
    }

    /// The nodes' hints, walked again only when a node that declares hints
    /// changed, focus moved or the input scope changed (a key that moves a
    /// list's cursor walked the whole screen for its shortcuts).
    private func currentNodeHints(focused: Widget?) -> NodeHints {
        let scope = graph.inputScopeNode
        if walkedRevision == nodeRevision, walkedFocus === focused, walkedScope === scope,
            walkedSheets == graph.presentedSheets.count
        {
            return nodeHints
        }
        walks += 1
        var hints = NodeHints()
        let path = graph.keyPressPath(in: scope)
        for node in path { hints.keyPress += node.behavior.keyHints(node, at: .keyPress) }
        scope?.forEachInputNode { node in hints.shortcuts += node.behavior.keyHints(node, at: .shortcut) }
        for node in path { hints.unclaimed += node.behavior.keyHints(node, at: .unclaimed) }
        var presenter = graph.presentedSheets.last?.presentingNode
        while let node = presenter {
            hints.presenters += node.behavior.keyHints(node, at: .keyPress)
            presenter = node.parent
        }
        nodeHints = hints
        walkedRevision = nodeRevision
        walkedFocus = focused
        walkedScope = scope
        walkedSheets = graph.presentedSheets.count
        return hints
    }

    /// Tab's hint, while there is somewhere for it to go.
    private static let tabHints = [
        KeyHint([KeyEvent(.tab), KeyEvent(.backTab)], "next", symbol: "Tab", priority: .low)
    ]

    /// The keys every screen has, after all the others.
    private static let lastHints = [
        KeyHint(helpKey, "help", priority: .essential),
        KeyHint(.character("q"), "quit", priority: .essential),
        KeyHint(.control("c"), "quit", priority: .low),
    ]

    /// Keeps the hints whose first key no earlier stage took.
    private struct Collector {
        /// True while the focused widget takes every typed character.
        let typing: Bool
        private(set) var hints: [KeyHint] = []
        private var claimed: Set<KeyEvent> = []

        init(typing: Bool) {
            self.typing = typing
            // A screen's keys fit without growing the set (a rehash at each doubling).
            claimed.reserveCapacity(64)
        }

        mutating func offer(_ offered: [KeyHint]) {
            for hint in offered {
                guard let first = hint.keys.first, !claimed.contains(first), !(typing && KeyHint.types(first))
                else { continue }
                hints.append(hint)
                claimed.formUnion(hint.keys)
            }
        }
    }

    private struct WeakFooter {
        weak var widget: KeyHintsWidget?
    }
}
