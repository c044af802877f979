extension ListBehavior: ScrollTargetHost {
    /// Scrolls the list so that the row with `id` (its `ForEach` element's
    /// id, or its `.tag`) shows at `anchor`, counting a line a row; the
    /// cursor and the selection stay where they are.
    func scroll(to id: AnyHashable, anchor: UnitPoint?, node: ViewNode) -> Bool {
        guard let rows,
            let index = find(
                in: rows, near: topRow, where: { $0.key.id == id || ($0.kind == .row && $0.tag == id) })
        else { return false }
        let viewport = max(1, node.frame.height)
        topRow = max(
            0,
            ScrollTarget.offset(
                top: index, height: 1, viewport: min(viewport, fullyShownCount), current: topRow,
                anchor: anchor))
        invalidate()
        return true
    }
}
