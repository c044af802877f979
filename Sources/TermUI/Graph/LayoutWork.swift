/// How much layout the graph did: the work a change caused, counted so a
/// test can see how far an invalidation reached.
struct LayoutWork: Equatable {
    /// Sizes worked out (a node asked a proposal it had no cached answer for).
    var measured = 0
    /// Nodes placed (their content laid out in their frame).
    var placed = 0
    /// The type of each view measured, when the graph records the detail.
    var measuredViews: [String] = []
}
