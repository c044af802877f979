/// Finds which of many children meet an area without scanning them all: the
/// children sorted by their top row, with the few tall ones kept apart.
///
/// Built lazily by ``Widget/subwidgets(meeting:)`` and dropped whenever a
/// child moves or the children change, so it costs nothing while nothing is
/// asked and one sort after a layout that moved children.
package struct ChildIndex {
    /// Below this many children a scan is as fast.
    package static let minimumCount = 32
    /// Children taller than this are checked one by one.
    private static let tallHeight = 8

    /// (top row, index in subwidgets) of the short children, by top row.
    private var rows: [Row] = []
    /// The greatest height among the short children.
    private var shortHeight = 0
    /// Indices of the tall children.
    private var tall: [Int] = []

    @MainActor
    package init(_ subwidgets: [Widget]) {
        for (index, child) in subwidgets.enumerated() {
            let frame = child.frame
            if frame.height > Self.tallHeight {
                tall.append(index)
            } else {
                rows.append(Row(minY: frame.minY, index: index))
                shortHeight = max(shortHeight, frame.height)
            }
        }
        // By the rows' own order, not a closure: a main-actor closure handed
        // to the standard library checks its executor on every call.
        rows.sort()
    }

    /// The children (of `subwidgets`, the array the index was built from) whose
    /// frames meet `rect`, in drawing order.
    @MainActor
    package func subwidgets(meeting rect: Rect, in subwidgets: [Widget]) -> [Widget] {
        guard !rect.isEmpty else { return [] }
        // A short child meets rows minY..<maxY only when its top row is in
        // (rect.minY - shortHeight, rect.maxY).
        var low = 0
        var high = rows.count
        let first = rect.minY - shortHeight + 1
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].minY < first { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        var position = low
        while position < rows.count, rows[position].minY < rect.maxY {
            let index = rows[position].index
            if subwidgets[index].frame.intersects(rect) { found.append(index) }
            position += 1
        }
        for index in tall where subwidgets[index].frame.intersects(rect) { found.append(index) }
        found.sort()
        var meeting: [Widget] = []
        meeting.reserveCapacity(found.count)
        for index in found { meeting.append(subwidgets[index]) }
        return meeting
    }

    /// A short child's top row and its index; by top row, then index (so
    /// children on one row keep their drawing order).
    private struct Row: Comparable {
        let minY: Int
        let index: Int

        static func < (lhs: Row, rhs: Row) -> Bool {
            lhs.minY != rhs.minY ? lhs.minY < rhs.minY : lhs.index < rhs.index
        }
    }
}
