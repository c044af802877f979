/// The top or the bottom edge of a view (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}
