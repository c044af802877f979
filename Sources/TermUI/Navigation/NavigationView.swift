/// SwiftUI's deprecated navigation container, shown as a ``NavigationStack``.
///
/// Its content is the stack's root: `NavigationLink`s inside push their
/// destinations, the title row shows `.navigationTitle` (or the older
/// `.navigationBarTitle`) and leads back, and Esc, ← or Backspace go back one level.
/// Approximated: the two-column form (a sidebar view and a detail view in
/// the content, as on an iPad or a Mac) is shown as the stack's root with
/// both views one under the other; use ``NavigationSplitView`` for columns.
///
/// ```swift
/// NavigationView {
///     List(fruits) { fruit in
///         NavigationLink(fruit.name) { FruitDetail(fruit: fruit) }
///     }
///     .navigationBarTitle("Fruit")
/// }
/// .navigationViewStyle(.stack)
/// ```
public struct NavigationView<Content: View>: View {
    private let content: Content

    /// A navigation view whose root is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in a navigation stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// A style of ``NavigationView`` (SwiftUI's deprecated `NavigationViewStyle`).
///
/// Every style shows a stack here (see ``NavigationView``); the style is accepted.
public protocol NavigationViewStyle: Sendable {}

/// One view at a time, pushed and popped: what every ``NavigationView`` is here.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Two columns on an iPad or a Mac; shown as a stack here.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The two-column style.
    public init() {}
}

/// Columns on a Mac; shown as a stack here.
public struct ColumnsNavigationViewStyle: NavigationViewStyle {
    /// The columns style.
    public init() {}
}

/// The platform's choice: a stack here.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnsNavigationViewStyle {
    /// Columns (a stack here).
    public static var columns: ColumnsNavigationViewStyle { ColumnsNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice (a stack here).
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// The style of the ``NavigationView``s in this view: accepted; every
    /// style is a stack here.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

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
