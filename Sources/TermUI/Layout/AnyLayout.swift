import CursesKit

/// Any ``Layout``, type-erased (SwiftUI's `AnyLayout`): switching the layout
/// it wraps keeps the subviews, and their state, where they are in the graph.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("Name"); TextField("name", text: $name) }
/// ```
public struct AnyLayout: Layout {
    let layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { self.layout = layout }

    /// The wrapped layout's cache, made again when the layout's type changes.
    public struct Cache {
        var storage: Any?
        var layoutType: ObjectIdentifier?

        /// The cache if `L` made it.
        func typed<L: Layout>(for layout: L) -> L.Cache? {
            layoutType == ObjectIdentifier(L.self) ? storage as? L.Cache : nil
        }

        mutating func store<L: Layout>(_ cache: L.Cache, of layout: L) {
            storage = cache
            layoutType = ObjectIdentifier(L.self)
        }
    }

    /// An empty cache: the wrapped layout makes its own on first use.
    public func makeCache(subviews: Subviews) -> Cache { Cache(storage: nil, layoutType: nil) }

    /// Keeps the wrapped layout's cache and lets it update it.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var typed = cache.typed(for: layout) else { return }
            layout.updateCache(&typed, subviews: subviews)
            cache.store(typed, of: layout)
        }
        update(layout)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func measure<L: Layout>(_ layout: L) -> CGSize {
            var typed = cache.typed(for: layout) ?? layout.makeCache(subviews: subviews)
            defer { cache.store(typed, of: layout) }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return measure(layout)
    }

    /// The wrapped layout places the subviews.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        func place<L: Layout>(_ layout: L) {
            var typed = cache.typed(for: layout) ?? layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            cache.store(typed, of: layout)
        }
        place(layout)
    }
}
