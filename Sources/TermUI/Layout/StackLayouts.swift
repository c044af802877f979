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
    /// Columns between subviews (`nil`: 1, as in `HStack`).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing.map { Int(cells: $0) } ?? 1)
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
    /// Rows between subviews (`nil`: 0, as in `VStack`).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var stack: StackLayout {
        StackLayout(axis: .vertical, alignment: alignment, spacing: spacing.map { Int(cells: $0) } ?? 0)
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
        let rect = Rect(cells: bounds)
        for subview in subviews {
            let wanted = subview.node.sizeThatFits(ProposedSize(rect.size))
            let size = Size(width: min(wanted.width, rect.width), height: min(wanted.height, rect.height))
            let offset = alignment.offset(of: size, in: rect.size)
            subview.place(
                at: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y),
                proposal: ProposedViewSize(CGSize(size)))
        }
    }
}

extension StackLayout {
    /// The stack's size for a custom layout's subviews.
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        CGSize(sizeThatFits(proposal.cells, units: subviews.units))
    }

    /// Places a custom layout's subviews as the stack places its children.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        place(subviews.units, in: Rect(cells: bounds))
        subviews.notePlacedAll()
    }
}

extension Rect {
    /// A rectangle in whole cells: the origin rounded down, the size to the nearest.
    init(cells rect: CGRect) {
        let size = rect.size.cells
        self.init(
            x: Int(rect.minX.rounded(.down)), y: Int(rect.minY.rounded(.down)), width: size.width,
            height: size.height)
    }
}
