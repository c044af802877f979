/// Where the last find is: the matching line shown, counted among all the
/// page's lines that match (lynx's and less's "n of N").
public struct WebFindResult: Sendable, Equatable {
    /// Which matching line, from 1.
    public let index: Int
    /// How many lines match.
    public let count: Int
}
