/// Two or three columns side by side, each choosing what the next shows:
/// SwiftUI's `NavigationSplitView`.
///
/// A `List(selection:)` in the sidebar usually drives the detail through the
/// binding it writes. The columns are split by a rule; Tab moves through one
/// column's controls and then on to the next column's, Ctrl-→ and Ctrl-←
/// jump to the next and previous column. A `columnVisibility:` binding hides
/// the leading columns (`.detailOnly`, `.doubleColumn`); TermUI only reads
/// it (there is no sidebar button that would write it).
///
/// When the view is narrower than ``NavigationSplitView/collapseWidth``
/// (60 columns for two, 80 for three) it collapses to a stack that shows one
/// column at a time, the sidebar first: Enter (when the focused view does
/// not use it) or Ctrl-→ shows the next column; Esc, ←, Backspace, Ctrl-← or
/// a click on the `‹ Back` row go back. Every column stays alive, with its
/// `@State`, in both forms.
///
/// ```swift
/// NavigationSplitView {
///     List(passes, selection: $selected) { Text($0.title) }
/// } detail: {
///     PassDetail(id: selected)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// Body is `Never`: the split view lays its columns out itself.
    public typealias Body = Never
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Two columns: `sidebar` beside `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {
        columnVisibility = nil
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// Three columns: `sidebar`, `content` and `detail`.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Two columns, the sidebar shown as `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// Three columns, the leading ones shown as `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// The width below which the columns collapse to a stack: 60 columns
    /// for two, 80 for three (each column needs about twenty to be of use).
    public static var collapseWidth: Int { Content.self == EmptyView.self ? 60 : 80 }

    func makeBehavior() -> NodeBehavior { NavigationSplitViewBehavior(view: self) }
}
