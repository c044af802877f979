/// Which leading columns of a ``NavigationSplitView`` show (SwiftUI's
/// `NavigationSplitViewVisibility`), for its `columnVisibility:` binding.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Kind: String, Hashable, Sendable, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// As suits the space: every column.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns (a two-column view shows both of its own).
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}
