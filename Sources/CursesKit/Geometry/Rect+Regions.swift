extension Rect {
    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// True when every cell of `other` is one of this rectangle's cells
    /// (an empty rectangle is inside every rectangle).
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty
            || (other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// True when the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }
}
