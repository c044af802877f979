/// A row's primary action, run by Enter on the list's cursor row (a
/// ``NavigationLink`` in a row pushes).
@MainActor
protocol ListRowActivating {
    /// Runs the action; true when there was one.
    func activateRow() -> Bool
}
