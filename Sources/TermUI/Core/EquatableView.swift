/// A view that re-renders its content only when `==` says the content changed.
///
/// TermUI compares a view with its previous value before it evaluates the
/// body again: an `Equatable` view with `==`, any other view by all of its
/// stored properties. Wrap a view in `EquatableView` (or call
/// ``View/equatable()``) to say that its own `==` decides, for example to
/// ignore a closure that is recreated on every render.
///
/// ```swift
/// struct Row: View, Equatable {
///     let title: String
///     let onSelect: () -> Void
///     static func == (a: Row, b: Row) -> Bool { a.title == b.title }
///     var body: some View { Text(title) }
/// }
///
/// Row(title: "One") { select(1) }.equatable()
/// ```
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view whose `==` decides whether it changed.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) { self.content = content }

    /// The wrapped view.
    public var body: Content { content }

    /// True when the contents are equal (views are compared on the main actor).
    nonisolated public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
        MainActor.assumeIsolated { lhs.content == rhs.content }
    }
}

extension View where Self: Equatable {
    /// Wraps this view in an ``EquatableView``: its `==` decides whether it changed.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
