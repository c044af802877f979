import CursesKit

/// A stack's title row: where you are, as a breadcrumb of the levels'
/// titles, with the way back at its start (`‹ Home › Scanner › Web`), on a
/// grey bar (reverse video where there are too few colours). Shown while a
/// level is pushed or a level has a title.
struct NavigationHeaderView: HostedView {
    typealias Body = Never
    let registry: NavigationRegistry
    /// The stack's render count: the row reads the titles again with every render of the stack.
    let revision: Int

    func makeWidget(target: ActionTarget) -> NavigationHeaderWidget { NavigationHeaderWidget() }

    func update(_ widget: NavigationHeaderWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.titles = registry.levels.map(\.title)
        widget.toolbar = registry.levels.last?.toolbar
        widget.popTo = { [weak registry] level in registry?.pop(to: level) }
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: NavigationHeaderWidget) -> Size {
        guard widget.isShown else { return .zero }
        let text = widget.crumbs.reduce(0) { $0 + $1.text.displayWidth }
        return Size(width: proposal.width ?? (text + 2 * NavigationHeaderWidget.inset), height: 1)
    }
}

/// Draws the breadcrumb and takes clicks on it: on `‹` (or `Back`) one
/// level back, on an ancestor's title back to that level.
@MainActor
final class NavigationHeaderWidget: Widget {
    /// One run of the row: its text, its style and the level a click on it goes to.
    struct Crumb: Equatable {
        let text: String
        let style: Style
        let level: Int?
    }

    /// Each level's title, root first.
    var titles: [String?] = [] {
        didSet { if titles != oldValue { rebuild() } }
    }
    /// The top level's toolbar items, drawn over the row at its two ends.
    var toolbar: ToolbarBarWidget? {
        didSet {
            guard toolbar !== oldValue else { return }
            oldValue?.removeFromSuperwidget()
            if let toolbar { addSubwidget(toolbar) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// What a click on a crumb does.
    var popTo: (Int) -> Void = { _ in }
    private(set) var crumbs: [Crumb] = []

    /// The bar's colour: a neutral grey, which terminals with few colours show in reverse video.
    static let barColor = Color.indexed(236)
    /// Columns of bar before the first crumb and after the last.
    static let inset = 1

    override init() {
        super.init()
        backgroundStyle = Style(background: Self.barColor)
    }

    /// True when there is something to show: a level to go back to, or a title.
    var isShown: Bool { titles.count > 1 || titles.contains { $0 != nil } || toolbar != nil }

    override func layoutSubwidgets() {
        toolbar?.frame = bounds
    }

    /// Where the breadcrumb starts: after the toolbar's leading items.
    private var crumbStart: Int {
        let leading = toolbar?.reserved.leading ?? 0
        return Self.inset + (leading > 0 ? leading + 2 : 0)
    }

    private func rebuild() {
        crumbs = Self.crumbs(titles: titles)
        setNeedsDisplay()
    }

    /// `‹ ` then the ancestors' titles (untitled ones left out, `Back` when
    /// none is titled; the oldest `elided` of them shown as one `…`) and the
    /// top level's title, bold. Text on the bar keeps the default colour, so
    /// on a terminal of few colours the bar is reverse video throughout.
    static func crumbs(titles: [String?], elided: Int = 0) -> [Crumb] {
        guard let last = titles.last else { return [] }
        let top = titles.count - 1
        let link = Style(background: barColor)
        let separator = Style(foreground: .gray, background: barColor)
        var crumbs: [Crumb] = []
        if top > 0 {
            crumbs.append(Crumb(text: "‹ ", style: link.adding(.bold), level: top - 1))
            let ancestors = titles.dropLast().enumerated().compactMap { index, title in
                title.map { (index, $0) }
            }
            if ancestors.isEmpty {
                crumbs.append(Crumb(text: "Back", style: link, level: top - 1))
            }
            if elided > 0 { crumbs.append(Crumb(text: "…", style: separator, level: nil)) }
            for (index, title) in ancestors.dropFirst(elided) {
                if crumbs.count > 1 { crumbs.append(Crumb(text: " › ", style: separator, level: nil)) }
                crumbs.append(Crumb(text: title, style: link, level: index))
            }
            if last != nil { crumbs.append(Crumb(text: " › ", style: separator, level: nil)) }
        }
        if let last {
            crumbs.append(
                Crumb(text: last, style: Style(background: barColor, attributes: .bold), level: nil))
        }
        return crumbs
    }

    override func draw(in surface: Surface) {
        var x = crumbStart
        for crumb in visibleCrumbs {
            surface.draw(crumb.text, at: Point(x: x, y: 0), style: crumb.style)
            x += crumb.text.displayWidth
        }
    }

    /// The crumbs that fit: when the whole trail is too wide, the oldest
    /// ancestors give way to `…`, keeping the way back, the parent and the top title.
    private var visibleCrumbs: [Crumb] {
        let titled = titles.dropLast().filter { $0 != nil }.count
        var elided = 0
        var shown = crumbs
        let trailing = toolbar?.reserved.trailing ?? 0
        let room = bounds.width - crumbStart - Self.inset - (trailing > 0 ? trailing + 2 : 0)
        while shown.reduce(0, { $0 + $1.text.displayWidth }) > room, elided < titled - 1 {
            elided += 1
            shown = Self.crumbs(titles: titles, elided: elided)
        }
        return shown
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.kind == .press || event.kind == .click, event.button == 1, event.location.y == 0 else {
            return false
        }
        var x = crumbStart
        for crumb in visibleCrumbs {
            let width = crumb.text.displayWidth
            if event.location.x >= x, event.location.x < x + width {
                if let level = crumb.level { popTo(level) }
                return true
            }
            x += width
        }
        return true
    }
}
