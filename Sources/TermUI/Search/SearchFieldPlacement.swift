/// Where a `.searchable` view would like its search field: SwiftUI's
/// `SearchFieldPlacement`.
///
/// Accepted, and every placement is drawn the same way: a row at the top of
/// the searchable view, under the navigation stack's title row when the
/// view is inside one (where iOS puts its search bar, in the navigation
/// bar's drawer).
public struct SearchFieldPlacement: Hashable, Sendable {
    /// How a search field in the navigation bar's drawer is shown: SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode` (accepted: the row always shows).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String

        /// The system decides (the row always shows here).
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    let name: String

    /// The system decides: the top of the searchable view.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar: the top of the searchable view.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view: the top of the searchable view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer: the top of the searchable view, under the title row.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        .navigationBarDrawer
    }
}
