/// Keyboard focus and event routing for one widget tree.
///
/// Tab order is layout order: by the widgets' top-left cells in root
/// coordinates, top to bottom, then left to right, skipping widgets that are
/// hidden (or inside hidden ones), disabled or not focusable. It wraps at
/// both ends. A ``focusScope`` keeps focus, keys and clicks inside a subtree,
/// as a modal sheet needs.
///
/// ```swift
/// let chain = FocusChain(root: window)
/// chain.focusNext()
/// _ = chain.dispatch(KeyEvent(.enter))
/// ```
@MainActor
public final class FocusChain {
    /// The tree whose widgets take focus.
    public let root: Widget

    private weak var current: Widget? {
        didSet { focusedCheck = nil }
    }
    private weak var mouseCapture: Widget?

    /// When set, focus stays inside this subtree and events outside it are dropped.
    ///
    /// Setting a scope that does not contain the focused widget focuses its
    /// first focusable widget; clearing it leaves focus where it is.
    public var focusScope: Widget? {
        didSet {
            guard focusScope !== oldValue else { return }
            if let scope = focusScope, !(current?.isDescendant(of: scope) ?? false) {
                focus(focusableWidgets.first)
            }
        }
    }

    /// Creates a chain over `root` with nothing focused.
    public init(root: Widget) {
        self.root = root
    }

    /// The last answer to whether the focused widget is in the tree, and the
    /// hierarchy it was given for.
    private var focusedCheck: (widget: ObjectIdentifier, generation: UInt64, isInTree: Bool)?

    /// The focused widget, if it is still in the tree.
    ///
    /// Asked several times for every key (each `.onKeyPress` on the focused
    /// path asks), so the walk up to the root runs again only when some
    /// widget's parent changed since the last one.
    public var focused: Widget? {
        guard let current else { return nil }
        let id = ObjectIdentifier(current)
        if let check = focusedCheck, check.widget == id, check.generation == Widget.hierarchyGeneration {
            return check.isInTree ? current : nil
        }
        let isInTree = current.isDescendant(of: root)
        focusedCheck = (id, Widget.hierarchyGeneration, isInTree)
        return isInTree ? current : nil
    }

    /// The widgets Tab visits, in order.
    public var focusableWidgets: [Widget] {
        var found: [(Point, Widget)] = []
        collect(scopeRoot, origin: origin(of: scopeRoot), into: &found)
        // Sorting by position is stable, so widgets at the same cell keep tree order.
        return found.enumerated()
            .sorted { lhs, rhs in
                let (a, b) = (lhs.element.0, rhs.element.0)
                if a.y != b.y { return a.y < b.y }
                if a.x != b.x { return a.x < b.x }
                return lhs.offset < rhs.offset
            }
            .map { $0.element.1 }
    }

    /// True when Tab has somewhere to go: two or more widgets take focus.
    /// Stops at the second, where ``focusableWidgets`` finds and sorts them all.
    public var canMoveFocus: Bool {
        var found: [(Point, Widget)] = []
        // Positions are not needed to count: the origin is left at zero.
        collect(scopeRoot, origin: .zero, into: &found, limit: 2)
        return found.count >= 2
    }

    /// Moves focus to `widget` (or clears it for `nil`); returns false when
    /// the widget cannot take focus here.
    @discardableResult
    public func focus(_ widget: Widget?) -> Bool {
        guard let widget else {
            current?.isFocused = false
            current = nil
            return true
        }
        guard widget.isDescendant(of: scopeRoot), widget.isVisibleInTree, widget.canBecomeFocused else {
            return false
        }
        if widget === current { return true }
        current?.isFocused = false
        current = widget
        widget.isFocused = true
        var ancestor = widget.superwidget
        while let node = ancestor {
            node.didFocusDescendant(widget)
            ancestor = node.superwidget
        }
        return true
    }

    /// Focuses the next widget in Tab order, wrapping to the first.
    public func focusNext() { step(by: 1) }

    /// Focuses the previous widget in Tab order, wrapping to the last.
    public func focusPrevious() { step(by: -1) }

