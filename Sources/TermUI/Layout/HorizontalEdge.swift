/// The leading or the trailing edge of a view (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The edge where text starts (the left in a terminal).
    case leading
    /// The edge where text ends (the right in a terminal).
    case trailing
}
