/// What the lists of a view tree built: counted so a test or the bench can
/// show that opening or moving through a long list costs the rows on screen.
package struct ListRowWork: Equatable, Sendable {
    /// Row nodes made (a row that came on screen).
    package var rowsBuilt = 0
    /// `ForEach` row closures called (each builds one row's view value).
    package var rowViewsMade = 0

    package init(rowsBuilt: Int = 0, rowViewsMade: Int = 0) {
        self.rowsBuilt = rowsBuilt
        self.rowViewsMade = rowViewsMade
    }

    /// The work done since `earlier`.
    package func since(_ earlier: ListRowWork) -> ListRowWork {
        ListRowWork(
            rowsBuilt: rowsBuilt - earlier.rowsBuilt, rowViewsMade: rowViewsMade - earlier.rowViewsMade)
    }
}

/// A list behaviour, as the counting sees it.
@MainActor
protocol ListWorkReporting: AnyObject {
    var work: ListRowWork { get }
}

extension HeadlessHost {
    /// What every list in the tree built so far (tests and the bench take
    /// the difference around a key).
    package var listRowWork: ListRowWork {
        var total = ListRowWork()
        graph.root?.forEachNode { node in
            guard let list = node.behavior as? any ListWorkReporting else { return }
            total.rowsBuilt += list.work.rowsBuilt
            total.rowViewsMade += list.work.rowViewsMade
        }
        return total
    }
}
