/// A view with the label its tab shows in a ``TabView``'s tab bar (what
/// ``View/tabItem(_:)`` returns). Outside a tab view it is its content.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView, SingleContentView {
    typealias Body = Never
    let content: Content
    let label: Label

    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { view in [ChildSpec(key: .index(0), view: view.content)] }
    }
}

extension TabItemView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

/// A view that names its tab: a `.tabItem` or a ``Tab``.
@MainActor
protocol TabItemLabeled {
    /// The tab's title as the tab bar shows it.
    var tabItemTitle: TabTitle { get }
}

extension TabItemView: TabItemLabeled {
    var tabItemTitle: TabTitle { LabelText.title(of: label) }
}

extension View {
    /// Sets the label of the view's tab in a ``TabView``: a `Label`, a
    /// `Text` or an `Image`, shown (icon, then title) in the tab bar.
    ///
    /// ```swift
    /// TabView {
    ///     InboxView()
    ///         .tabItem { Label("Inbox", systemImage: "tray") }
    /// }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

/// A tab's title in the tab bar: as drawn, and with ASCII for its icon where
/// the terminal cannot draw Unicode.
struct TabTitle: Equatable {
    var text: String
    var ascii: String
    /// A `.badge` on the tab, drawn after the title.
    var badge: String?
}
