import CursesKit

/// One tab as the tab view read it this render: its identity, the value
/// that selects it, its title and its content (not yet built into nodes).
@MainActor
struct TabEntry {
    let key: ListRowKey
    let tag: AnyHashable
    let title: TabTitle
    let view: any View

    /// The tabs of a tab view's content, flattened as a `List` flattens its
    /// rows (tuples, groups, branches, `ForEach`).
    static func entries(of content: some View) -> [TabEntry] {
        let rows = ListRows(content)
        return (0..<rows.count).compactMap { index in
            let row = rows.row(at: index)
            guard row.kind == .row else { return nil }
            let view = row.makeView()
            return TabEntry(
                key: row.key, tag: tag(of: view) ?? row.tag ?? AnyHashable(index),
                title: title(of: view), view: view)
        }
    }

    /// A `Tab`'s value or a `.tag`, looked for through the modifiers around it.
    private static func tag(of view: any View) -> AnyHashable? {
        if let tab = view as? any TabValued, let value = tab.tabValue { return value }
        if let tagged = view as? any ListTaggedContent { return tagged.listTag }
        return inner(view).flatMap(tag(of:))
    }

    /// A `.tabItem`'s or a `Tab`'s label, looked for through the modifiers around it.
    private static func title(of view: any View) -> TabTitle {
        if let labeled = view as? any TabItemLabeled {
            var title = labeled.tabItemTitle
            if title.badge == nil { title.badge = inner(view).flatMap(badge(of:)) }
            return title
        }
        var title = inner(view).map(title(of:)) ?? TabTitle(text: "", ascii: "")
        if let badged = view as? any BadgeCarrying, title.badge == nil { title.badge = badged.badgeText }
        return title
    }

    /// A `.badge` on a tab's content inside its `.tabItem`, looked for through the modifiers.
    private static func badge(of view: any View) -> String? {
        if let badged = view as? any BadgeCarrying, let text = badged.badgeText { return text }
        return inner(view).flatMap(badge(of:))
    }

    private static func inner(_ view: any View) -> (any View)? {
        if let modifier = view as? any SingleContentView { return modifier.content }
        if let tagged = view as? any TabTaggedWrapper { return tagged.wrappedContent }
        if let any = view as? AnyView { return any.wrapped }
        return nil
    }
}

/// `.tag` around a tab's content: looked through for its `.tabItem`.
@MainActor
protocol TabTaggedWrapper {
    var wrappedContent: any View { get }
}

extension TaggedView: TabTaggedWrapper {
    var wrappedContent: any View { content }
}

/// Hosts a ``TabView``: the tab bar, then one ``PaneView`` per tab shown so
/// far (built on first show, kept with its state after), all but the
/// selected one hidden. Keys reach the bar and the shown tab only.
@MainActor
final class TabViewBehavior<SelectionValue: Hashable, Content: View>: ViewBehavior<
    TabView<SelectionValue, Content>
