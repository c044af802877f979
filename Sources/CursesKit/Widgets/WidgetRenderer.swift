/// Draws a widget tree into a ``Surface``, repainting only what changed.
///
/// A widget repaints when it was marked with ``Widget/setNeedsDisplay()``;
/// a repainting widget clears its bounds with its ``Widget/backgroundStyle``,
/// draws itself, then all its visible children in subsurfaces clipped to
/// their frames. A widget that is not ``Widget/isOpaque`` cannot erase its
/// old cells, so its repaint is done by its parent instead. A sibling above
/// (later than) a repainted one that overlaps it is repainted too.
@MainActor
package enum WidgetRenderer {
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
        if !root.isHidden {
            let repaint = full || mustRepaint(root)
            if repaint && root.backgroundStyle == nil {
                surface.fill(Rect(origin: .zero, size: surface.size), with: " ", style: .plain)
            }
            draw(root, in: surface, force: repaint)
        } else if full {
            surface.fill(Rect(origin: .zero, size: surface.size), with: " ", style: .plain)
        }
        root.markDisplayed()
        let cursor = cursorPoint(root: root, focused: focused)
        surface.setCursor(cursor)
        return cursor
    }

    /// True when `widget` itself must paint: it was marked, or a child that
    /// must paint cannot erase its own old cells.
    private static func mustRepaint(_ widget: Widget) -> Bool {
        if widget.needsDisplay { return true }
        return widget.subwidgets.contains { child in
            !child.isHidden && !child.isOpaque && mustRepaint(child)
        }
    }

    private static func draw(_ widget: Widget, in surface: Surface, force: Bool) {
        let repaint = force || mustRepaint(widget)
        if repaint {
            if let background = widget.backgroundStyle {
                surface.fill(widget.bounds, with: " ", style: background)
            }
            widget.draw(in: surface)
        }
        var damaged: [Rect] = []
        for child in widget.subwidgets where !child.isHidden {
            let overlapsDamage = damaged.contains { !$0.intersection(child.frame).isEmpty }
            let changed = repaint || overlapsDamage || child.subtreeNeedsDisplay
            if changed {
                draw(child, in: surface.subsurface(child.frame), force: repaint || overlapsDamage)
                damaged.append(child.frame)
            }
        }
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
