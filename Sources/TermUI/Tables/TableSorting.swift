import CursesKit

/// What a sortable ``Table`` does to its `sortOrder` binding, with the
/// binding's comparator type erased: the column sorted by, a click or key
/// that sorts by a column, and the keys that change the column or the order.
///
/// As in SwiftUI, the table only writes the binding; the app sorts its data
/// (`.onChange(of: sortOrder) { people.sort(using: $0) }`). A column chosen
/// anew goes first in the array (the others stay after it, as tie-breakers);
/// the first column chosen again flips its order.
@MainActor
struct TableSorting {
    /// The column sorted by (the first comparator's) and whether ascending.
    let current: () -> (column: Int, ascending: Bool)?
    /// Sorts by column `index`: first, ascending; if it is first, the other way.
    let sortByColumn: (Int) -> Void
    /// The next sortable column becomes the first, ascending (the `s` key).
    let cycle: () -> Void

    init<Value, Sort: SortComparator>(order: Binding<[Sort]>, columns: [AnyTableColumn<Value>]) {
        let comparators = columns.map { $0.comparator as? Sort }
        let sortable = comparators.indices.filter { comparators[$0] != nil }
        /// True when `a` and `b` sort by the same thing, in whatever order.
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var a = a
            var b = b
            a.order = .forward
            b.order = .forward
            return a == b
        }
        func current() -> (column: Int, ascending: Bool)? {
            guard let first = order.wrappedValue.first,
                let column = comparators.firstIndex(where: { $0.map { same($0, first) } ?? false })
            else { return nil }
            return (column, first.order == .forward)
        }
        func makeFirst(_ column: Int) {
            guard let comparator = comparators[column] else { return }
            var list = order.wrappedValue
            list.removeAll { same($0, comparator) }
            var ascending = comparator
            ascending.order = .forward
            list.insert(ascending, at: 0)
            order.wrappedValue = list
        }
        self.current = current
        sortByColumn = { column in
            guard comparators.indices.contains(column), let comparator = comparators[column] else { return }
            var list = order.wrappedValue
            if let first = list.first, same(first, comparator) {
                list[0].order = first.order == .forward ? .reverse : .forward
                order.wrappedValue = list
            } else {
                makeFirst(column)
            }
        }
        cycle = {
            guard let first = sortable.first else { return }
            let next = current().flatMap { now in sortable.first { $0 > now.column } } ?? first
            makeFirst(next)
        }
    }

    /// `s` sorts by the next sortable column, `S` flips the order (sorting
    /// by the first sortable column when nothing is sorted yet).
    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        switch key.key {
        case .character("s"):
            cycle()
            return true
        case .character("S"):
            if let now = current() {
                sortByColumn(now.column)
            } else {
                cycle()
            }
            return true
        default: return false
        }
    }
}
