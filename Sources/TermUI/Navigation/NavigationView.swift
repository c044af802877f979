/// SwiftUI's deprecated navigation container: a ``NavigationStack``, or two
/// columns on a wide terminal, as on an iPad or a Mac.
///
/// With one view, it is the stack's root: `NavigationLink`s inside push their
/// destinations, the title row shows `.navigationTitle` (or the older
/// `.navigationBarTitle`) and leads back, and Esc, ← or Backspace go back one level.
///
/// With two views (a sidebar and a detail placeholder) on a terminal that is
/// not horizontally compact (60 columns and more, see
/// ``UserInterfaceSizeClass``), they are two columns of a
/// ``NavigationSplitView``, each a stack of its own: a `NavigationLink(destination:)`
/// in the sidebar shows its destination in the detail column, in place of
/// what was there; Tab or Ctrl-→ move on to the detail column and Ctrl-←
/// back. On a compact terminal, or with `.navigationViewStyle(.stack)`, it
/// is a stack of the first view, as on an iPhone. Of three views the first
/// and the last are the columns. A link with a value pushes on its own
/// column's stack, where its `.navigationDestination` is.
///
/// ```swift
/// NavigationView {
///     List(fruits) { fruit in
///         NavigationLink(fruit.name) { FruitDetail(fruit: fruit) }
///     }
///     .navigationBarTitle("Fruit")
///     Text("Select a fruit")
/// }
/// ```
public struct NavigationView<Content: View>: View {
    private let content: Content
    @Environment(\.navigationViewStyleIsStack) private var isStackStyle
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var detailColumn = NavigationDetailColumn()

    /// A navigation view of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Columns, or the first view in a stack.
    public var body: some View {
        let views = (content as? TupleView)?.views ?? []
        if views.count < 2 {
            NavigationStack { content }
        } else if isStackStyle || sizeClass == .compact {
            NavigationStack { AnyView(erasing: views[0]) }
        } else {
            NavigationSplitView {
                NavigationStack { AnyView(erasing: views[0]) }
                    .environment(\.navigationDetailColumn, detailColumn)
            } detail: {
                NavigationStack {
                    NavigationDetailColumnRoot(
                        column: detailColumn, content: AnyView(erasing: views[views.count - 1]))
                }
            }
        }
    }
}

/// The detail column of a two-column ``NavigationView``: where the sidebar's links show their destinations.
@MainActor
final class NavigationDetailColumn {
    /// The detail column's stack, known once its root has rendered.
    weak var registry: NavigationRegistry?
}

/// The root of a detail column: tells the column which stack it is.
struct NavigationDetailColumnRoot<Content: View>: View {
    let column: NavigationDetailColumn
    let content: Content
    @Environment(\.navigationLevel) private var level

    var body: some View {
        column.registry = level?.registry
        return content
    }
}

struct NavigationDetailColumnKey: EnvironmentKey {
    static var defaultValue: NavigationDetailColumn? { nil }
}

struct NavigationViewStyleIsStackKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// In the sidebar of a two-column ``NavigationView``: its detail column.
    var navigationDetailColumn: NavigationDetailColumn? {
        get { self[NavigationDetailColumnKey.self] }
        set { self[NavigationDetailColumnKey.self] = newValue }
    }

    /// True under `.navigationViewStyle(.stack)`.
    var navigationViewStyleIsStack: Bool {
        get { self[NavigationViewStyleIsStackKey.self] }
        set { self[NavigationViewStyleIsStackKey.self] = newValue }
    }
}

/// A style of ``NavigationView`` (SwiftUI's deprecated `NavigationViewStyle`).
///
/// `.stack` forces one view at a time; the others leave it to the terminal's
/// width (see ``NavigationView``).
public protocol NavigationViewStyle: Sendable {}

/// One view at a time, pushed and popped, however wide the terminal.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Two columns where the terminal is wide enough, a stack where it is compact.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The two-column style.
    public init() {}
}

/// Columns where the terminal is wide enough, a stack where it is compact.
public struct ColumnsNavigationViewStyle: NavigationViewStyle {
    /// The columns style.
    public init() {}
}

/// The platform's choice: columns where the terminal is wide enough, a stack where it is compact.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnsNavigationViewStyle {
    /// Columns where the terminal is wide enough.
    public static var columns: ColumnsNavigationViewStyle { ColumnsNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice: columns where the terminal is wide enough.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// The style of the ``NavigationView``s in this view: `.stack` shows one
    /// view at a time whatever the terminal's width; the others show two
    /// views side by side where the terminal is wide enough.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyleIsStack, style is StackNavigationViewStyle)
    }

    /// Names the navigation level (SwiftUI's deprecated form of `.navigationTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Names the navigation level (SwiftUI's deprecated form of `.navigationTitle(_:)`).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(String(title))
    }

    /// Names the navigation level; `displayMode` is accepted (a terminal's
    /// title row has one size), as `.navigationBarTitleDisplayMode(_:)` is.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(title)
    }

    /// Names the navigation level; `displayMode` is accepted and unused.
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(String(title))
    }

    /// Puts `leading` at the start and `trailing` at the end of the
    /// navigation stack's title row (SwiftUI's deprecated form of
    /// `.toolbar` with `.navigationBarLeading` and `.navigationBarTrailing`
    /// items): Tab reaches their buttons.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
    /// ```
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` at the start of the navigation stack's title row.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` at the end of the navigation stack's title row.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar: accepted, and a no-op. The title row is
    /// where a terminal shows the way back (a click on it pops) and the
    /// toolbar's items, and takes one line, so it stays.
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }

    /// Hides the back button of a pushed view: accepted, and a no-op (the
    /// title row's way back is also Esc's, which stays).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