>
{
    private weak var node: ViewNode?
    private(set) var tabs: [TabEntry] = []
    /// The selection of a tab view without a binding.
    private var ownSelection: AnyHashable?
    private var panes: [ListRowKey: Pane] = [:]
    /// The tabs shown at least once: their content stays built.
    private var visited: Set<ListRowKey> = []
    private var shownKey: ListRowKey?
    /// True when the next render moves focus into the shown tab.
    private var entersShownTab = false
    private(set) var selectedIndex: Int?

    override var isLayoutTransparent: Bool { false }

    /// The height of the tab bar: the titles and the rule under them.
    static var barHeight: Int { 2 }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        // Its tabs decide the tab key's hint and which nodes receive input.
        node.graph?.keyHints.nodeHintsMayHaveChanged()
        self.node = node
        tabs = TabEntry.entries(of: view.content)
        let current = view.selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        selectedIndex = tabs.firstIndex { $0.tag == current } ?? (tabs.isEmpty ? nil : 0)
        let selectedKey = selectedIndex.map { tabs[$0].key }
        if let selectedKey { visited.insert(selectedKey) }

        var specs = [
            ChildSpec(
                key: .index(0),
                view: TabBar(
                    titles: tabs.map(\.title), selected: selectedIndex,
                    choose: { [weak self] index, entering in self?.select(index, entering: entering) },
                    enter: { [weak self] in self?.enterShownTab() }))
        ]
        var live: [ListRowKey: Pane] = [:]
        for tab in tabs where visited.contains(tab.key) {
            let pane = panes[tab.key] ?? Pane()
            live[tab.key] = pane
            specs.append(
                ChildSpec(
                    key: .row(tab.key),
                    view: PaneView(content: AnyView(erasing: tab.view), pane: pane)))
        }
        panes = live
        visited = Set(live.keys)
        node.reconcile(specs, transaction: transaction)
        for (key, pane) in panes { pane.widget.isHidden = key != selectedKey }
        moveFocus(to: selectedKey, in: node)
    }

    /// Focus follows a change of tab: into the new tab when asked (a click,
    /// Ctrl-Page Down, Alt-digit, ↓ on the bar) or when it was in the tab now
    /// hidden; it stays on the bar when the bar's own keys switched.
    private func moveFocus(to selectedKey: ListRowKey?, in node: ViewNode) {
        let entering = entersShownTab
        entersShownTab = false
        guard let graph = node.graph, let selectedKey, let pane = panes[selectedKey] else { return }
        let focused = graph.focusChain.focused
        if selectedKey != shownKey {
            let previous = shownKey.flatMap { panes[$0] }
            let focusWasInside = focused.map { widget in
                previous.map { widget.isDescendant(of: $0.widget) } ?? false
            }
            previous?.noteFocus(focused)
            if entering || focusWasInside == true { pane.requestFocus(in: graph) }
            shownKey = selectedKey
        } else if entering {
            pane.requestFocus(in: graph)
        }
    }

    /// Shows tab `index`: writes its value to the binding, or keeps it.
    func select(_ index: Int, entering: Bool) {
        guard index >= 0, index < tabs.count else { return }
        entersShownTab = entering
        let tag = tabs[index].tag
        if let binding = view.selection {
            guard let value = tag.base as? SelectionValue else { return }
            if index == selectedIndex {
                node?.invalidate(.stateChanged, transaction: Transaction())
            } else {
                binding.wrappedValue = value
            }
        } else {
            ownSelection = tag
            node?.invalidate(.stateChanged, transaction: Transaction())
        }
    }

    /// ↓ or Enter on the bar: focus goes into the shown tab.
    private func enterShownTab() {
        entersShownTab = true
        node?.invalidate(.stateChanged, transaction: Transaction())
    }

    // MARK: Input

    /// Keys reach the bar and the shown tab.
    override func inputChildren(_ node: ViewNode) -> [ViewNode] {
        guard let shownKey else { return Array(node.children.prefix(1)) }
        return node.children.filter { child in
            guard case .row(let key) = child.identity.key else { return true }
            return key == shownKey
        }
    }

    /// The tab keys of ``handleUnclaimedKey(_:node:)``, while there is more than one tab.
    override func keyHints(_ node: ViewNode, at stage: KeyHintStage) -> [KeyHint] {
        guard stage == .unclaimed, tabs.count > 1 else { return [] }
        return [
            KeyHint(
                [KeyEvent(.pageDown, modifiers: .control), KeyEvent(.pageUp, modifiers: .control)], "tab",
                priority: .low)
        ]
    }

    /// Ctrl-Page Down / Ctrl-Page Up: the next / previous tab (wrapping);
    /// Alt-1 … Alt-9: the tab of that number.
    override func handleUnclaimedKey(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard !tabs.isEmpty else { return false }
        let current = selectedIndex ?? 0
        switch key.key {
        case .pageDown where key.modifiers == .control:
            select((current + 1) % tabs.count, entering: true)
        case .pageUp where key.modifiers == .control:
            select((current + tabs.count - 1) % tabs.count, entering: true)
        case .character(let character) where key.modifiers == .alt:
            guard let digit = character.wholeNumberValue, digit >= 1, digit <= min(9, tabs.count) else {
                return false
            }
            select(digit - 1, entering: true)
        default: return false
        }
        return true
    }

    // MARK: Layout

    private var shownNode: ViewNode? {
        guard let node, let shownKey else { return nil }
        return node.children.first { $0.identity.key == .row(shownKey) }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let bar = Self.barHeight
        let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
        let content = shownNode?.sizeThatFits(inner) ?? .zero
        let barWidth = node.children.first?.sizeThatFits(ProposedSize(width: nil, height: bar)).width ?? 0
        return proposal.replacingUnspecified(
            with: Size(width: max(content.width, barWidth), height: content.height + bar))
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        guard let bar = node.children.first else { return }
        let height = min(rect.height, Self.barHeight)
        bar.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: height))
        let content = Rect(
            x: rect.minX, y: rect.minY + height, width: rect.width, height: rect.height - height)
        // Hidden tabs too: a tab shown again is already laid out for this size.
        for child in node.children.dropFirst() { child.place(in: content) }
    }
}
