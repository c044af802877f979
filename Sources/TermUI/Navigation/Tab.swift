/// The label a ``Tab`` made from a title and a system image shows.
public typealias DefaultTabLabel = Label<Text, Image>

/// One tab of a ``TabView``: its content, the label its tab shows and the
/// value that selects it (SwiftUI's `Tab`).
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Passes", systemImage: "wallet.pass", value: Pane.passes) { PassList() }
///     Tab("Settings", systemImage: "gear", value: Pane.settings) { SettingsView() }
/// }
/// ```
///
/// Outside a tab view a tab shows its content.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View {
    let value: Value?
    let content: Content
    let label: TabLabel

    /// A tab with a label the `label` closure builds, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// The tab's content.
    public var body: some View { content }
}

extension Tab where TabLabel == DefaultTabLabel {
    /// A tab titled `title` with the symbol named `systemImage`, selected by `value`.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never, TabLabel == DefaultTabLabel {
    /// A tab titled `title` with the symbol named `systemImage`, in a tab
    /// view without a selection binding.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never {
    /// A tab with a label the `label` closure builds, in a tab view without
    /// a selection binding.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where TabLabel == EmptyView {
    /// A tab with an empty label (the tab bar numbers it), selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = EmptyView()
    }
}

extension Tab where Value == Never, TabLabel == EmptyView {
    /// A tab with an empty label (the tab bar numbers it), in a tab view
    /// without a selection binding.
    public init(@ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = EmptyView()
    }
}

extension Tab: TabItemLabeled {
    var tabItemTitle: TabTitle { LabelText.title(of: label) }
}

/// A tab view part that carries the value selecting it (a ``Tab`` made with one).
@MainActor
protocol TabValued {
    var tabValue: AnyHashable? { get }
}

extension Tab: TabValued {
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
}