    /// Offers `key` to the focused widget, then to its ancestors (up to the
    /// scope); unhandled Tab and Shift-Tab move focus. Returns true when consumed.
    public func dispatch(_ key: KeyEvent) -> Bool {
        var node: Widget? = focused ?? scopeRoot
        while let widget = node {
            if widget.handle(key) { return true }
            if widget === scopeRoot { break }
            node = widget.superwidget
        }
        switch key.key {
        case .tab where key.modifiers.isEmpty:
            focusNext()
            return true
        case .backTab, .tab:
            focusPrevious()
            return true
        default:
            return false
        }
    }

    /// Delivers a paste to the focused widget, then its ancestors (within the
    /// scope); returns false when nothing took it. A paste never moves focus.
    public func dispatch(paste text: String) -> Bool {
        var node: Widget? = focused
        while let widget = node {
            if widget.handlePaste(text) { return true }
            if widget === scopeRoot { break }
            node = widget.superwidget
        }
        return false
    }

    /// Delivers a mouse event whose location is in root coordinates.
    ///
    /// The deepest visible widget under the pointer gets it first, in its own
    /// coordinates, then its ancestors. A press focuses the nearest focusable
    /// widget at the pointer. Drags and the release go to the widget that took
    /// the press, so a button can see the pointer leave. Returns true when consumed.
    public func dispatch(_ mouse: MouseEvent) -> Bool {
        if mouse.kind == .drag || mouse.kind == .release, let captured = mouseCapture,
            captured.isDescendant(of: root)
        {
            if mouse.kind == .release { mouseCapture = nil }
            return captured.handle(mouse.translated(by: origin(of: captured)))
        }
        let scope = scopeRoot
        let scopeOrigin = origin(of: scope)
        let local = Point(x: mouse.location.x - scopeOrigin.x, y: mouse.location.y - scopeOrigin.y)
        guard scope.isVisibleInTree, let hit = scope.hitTest(local) else { return false }
        if mouse.kind == .press {
            var candidate: Widget? = hit
            while let widget = candidate, widget.isDescendant(of: scope) {
                if widget.canBecomeFocused {
                    focus(widget)
                    break
                }
                candidate = widget.superwidget
            }
        }
        var node: Widget? = hit
        while let widget = node, widget.isDescendant(of: scope) {
            if widget.handle(mouse.translated(by: origin(of: widget))) {
                if mouse.kind == .press { mouseCapture = widget }
                return true
            }
            node = widget.superwidget
        }
        return false
    }

    /// Drops focus from a widget that left the tree, was hidden or disabled.
    public func validateFocus() {
        guard let widget = current else { return }
        if !widget.isDescendant(of: scopeRoot) || !widget.isVisibleInTree || !widget.canBecomeFocused {
            focus(nil)
        }
    }

    // MARK: - Private

    private var scopeRoot: Widget {
        if let scope = focusScope, scope.isDescendant(of: root) { return scope }
        return root
    }

    /// The widget's top-left cell in `root`'s coordinates (the root may sit inside a larger tree).
    private func origin(of widget: Widget) -> Point {
        var point = Point.zero
        var node = widget
        while node !== root, let parent = node.superwidget {
            point = point.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            node = parent
        }
        return point
    }

    /// The focusable widgets in `widget`'s subtree, in tree order, with their
    /// positions; stops once `limit` are found.
    private func collect(
        _ widget: Widget, origin: Point, into found: inout [(Point, Widget)], limit: Int = .max
    ) {
        guard !widget.isHidden, found.count < limit else { return }
        if widget.canBecomeFocused { found.append((origin, widget)) }
        for child in widget.subwidgets {
            collect(
                child, origin: origin.offsetBy(dx: child.frame.minX, dy: child.frame.minY), into: &found,
                limit: limit)
        }
    }

    private func step(by delta: Int) {
        let order = focusableWidgets
        guard !order.isEmpty else { return }
        guard let current = focused, let index = order.firstIndex(where: { $0 === current }) else {
            focus(delta > 0 ? order.first : order.last)
            return
        }
        focus(order[(index + delta + order.count) % order.count])
    }
}
