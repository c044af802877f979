import CursesKit

/// A type that arranges a collection of views: SwiftUI's `Layout` protocol
/// for custom containers.
///
/// Implement ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)``, then use the layout as a
/// container by calling it with a view builder:
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(
///             width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             subview.place(at: point, proposal: ProposedViewSize(size))
///             point.x += size.width
///             point.y += size.height
///         }
///     }
/// }
///
/// Diagonal { Text("one"); Text("two"); Text("three") }
/// ```
///
/// Lengths are points, 8 to a column and 16 to a row (see
/// ``ProposedViewSize``): `bounds` is the screen's cells in points, and a
/// subview is placed at whole cells.
/// Unlike SwiftUI's, the protocol is `@MainActor`, as every view is here.
@MainActor
public protocol Layout {
    /// Whatever the layout keeps between calls (`Void` when it keeps nothing).
    associatedtype Cache = Void
    /// The proxies of the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// The container's size for `proposal`. It may be asked several
    /// times with different proposals before it is placed.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview (``LayoutSubview/place(at:anchor:proposal:)``)
    /// inside `bounds`, which has a size this layout returned. A subview not
    /// placed is centred in `bounds`, as in SwiftUI.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the cache for `subviews`, before the first measurement.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date when the layout, its subviews or their sizes
    /// changed; by default makes it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// A layout that keeps nothing has an empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The views `content` lists, arranged by this layout: what makes
    /// `MyLayout { … }` a container view.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}
