import CursesKit

/// An `HStack` as a ``Layout`` value, for ``AnyLayout`` (SwiftUI's `HStackLayout`).
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("one"); Text("two") }
/// ```
public struct HStackLayout: Layout, Hashable, Sendable {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// Points between subviews (`nil`: 8, one column, as in `HStack`).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var stack: StackLayout {
        StackLayout(
            axis: .horizontal, alignment: alignment,
            spacing: StackLayout.spacing(spacing, axis: .horizontal, .standard))
    }

    /// The stack's size, shared out as `HStack` shares it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }

    /// Places the subviews left to right.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        stack.place(subviews, in: bounds)
    }
}

/// A `VStack` as a ``Layout`` value, for ``AnyLayout`` (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout, Hashable, Sendable {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// Points between subviews (`nil`: 8, half a row and so none, as in `VStack`).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var stack: StackLayout {
        StackLayout(
            axis: .vertical, alignment: alignment,
            spacing: StackLayout.spacing(spacing, axis: .vertical, .standard))
    }

    /// The stack's size, shared out as `VStack` shares it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }

    /// Places the subviews top to bottom.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        stack.place(subviews, in: bounds)
    }
}

/// A `ZStack` as a ``Layout`` value, for ``AnyLayout`` (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout, Hashable, Sendable {
    /// Where each subview sits in the stack's frame.
    public var alignment: Alignment

    /// A layered layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// As large as the largest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Places each subview at the alignment's point of `bounds`.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let metrics = subviews.metrics
        let rect = metrics.cells(bounds)
        for subview in subviews {
            let wanted = subview.node.sizeThatFits(ProposedSize(rect.size))
            let size = Size(width: min(wanted.width, rect.width), height: min(wanted.height, rect.height))
            let offset = alignment.offset(of: size, in: rect.size)
            subview.place(
                at: metrics.points(Point(x: rect.minX + offset.x, y: rect.minY + offset.y)),
                proposal: ProposedViewSize(metrics.points(size)))
        }
    }
}

extension StackLayout {
    /// The stack's size for a custom layout's subviews.
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        subviews.metrics.points(sizeThatFits(proposal.cells(subviews.metrics), units: subviews.units))
    }

    /// Places a custom layout's subviews as the stack places its children.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        place(subviews.units, in: subviews.metrics.cells(bounds))
        subviews.notePlacedAll()
    }
}
