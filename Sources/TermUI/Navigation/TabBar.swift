import CursesKit

/// A ``TabView``'s tab bar: a row of its tabs' titles, the selected one in
/// the accent colour, over a rule that is heavy under the selected tab.
struct TabBar: HostedView {
    typealias Body = Never
    let titles: [TabTitle]
    let selected: Int?
    /// Shows tab `index`; `entering` moves focus into it (a click), else the bar keeps it.
    let choose: @MainActor (_ index: Int, _ entering: Bool) -> Void
    /// Moves focus into the shown tab (↓ or Enter on the bar).
    let enter: @MainActor () -> Void

    func makeWidget(target: ActionTarget) -> TabBarWidget { TabBarWidget() }

    func update(_ widget: TabBarWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.titles = titles
        widget.selected = selected
        widget.accent = environment.accentColor ?? .cyan
        widget.choose = choose
        widget.enter = enter
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: TabBarWidget) -> Size {
        Size(width: proposal.width ?? widget.naturalWidth, height: 2)
    }
}

/// Draws the tab bar and takes its keys (← → and h l choose the tab before
/// or after, Home End the first and last, ↓ or Enter go into the tab) and
/// clicks (a tab under the pointer is shown, and focus goes into it).
@MainActor
final class TabBarWidget: Widget {
    var titles: [TabTitle] = [] {
        didSet { if titles != oldValue { setNeedsLayout() } }
    }
    var selected: Int? {
        didSet { if selected != oldValue { setNeedsDisplay() } }
    }
    var accent: Color = .cyan {
        didSet { if accent != oldValue { setNeedsDisplay() } }
    }
    var choose: (Int, Bool) -> Void = { _, _ in }
    var enter: () -> Void = {}

    override var canBecomeFocused: Bool { !titles.isEmpty }
    override var isOpaque: Bool { true }

    /// The text of tab `index`'s cell, a space either side.
    private func cell(_ index: Int, ascii: Bool) -> String {
        let title = ascii ? titles[index].ascii : titles[index].text
        let badge = titles[index].badge.map { " \($0)" } ?? ""
        return " \(title.isEmpty ? "Tab \(index + 1)" : title)\(badge) "
    }

    /// The width of every tab side by side, with their separators.
    var naturalWidth: Int {
        titles.indices.reduce(0) { $0 + cell($1, ascii: false).displayWidth } + max(0, titles.count - 1)
    }

    /// The first tab drawn: the bar scrolls when the tabs are wider than it,
    /// so that the selected one shows, after a `‹`.
    private func firstShown(widths: [Int]) -> Int {
        guard let selected, selected < widths.count else { return 0 }
        var first = 0
        func span(from start: Int) -> Int {
            widths[start...selected].reduce(0, +) + (selected - start) + (start > 0 ? 2 : 0)
        }
        while first < selected, span(from: first) > bounds.width { first += 1 }
        return first
    }

    /// Each shown tab's index and columns, left to right.
    private func layout(ascii: Bool) -> [(index: Int, x: Int, width: Int)] {
        let widths = titles.indices.map { cell($0, ascii: ascii).displayWidth }
        let first = firstShown(widths: widths)
        var x = first > 0 ? 2 : 0
        var shown: [(index: Int, x: Int, width: Int)] = []
        for index in first..<titles.count where x < bounds.width {
            shown.append((index, x, widths[index]))
            x += widths[index] + 1
        }
        return shown
    }

    override func draw(in surface: Surface) {
        surface.clear()
        let ascii = !surface.canDrawUnicode
        let shown = layout(ascii: ascii)
        if let first = shown.first, first.index > 0 {
            surface.draw("‹", at: Point(x: 0, y: 0), style: Style(attributes: .dim))
        }
        let rule = Style(attributes: .dim)
        surface.fill(Rect(x: 0, y: 1, width: bounds.width, height: 1), with: "─", style: rule)
        for (position, tab) in shown.enumerated() {
            let isSelected = tab.index == selected
            var style = Style.plain
            if isSelected {
                style = Style(foreground: accent, attributes: .bold)
                if isFocused { style = style.adding(.reverse) }
            }
            let text = TextLayout.truncate(cell(tab.index, ascii: ascii), width: max(0, bounds.width - tab.x))
            surface.draw(text, at: Point(x: tab.x, y: 0), style: style)
            if let badge = titles[tab.index].badge, !isSelected {
                // The badge after the title, grey as a list row's is, where it fits.
                let x = tab.x + tab.width - 1 - badge.displayWidth
                let shown = TextLayout.truncate(badge, width: max(0, bounds.width - x))
                if x < bounds.width {
                    surface.draw(shown, at: Point(x: x, y: 0), style: Style(foreground: .gray))
                }
            }
            if isSelected {
                surface.fill(
                    Rect(x: tab.x, y: 1, width: min(tab.width, bounds.width - tab.x), height: 1), with: "━",
                    style: Style(foreground: accent))
            }
            let separator = tab.x + tab.width
            if position < shown.count - 1, separator < bounds.width {
                surface.draw("│", at: Point(x: separator, y: 0), style: rule)
            }
        }
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, !titles.isEmpty else { return false }
        let current = selected ?? 0
        switch event.key.withVimArrows {
        case .left: choose(max(0, current - 1), false)
        case .right: choose(min(titles.count - 1, current + 1), false)
        case .home: choose(0, false)
        case .end: choose(titles.count - 1, false)
        case .down, .enter: enter()
        default: return false
        }
        return true
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.button == 1, event.kind == .press || event.kind == .click else { return false }
        guard event.location.y == 0 else { return true }
        for tab in layout(ascii: false)
        where event.location.x >= tab.x && event.location.x < tab.x + tab.width {
            choose(tab.index, true)
        }
        return true
    }
}
