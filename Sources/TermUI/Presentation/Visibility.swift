/// Whether a part of a view is shown: SwiftUI's `Visibility` (a confirmation
/// dialog's `titleVisibility:`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the view decides (a confirmation dialog shows its title).
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
