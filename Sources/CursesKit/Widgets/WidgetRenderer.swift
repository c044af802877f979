/// Draws a widget tree into a ``Surface``, repainting only what changed.
///
/// A frame costs what changed, not the size of the tree: marks flag their
/// ancestors (``Widget/setNeedsDisplay()``), so the renderer descends only
/// into marked paths and skips every subtree outside the visible area.
///
/// - A marked widget that is ``Widget/isOpaque`` repaints alone: it clears
///   its bounds with its ``Widget/backgroundStyle``, draws itself, then its
///   visible children in subsurfaces clipped to their frames.
/// - A marked widget that is not opaque cannot erase its old cells, so its
///   area is repainted from the nearest opaque ancestor (or the root, which
///   clears with `.plain`): that ancestor and everything above it in drawing
///   order are drawn again, clipped to the area. Cells a child left (moved,
///   hidden, removed) are repainted the same way.
/// - A sibling above (later than) a repainted area that overlaps it is
///   repainted in the overlap only.
/// - A ``Widget/isDimmed`` subtree is drawn through a ``DimmedSurface``.
@MainActor
package enum WidgetRenderer {
    /// Areas to repaint, keyed by the widget (opaque or the root) that
    /// repaints them, in its coordinates.
    private typealias Pending = [ObjectIdentifier: [Rect]]

    /// How many widgets the last ``render(_:in:full:focused:)`` drew (each
    /// `draw(in:)` call counts once): tests assert a frame costs what changed.
    package private(set) static var widgetsDrawnInLastRender = 0

    /// Lays out and draws `root` into `surface`, places the terminal cursor
    /// for `focused`, and clears the redraw marks.
    ///
    /// Pass `full: true` when the surface lost its content (first frame, resize).
    /// Returns the cursor position in the surface's coordinates, if shown.
    @discardableResult
    package static func render(
        _ root: Widget, in surface: Surface, full: Bool = false, focused: Widget? = nil
    ) -> Point? {
        root.layoutIfNeeded()
        widgetsDrawnInLastRender = 0
        let screen = Rect(origin: .zero, size: surface.size)
        if !root.isHidden {
            let target = root.isDimmed ? DimmedSurface(surface) : surface
            let visible = screen.intersection(root.bounds)
            if full || root.needsDisplay {
                paint(root, in: target, region: screen, clearing: .plain)
            } else if root.isOnMarkedPath {
                var pending: Pending = [:]
                if let rect = root.invalidRect { pending[ObjectIdentifier(root), default: []].append(rect) }
                collect(under: root, painter: root, offset: .zero, visible: visible, into: &pending)
                update(root, in: target, visible: visible, covered: [], pending: pending, clearing: .plain)
            }
        } else if full {
            surface.fill(screen, with: " ", style: .plain)
        }
        root.markDisplayed()
        let cursor = cursorPoint(root: root, focused: focused)
        surface.setCursor(cursor)
        return cursor
    }

    /// Finds, along the marked paths under `widget`, the areas that must be
    /// repainted from an opaque ancestor and files them under it.
    /// `offset` is `widget`'s origin in `painter`'s coordinates.
    private static func collect(
        under widget: Widget, painter: Widget, offset: Point, visible: Rect, into pending: inout Pending
    ) {
        for child in widget.markedSubwidgets where !child.isHidden && child.superwidget === widget {
            let frame = child.frame
            let childVisible = visible.intersection(frame)
            guard !childVisible.isEmpty else { continue }
            let origin = offset.offsetBy(dx: frame.minX, dy: frame.minY)
            let opaque = child.isOpaque
            if child.needsDisplay {
                // An opaque widget repaints its whole subtree itself.
                if !opaque { file(Rect(origin: origin, size: frame.size), under: painter, in: &pending) }
                continue
            }
            if let rect = child.invalidRect {
                file(
                    opaque ? rect : rect.offsetBy(dx: origin.x, dy: origin.y),
                    under: opaque ? child : painter, in: &pending)
            }
            if child.hasMarkedDescendant {
                collect(
                    under: child, painter: opaque ? child : painter, offset: opaque ? .zero : origin,
                    visible: local(childVisible, in: frame), into: &pending)
            }
        }
    }

    private static func file(_ rect: Rect, under painter: Widget, in pending: inout Pending) {
        pending[ObjectIdentifier(painter), default: []].append(rect)
    }

    /// Brings a widget on a marked path up to date. `visible` and `covered`
    /// (areas already repainted above it this frame) are in its coordinates.
    /// Returns the areas repainted, so later siblings overlapping them are
    /// repainted there too.
    ///
    /// Only marked children and children overlapped by a repaint are visited,
    /// in drawing order; overlaps are found through the children's index by
    /// area, so neither a long list of siblings nor a full repaint of one is
    /// quadratic.
    @discardableResult
    /// True when one of `rects` holds all of `area`.
    nonisolated private static func anyContains(_ rects: [Rect], _ area: Rect) -> Bool {
        for rect in rects where rect.contains(area) { return true }
        return false
    }

    private static func update(
        _ widget: Widget, in surface: Surface, visible: Rect, covered: [Rect], pending: Pending,
        clearing: Style? = nil
    ) -> [Rect] {
        var painted = covered
        var damage: [Rect] = []
        for rect in pending[ObjectIdentifier(widget)] ?? [] {
            let area = rect.intersection(visible)
            guard !area.isEmpty, !anyContains(painted, area) else { continue }
            paint(widget, in: surface, region: area, clearing: clearing)
            damage.append(area)
            painted.append(area)
        }
        let subwidgets = widget.subwidgets
        // Loops rather than closures: a main-actor closure handed to `filter`,
        // `map` or `contains` checked its executor on every call (25 a frame).
        var queue: [Int] = []
        for child in widget.markedSubwidgets where !child.isHidden && child.superwidget === widget {
            queue.append(child.indexInSuperwidget)
        }
        queue.sort()
        var restore: [Int: [Rect]] = [:]
        var position = 0
        while position < queue.count {
            let index = queue[position]
            position += 1
            if position > 1 && queue[position - 2] == index { continue }
            let child = subwidgets[index]
            let frame = child.frame
            let childVisible = visible.intersection(frame)
            guard !childVisible.isEmpty else { continue }
            let isCovered = anyContains(painted, childVisible)
            let sub = subsurface(for: child, in: surface)
            var repainted: [Rect] = []
            if child.needsDisplay && child.isOpaque && !isCovered {
                paint(child, in: sub, region: local(childVisible, in: frame))
                repainted = [childVisible]
            } else {
                // Restore what a repaint below drew over this child.
                for area in restore[index] ?? [] { paint(child, in: sub, region: local(area, in: frame)) }
                if child.isOnMarkedPath && !isCovered {
                    var childCovered: [Rect] = []
                    for area in painted {
                        let overlap = area.intersection(frame)
                        if !overlap.isEmpty { childCovered.append(local(overlap, in: frame)) }
                    }
                    let damaged = update(
                        child, in: sub, visible: local(childVisible, in: frame), covered: childCovered,
                        pending: pending)
                    for area in damaged { repainted.append(area.offsetBy(dx: frame.minX, dy: frame.minY)) }
                }
            }
            for area in repainted {
                damage.append(area)
                for sibling in widget.subwidgets(meeting: area)
                where sibling.indexInSuperwidget > index && !sibling.isHidden {
                    let overlap = area.intersection(sibling.frame)
                    let later = sibling.indexInSuperwidget
                    restore[later, default: []].append(overlap)
                    insert(later, into: &queue, after: position)
                }
            }
        }
        return damage
    }

    /// Inserts `index` into the sorted tail of `queue` (from `start`) unless present.
    private static func insert(_ index: Int, into queue: inout [Int], after start: Int) {
        var low = start
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if queue[middle] < index { low = middle + 1 } else { high = middle }
        }
        if low < queue.count && queue[low] == index { return }
        queue.insert(index, at: low)
    }

    /// Draws `widget` and its subtree, clipped to `region` (its coordinates,
    /// already inside the visible area): background, the widget, then every
    /// visible child that meets the region, in drawing order.
    ///
    /// `paintedAfter` are areas (its coordinates) that later siblings with a
    /// background fill when they are painted, right after it: its own
    /// background is not filled there, as whatever it put there is covered.
    private static func paint(
        _ widget: Widget, in surface: Surface, region: Rect, clearing: Style? = nil, paintedAfter: [Rect] = []
    ) {
        let target: Surface =
            region.contains(widget.bounds) ? surface : ClippedSurface(base: surface, clip: region)
        let children = widget.subwidgets(meeting: region)
        if let background = widget.backgroundStyle ?? clearing {
            var covers = paintedAfter
            for child in children where !child.isHidden && child.backgroundStyle != nil {
                // A row's content lies inside the row: the row covers it already.
                let frame = child.frame
                if let last = covers.last, last.contains(frame) { continue }
                covers.append(frame)
            }
            fill(region, leaving: covers, in: surface, style: background)
        }
        widget.draw(in: target)
        widgetsDrawnInLastRender += 1
        var index = 0
        while index < children.count {
            let child = children[index]
            index += 1
            guard !child.isHidden else { continue }
            let frame = child.frame
            // The siblings drawn right after it inside its frame (a list row's
            // content, laid over the row): those with a background fill their
            // part themselves, so the row leaves it.
            var later: [Rect] = []
            var next = index
            while next < children.count, frame.contains(children[next].frame) {
                let sibling = children[next]
                if !sibling.isHidden, sibling.backgroundStyle != nil {
                    later.append(local(sibling.frame.intersection(region), in: frame))
                }
                next += 1
            }
            paint(
                child, in: subsurface(for: child, in: surface),
                region: local(frame.intersection(region), in: frame), paintedAfter: later)
        }
    }

    /// Fills the cells of `region` that none of `covers` takes: each is the
    /// area of a visible widget with a background painted after this fill (a
    /// child, or a later sibling over it), which fills that part itself, so
    /// filling there too only wrote cells twice (a list that scrolled filled
    /// each cell three times: the list, the row, the row's text).
    /// Rows with the same uncovered columns are filled as one rectangle.
    private static func fill(_ region: Rect, leaving areas: [Rect], in surface: Surface, style: Style) {
        var covers: [Rect] = []
        for area in areas {
            let part = area.intersection(region)
            if !part.isEmpty { covers.append(part) }
        }
        guard !covers.isEmpty else {
            surface.fill(region, with: " ", style: style)
            return
        }
        var open: [Rect] = []
        for y in region.minY..<region.maxY {
            let gaps = uncoveredColumns(of: region, at: y, covers: covers)
            var extends = gaps.count == open.count
            for index in open.indices where extends {
                extends =
                    open[index].minX == gaps[index].lowerBound && open[index].maxX == gaps[index].upperBound
            }
            if extends {
                for index in open.indices { open[index].size.height += 1 }
                continue
            }
            for rect in open { surface.fill(rect, with: " ", style: style) }
            open = []
            for gap in gaps { open.append(Rect(x: gap.lowerBound, y: y, width: gap.count, height: 1)) }
        }
        for rect in open { surface.fill(rect, with: " ", style: style) }
    }

    /// The runs of columns of `region`'s row `y` that none of `covers` takes, left to right.
    private static func uncoveredColumns(of region: Rect, at y: Int, covers: [Rect]) -> [Range<Int>] {
        var taken: [Range<Int>] = []
        for cover in covers where cover.minY <= y && y < cover.maxY {
            // Kept sorted by start (an insertion: a row meets few covers).
            var index = taken.count
            while index > 0, taken[index - 1].lowerBound > cover.minX { index -= 1 }
            taken.insert(cover.minX..<cover.maxX, at: index)
        }
        var gaps: [Range<Int>] = []
        var x = region.minX
        for span in taken {
            if span.lowerBound > x { gaps.append(x..<span.lowerBound) }
            x = max(x, span.upperBound)
        }
        if x < region.maxX { gaps.append(x..<region.maxX) }
        return gaps
    }

    private static func subsurface(for child: Widget, in surface: Surface) -> Surface {
        let sub = surface.subsurface(child.frame)
        return child.isDimmed ? DimmedSurface(sub) : sub
    }

    /// `rect` (parent coordinates) in the coordinates of the child at `frame`.
    private static func local(_ rect: Rect, in frame: Rect) -> Rect {
        rect.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    private static func cursorPoint(root: Widget, focused: Widget?) -> Point? {
        guard let focused, focused.isDescendant(of: root), focused.isVisibleInTree,
            let local = focused.cursorPosition, focused.bounds.contains(local)
        else { return nil }
        // The cursor must also lie inside every ancestor's visible area.
        var point = local
        var node = focused
        while let parent = node.superwidget {
            point = point.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            guard parent.bounds.contains(point) else { return nil }
            node = parent
        }
        return point
    }
}
