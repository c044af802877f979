/// What a ``List`` row shows, as its node gets it: how to make the row's
/// view (the app's `ForEach` closure applied to the row's element, or a view
/// the list's content holds) and the build of the list's rows it came from.
///
/// Two are the same input when they come from one build: a build lasts
/// while the list's view, environment and width stay, and with them its
/// data and row closures, so the view made last is still the row's. A Down
/// that only moves the selection then makes again just the rows whose look
/// changed (their flags differ), not every row on screen. What the closure
/// reads is the row node's own dependency (``ListRowBehavior`` makes the
/// view under its tracking), so a change of it reaches the row alone.
struct ListRowContent: Equatable {
    /// The list's build of its rows; nil for a row whose view is new in each
    /// build (made by a `ForEach` closure while the content was flattened),
    /// which is never the same input.
    let build: Int?
    let make: @MainActor () -> any View

    static func == (lhs: ListRowContent, rhs: ListRowContent) -> Bool {
        lhs.build != nil && lhs.build == rhs.build
    }
}
