extension Widget {
    /// The deepest visible widget under `point`, given in this widget's own
    /// coordinates, or `nil` when the point is outside it or it is hidden.
    ///
    /// Later children are above earlier ones, so they are tried first.
    public func hitTest(_ point: Point) -> Widget? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for child in subwidgets.reversed() {
            let local = Point(x: point.x - child.frame.minX, y: point.y - child.frame.minY)
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// True when neither this widget nor any ancestor is hidden.
    public var isVisibleInTree: Bool {
        var node: Widget? = self
        while let current = node {
            if current.isHidden { return false }
            node = current.superwidget
        }
        return true
    }
}
