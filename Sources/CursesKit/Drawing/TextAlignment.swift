/// Where lines of text sit horizontally within their rectangle (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Against the left edge.
    case leading
    /// Centred; an odd leftover column goes to the right.
    case center
    /// Against the right edge.
    case trailing
}
