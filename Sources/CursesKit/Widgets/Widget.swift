/// The base class of everything drawn on screen: a long-lived object with a
/// frame in its superwidget's coordinates, mutated in place (UIKit's `UIView`).
///
/// Subclasses override ``draw(in:)`` to paint their own cells,
/// ``layoutSubwidgets()`` to place children, ``intrinsicContentSize`` to say
/// how big they want to be, and the `handle` methods to take input.
///
/// ```swift
/// final class Clock: Widget {
///     var time = "12:00" { didSet { if time != oldValue { setNeedsDisplay() } } }
///     override func draw(in surface: Surface) { surface.draw(time, at: .zero, style: .plain) }
/// }
/// ```
@MainActor
open class Widget {
    /// The widget's rectangle in its superwidget's coordinates.
    @exclusivity(unchecked) public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { needsLayout = true }
            if let parent = superwidget {
                // Only the area the widget left is the parent's to repaint; the
                // new area is the widget's own (a moved child no longer repaints
                // its whole container).
                if !isHidden { parent.addInvalidRect(oldValue) }
                parent.childIndexCache = nil
            }
            // One request for the frame, for both marks (a scroll moves every row's widgets).
            setNeedsDisplay()
        }
    }

    /// The rectangle in the widget's own coordinates: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Children, drawn after (above) this widget in array order.
    @exclusivity(unchecked) public private(set) var subwidgets: [Widget] = [] {
        didSet { childIndexCache = nil }
    }

    /// The parent, if any.
    @exclusivity(unchecked) public private(set) weak var superwidget: Widget? {
        didSet { if superwidget !== oldValue { Self.hierarchyGeneration &+= 1 } }
    }

    /// Counts every change of any widget's parent, in any tree: an answer
    /// about ancestry (``isDescendant(of:)``) stays true while it is unchanged.
    /// A parent that goes away leaves its tree first (its own parent holds it),
    /// so a weak `superwidget` never turns nil without this counting.
    @exclusivity(unchecked) package private(set) static var hierarchyGeneration: UInt64 = 0

    /// Set on a root widget by the host that shows it; children find it through their ancestors.
    public weak var rootHost: WidgetHost? {
        didSet {
            // Every widget's cached ``host`` is found again.
            Self.hierarchyGeneration &+= 1
            if rootHost != nil { setNeedsDisplay() }
        }
    }

    /// A hidden widget is neither drawn, hit by the mouse, nor focusable.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superwidget?.setNeedsDisplay(frame)
            setNeedsDisplay()
        }
    }

    /// The style the widget's background is cleared with before it draws;
    /// `nil` leaves whatever is beneath (the default for transparent widgets).
    @exclusivity(unchecked) public var backgroundStyle: Style? {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    /// Draws the widget and its whole subtree in a dimmed look (grey text,
    /// default background, `.dim`, characters kept): readable but clearly
    /// inactive, as the content beneath a modal sheet.
    public var isDimmed = false {
        didSet { if isDimmed != oldValue { setNeedsDisplay() } }
    }

    /// True when the widget must be drawn again at the next frame.
    @exclusivity(unchecked) public private(set) var needsDisplay = true
    /// The part of ``bounds`` to draw again at the next frame (a union), when
    /// not the whole widget: what a child left when it moved or disappeared.
    @exclusivity(unchecked) package private(set) var invalidRect: Rect?
    /// The children that are marked or have a marked descendant, in the order
    /// they were marked: the renderer, layout and mark clearing descend only
    /// into these paths, so a frame costs what changed, not the tree's size.
    @exclusivity(unchecked) package private(set) var markedSubwidgets: [Widget] = []
    /// True while listed in the parent's ``markedSubwidgets``.
    @exclusivity(unchecked) private var isListedAsMarked = false
    /// The position in the parent's ``subwidgets`` (drawing order).
    @exclusivity(unchecked) package private(set) var indexInSuperwidget = 0
    /// Finds children by area among many (see ``subwidgets(meeting:)``).
    @exclusivity(unchecked) package var childIndexCache: ChildIndex?

    /// True when some visible descendant may be marked.
    package var hasMarkedDescendant: Bool { !markedSubwidgets.isEmpty }
    /// True when ``layoutSubwidgets()`` must run before the next draw.
    @exclusivity(unchecked) public private(set) var needsLayout = true

    /// Set by the focus system; widgets draw their focused look from it.
    public internal(set) var isFocused = false {
        didSet { if isFocused != oldValue { setNeedsDisplay() } }
    }

    /// Creates a widget with an empty frame.
    public init() { LiveInstanceCounter.widgets.increment() }

    deinit { LiveInstanceCounter.widgets.decrement() }

    /// The host showing this widget's tree, if it is on screen.
    ///
    /// Every mark asks it for a frame, so it is kept until any widget's parent
    /// or root host changes (`hierarchyGeneration`): a table that moves
    /// its rows' widgets marked each one twice, and each mark walked every
    /// ancestor (a weak load apiece) to find the host again.
    public var host: WidgetHost? {
        if hostGeneration == Self.hierarchyGeneration { return cachedHost }
        var found: WidgetHost?
        var node: Widget? = self
        while let current = node {
            if let host = current.rootHost {
                found = host
                break
            }
            node = current.superwidget
        }
        cachedHost = found
        hostGeneration = Self.hierarchyGeneration
        return found
    }

    /// The last ``host`` found, and the ``hierarchyGeneration`` it was found in.
    private weak var cachedHost: WidgetHost?
    @exclusivity(unchecked) private var hostGeneration = UInt64.max

    // MARK: - Hierarchy

    /// Adds `child` on top of the existing children, taking it from any previous parent.
    public func addSubwidget(_ child: Widget) {
        insertSubwidget(child, at: subwidgets.count)
    }

    /// Inserts `child` at `index` in the drawing order.
    public func insertSubwidget(_ child: Widget, at index: Int) {
        child.removeFromSuperwidget()
        let position = min(max(0, index), subwidgets.count)
        subwidgets.insert(child, at: position)
        renumberSubwidgets(from: position)
        child.superwidget = self
        child.setNeedsDisplay()
        markNeedsLayout()
    }

    /// Makes `widgets` the children, in this order, in one step (linear in
    /// their number): a host that keeps its own tree (TermUI's view graph)
    /// syncs thousands of children without quadratic inserts.
    package func replaceSubwidgets(with widgets: [Widget]) {
        let kept = Set(widgets.map(ObjectIdentifier.init))
        for child in subwidgets where !kept.contains(ObjectIdentifier(child)) {
            unlistMarked(child)
            child.superwidget = nil
            if !child.isHidden { setNeedsDisplay(child.frame) }
        }
        for widget in widgets where widget.superwidget !== self {
            widget.removeFromSuperwidget()
            widget.superwidget = self
            widget.needsDisplay = false
            widget.setNeedsDisplay()
        }
        subwidgets = widgets
        renumberSubwidgets(from: 0)
        markNeedsLayout()
    }

    /// Detaches the widget from its parent.
    public func removeFromSuperwidget() {
        guard let parent = superwidget else { return }
        parent.unlistMarked(self)
        // The kept index finds the child at once (a scan of a thousand siblings
        // for each of them made unmounting a long list quadratic).
        let kept = indexInSuperwidget
        let found =
            kept < parent.subwidgets.count && parent.subwidgets[kept] === self
            ? kept : parent.subwidgets.firstIndex { $0 === self }
        if let index = found {
            parent.subwidgets.remove(at: index)
            parent.renumberSubwidgets(from: index)
        }
        superwidget = nil
        parent.markNeedsLayout()
        if !isHidden { parent.setNeedsDisplay(frame) }
    }

    private func renumberSubwidgets(from start: Int) {
        for index in start..<subwidgets.count { subwidgets[index].indexInSuperwidget = index }
    }

    private func unlistMarked(_ child: Widget) {
        guard child.isListedAsMarked else { return }
        child.isListedAsMarked = false
        markedSubwidgets.removeAll { $0 === child }
    }

    /// The children whose frames meet `rect`, in drawing order; among many
    /// children, found through an index by rows instead of a scan.
    package func subwidgets(meeting rect: Rect) -> [Widget] {
        if subwidgets.count <= ChildIndex.minimumCount {
            // A loop: a main-actor closure handed to `filter` checks its executor per child.
            var meeting: [Widget] = []
            for child in subwidgets where child.frame.intersects(rect) { meeting.append(child) }
            return meeting
        }
        if childIndexCache == nil { childIndexCache = ChildIndex(subwidgets) }
        return childIndexCache?.subwidgets(meeting: rect, in: subwidgets) ?? []
    }

    /// True when `self` is `other` or one of its descendants.
    public func isDescendant(of other: Widget) -> Bool {
        var node: Widget? = self
        while let current = node {
            if current === other { return true }
            node = current.superwidget
        }
        return false
    }

    /// Converts a point in this widget's coordinates to the root's.
    public func convertToRoot(_ point: Point) -> Point {
        var p = point
        var node: Widget? = self
        while let current = node, let parent = current.superwidget {
            p = p.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
            node = parent
        }
        return p
    }

    // MARK: - Invalidation

    /// Marks the widget to be drawn again and asks the host for a frame.
    /// Calling it many times in one turn costs one frame: the host coalesces.
    ///
    /// The host is asked every time, even when the widget is already marked:
    /// a mark left from a moment without a host (off screen, hidden, between
    /// frames) must never swallow the request for the frame that draws it.
    public func setNeedsDisplay() {
        needsDisplay = true
        markAncestors()
        host?.setNeedsFrame()
    }

    /// Marks `rect` (in the widget's own coordinates) to be drawn again at the
    /// next frame, with whatever lies beneath and above it (UIKit's
    /// `setNeedsDisplay(_:)`). A parent is asked this way for the cells a
    /// child left, so the rest of the parent is not repainted.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        addInvalidRect(rect)
        host?.setNeedsFrame()
    }

    /// ``setNeedsDisplay(_:)`` without asking the host for a frame (the caller does).
    private func addInvalidRect(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        // Not `invalidRect.map { ... }`: a main-actor closure handed to `map`
        // checks the executor on every call, and a table's scroll marks many widgets.
        if let invalid = invalidRect {
            invalidRect = invalid.union(rect)
        } else {
            invalidRect = rect
        }
        markAncestors()
    }

    /// Marks the widget's children to be placed again at the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// A layout mark that does not repaint the widget itself (a hierarchy
    /// change: moved and removed children mark their own areas).
    private func markNeedsLayout() {
        needsLayout = true
        markAncestors()
        host?.setNeedsFrame()
    }

    /// Lists the widget in its parent's marked children, and so on up:
    /// O(depth), and it stops at a widget already listed (its ancestors are)
    /// or at a hidden one (unhiding marks the widget again, which lists it).
    private func markAncestors() {
        var child = self
        while !child.isHidden, !child.isListedAsMarked, let parent = child.superwidget {
            child.isListedAsMarked = true
            parent.markedSubwidgets.append(child)
            child = parent
        }
    }

    /// True when this widget is marked or has a marked descendant.
    package var isOnMarkedPath: Bool {
        needsDisplay || needsLayout || invalidRect != nil || hasMarkedDescendant
    }

    /// Runs ``layoutSubwidgets()`` now if it is pending, then for every child
    /// on a marked path (an unmarked subtree has nothing to lay out).
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubwidgets()
        }
        // Indexed: laying out a child may list more children here.
        var index = 0
        while index < markedSubwidgets.count {
            let child = markedSubwidgets[index]
            index += 1
            if !child.isHidden { child.layoutIfNeeded() }
        }
    }

    /// Clears the redraw marks along the marked paths (after a frame drew
    /// them). Hidden subtrees keep theirs: they were not drawn.
    package func markDisplayed() {
        needsDisplay = false
        invalidRect = nil
        guard !markedSubwidgets.isEmpty else { return }
        let children = markedSubwidgets
        markedSubwidgets.removeAll()
        for child in children {
            child.isListedAsMarked = false
            guard !child.isHidden, child.superwidget === self else { continue }
            child.markDisplayed()
            // A layout mark set while drawing must stay reachable.
            if child.needsLayout || child.hasMarkedDescendant {
                child.isListedAsMarked = true
                markedSubwidgets.append(child)
            }
        }
    }

    /// True when this widget or any visible descendant must be drawn again.
    public var subtreeNeedsDisplay: Bool { isOnMarkedPath }

    // MARK: - Overridable behaviour

    /// Places the children in ``bounds``. The default keeps their frames.
    open func layoutSubwidgets() {}

    /// Paints the widget's own cells. `surface` covers ``bounds``; children are drawn afterwards.
    open func draw(in surface: Surface) {}

    /// The size the widget wants when nothing constrains it.
    open var intrinsicContentSize: Size { .zero }

    /// The intrinsic size with each axis capped at `limit`: what a layout
    /// needs when it cannot give more than `limit` anyway.
    ///
    /// The default clamps ``intrinsicContentSize``. A widget whose measuring
    /// grows with its content (a long text) overrides it to measure no further
    /// than the limit, so its cost follows what can be shown.
    open func intrinsicContentSize(limitedTo limit: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: min(intrinsic.width, limit.width), height: min(intrinsic.height, limit.height))
    }

    /// The size the widget wants within `proposal`. The default is the intrinsic size
    /// clamped to the proposal.
    open func sizeThatFits(_ proposal: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(
            width: min(intrinsic.width, proposal.width), height: min(intrinsic.height, proposal.height))
    }

    /// Whether Tab can move focus here.
    open var canBecomeFocused: Bool { false }

    /// Handles a key while focused; returns true when consumed.
    open func handle(_ event: KeyEvent) -> Bool { false }

    /// The keys ``handle(_:)-(KeyEvent)`` takes now, with what they do: the
    /// footer and the `?` help of a TermUI app list them while this widget or
    /// a descendant has focus. Declare them beside the handler, from the same
    /// state it reads, so a hint never names a key that does something else.
    open var keyHints: [KeyHint] { [] }

    /// True while the widget takes every typed character as text (an editable
    /// text field): single-letter shortcuts around it step aside.
    open var takesTypedText: Bool { false }

    /// Handles a mouse event whose location is in this widget's coordinates;
    /// returns true when consumed.
    open func handle(_ event: MouseEvent) -> Bool { false }

    /// Takes text pasted while focused, as one insertion; returns true when consumed.
    ///
    /// Pasted text is never read as keys: a `q` inside a paste is text, not a command.
    open func handlePaste(_ text: String) -> Bool { false }

    /// Where the terminal cursor should blink while this widget is focused, if anywhere.
    open var cursorPosition: Point? { nil }

    /// True when ``draw(in:)`` paints every cell of ``bounds``, so the widget
    /// can be repainted alone. A widget that is not opaque is repainted by
    /// redrawing its parent. The default: opaque exactly when it has a
    /// ``backgroundStyle``.
    open var isOpaque: Bool { backgroundStyle != nil }

    /// Called on every ancestor of a widget that just became focused, nearest
    /// first, so containers can react (a scroll container scrolls it into view).
    open func didFocusDescendant(_ widget: Widget) {}
}
