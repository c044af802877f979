/// A view that shows one of several tabs, chosen in a tab bar along its top:
/// SwiftUI's `TabView`.
///
/// Tabs are views with a `.tabItem { Label(...) }` (or a `Text`), or
/// ``Tab``s; `.tag` (or a `Tab`'s `value`) is what a `selection` binding
/// takes. Without a binding the tab view keeps its own selection, the first
/// tab to start.
///
/// Keys: while the tab bar has focus, ← → (h l) show the tab before or after
/// and Home End the first and last, keeping focus on the bar; ↓ or Enter go
/// into the shown tab. From anywhere inside the tab view (when the focused
/// view does not take the key), Ctrl-Page Down and Ctrl-Page Up show the
/// next and previous tab and Alt-1 … Alt-9 the tab of that number, moving
/// focus into it. A click on a tab shows it and focuses into it.
///
/// A tab's content is built the first time it is shown and then kept, with
/// its `@State`, while other tabs show (as SwiftUI does); keys reach the shown
/// tab only. Focus goes back to where it was in a tab when it shows again.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Passes", systemImage: "wallet.pass", value: 0) { PassList() }
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Body is `Never`: the tab view hosts its tab bar and tabs itself.
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose shown tab is the one tagged `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior { TabViewBehavior(view: self) }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, the first tab to start.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}
