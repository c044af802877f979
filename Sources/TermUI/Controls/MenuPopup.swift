import CursesKit

/// A widget that opens a ``MenuPopup``: a `.menu` ``Picker``'s control, a
/// list offering a row's swipe actions.
@MainActor
protocol MenuPopupOwner: Widget {
    /// Closes the pop-up without a choice.
    func closeMenu()
    /// The person chose option `index`.
    func choose(_ index: Int)
    /// The rectangle the pop-up opens under (its left edge too), in the owner's coordinates.
    var menuAnchor: Rect { get }
}

/// The options of an open `.menu` ``Picker`` (or a list row's swipe
/// actions): a bordered list drawn above everything else, just below its
/// control (above it when there is no room below), in the graph's ``RootWidget``.
///
/// The control keeps focus and takes the keys; the pop-up draws and takes
/// clicks. It closes when an option is chosen, on Esc or Tab, when focus
/// moves to another widget or when its control leaves the screen.
@MainActor
final class MenuPopup: Widget {
    /// The control that opened the pop-up.
    private(set) weak var owner: (any MenuPopupOwner)?
    var options: [String] = [] {
        didSet { if options != oldValue { setNeedsDisplay() } }
    }
    /// The option the arrow keys are on.
    var highlighted = 0 {
        didSet { if highlighted != oldValue { setNeedsDisplay() } }
    }
    /// The option the binding holds (marked with a check).
    var selected: Int?
    var accent: Style = .plain

    init(owner: any MenuPopupOwner) {
        self.owner = owner
        super.init()
        backgroundStyle = .plain
    }

    /// Width and height with the border: the widest option, its check and margins.
    var size: Size {
        Size(width: (options.map(\.displayWidth).max() ?? 0) + 6, height: options.count + 2)
    }

    /// Places the pop-up under its control in `root`'s coordinates, or closes
    /// it when the control is no longer on screen.
    func reposition(in root: RootWidget) {
        guard let owner, owner.isDescendant(of: root), owner.isVisibleInTree else {
            owner?.closeMenu()
            if self.owner == nil { close(from: root) }
            return
        }
        let anchor = owner.menuAnchor
        let origin = owner.convertToRoot(anchor.origin)
        let size = size
        var y = origin.y + anchor.height
        if y + size.height > root.bounds.height { y = max(0, origin.y - size.height) }
        let x = max(0, min(origin.x, root.bounds.width - size.width))
        let frame = Rect(origin: Point(x: x, y: y), size: size)
        if frame != self.frame { self.frame = frame }
    }

    /// Opens a pop-up of `options` for `owner` in its root, closing one
    /// open there; `nil` when the owner is in no root or there are no options.
    static func open(for owner: any MenuPopupOwner, options: [String], selected: Int?, accent: Style)
        -> MenuPopup?
    {
        guard let root = root(of: owner), !options.isEmpty else { return nil }
        root.popup?.owner?.closeMenu()
        let popup = MenuPopup(owner: owner)
        popup.options = options
        popup.selected = selected
        popup.highlighted = selected ?? 0
        popup.accent = accent
        root.addSubwidget(popup)
        root.popup = popup
        popup.reposition(in: root)
        return popup
    }

    /// The root `widget` is in, if any.
    static func root(of widget: Widget) -> RootWidget? {
        var current: Widget? = widget
        while let next = current {
            if let root = next as? RootWidget { return root }
            current = next.superwidget
        }
        return nil
    }

    /// Closes the pop-up, from its owner's root when it is in one.
    func dismiss(from owner: Widget) {
        if let root = Self.root(of: owner) { close(from: root) } else { removeFromSuperwidget() }
    }

    func close(from root: RootWidget) {
        if root.popup === self { root.popup = nil }
        removeFromSuperwidget()
    }

    override func draw(in surface: Surface) {
        surface.drawBox(bounds)
        for (row, option) in options.enumerated() where row + 1 < bounds.height - 0 {
            let mark = row == selected ? "✓ " : "  "
            let text = TextLayout.truncate(mark + option, width: max(0, bounds.width - 4))
            let padded = text + String(repeating: " ", count: max(0, bounds.width - 4 - text.displayWidth))
            let style = row == highlighted ? accent.adding(.reverse) : .plain
            surface.draw(" " + padded + " ", at: Point(x: 1, y: row + 1), style: style)
        }
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.button == 1 else { return true }
        switch event.kind {
        case .release, .click:
            let row = event.location.y - 1
            if options.indices.contains(row) { owner?.choose(row) }
        default: break
        }
        return true
    }
}
