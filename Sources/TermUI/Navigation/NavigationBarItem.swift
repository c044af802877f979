/// The parts of a navigation bar SwiftUI describes: here, its title's display mode.
public enum NavigationBarItem {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title under the bar.
        case large
    }
}

extension View {
    /// How the navigation bar shows this view's title: accepted, and a no-op
    /// (a terminal's title row has one size).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    {
        self
    }
}
