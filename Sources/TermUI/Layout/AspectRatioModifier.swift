import CursesKit

/// How a view with a shape of its own fills a frame of another shape.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the frame.
    case fit
    /// As small as covers the frame (the rest is cut off by the frame).
    case fill
}

/// `.aspectRatio`: proposes its content the largest (fit) or smallest (fill)
/// size of one width-to-height ratio for the space offered.
struct AspectRatioModifier: LayoutModifierView {
    let content: any View
    /// Width over height in SwiftUI's square points; `nil` for the content's own.
    let ratio: CGFloat?
    let contentMode: ContentMode

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        child(ProposedSize(target(proposal, metrics: metrics, child: child)))
    }

    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect {
        let size = size(ProposedSize(rect.size), metrics: metrics, child: child)
        return Rect(
            x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// The size of the ratio for `proposal`, in cells (a row is as many
    /// points tall as `metrics` says: twice a column's width by default).
    private func target(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size
    {
        let ideal = child(.unspecified)
        // Columns per row: the ratio in points times a row's height over a column's width.
        let cells =
            ratio.map { Double($0 * metrics.size.height / metrics.size.width) }
            ?? (ideal.height > 0 ? Double(ideal.width) / Double(ideal.height) : 1)
        guard cells > 0, cells.isFinite else { return ideal }
        func given(_ value: Int?) -> Int? { value.flatMap { $0 < Int.infinity ? $0 : nil } }
        func width(forHeight height: Int) -> Int { max(0, Int((Double(height) * cells).rounded())) }
        func height(forWidth width: Int) -> Int { max(0, Int((Double(width) / cells).rounded())) }
        switch (given(proposal.width), given(proposal.height)) {
        case (nil, nil):
            return ratio == nil ? ideal : Size(width: ideal.width, height: height(forWidth: ideal.width))
        case (let offered?, nil):
            return Size(width: offered, height: height(forWidth: offered))
        case (nil, let offered?):
            return Size(width: width(forHeight: offered), height: offered)
        case (let offeredWidth?, let offeredHeight?):
            let widthBound = height(forWidth: offeredWidth) <= offeredHeight
            return widthBound == (contentMode == .fit)
                ? Size(width: offeredWidth, height: height(forWidth: offeredWidth))
                : Size(width: width(forHeight: offeredHeight), height: offeredHeight)
        }
    }
}

extension View {
    /// Keeps the view at `aspectRatio` (width over height; `nil` for its own
    /// shape), as large as fits (`.fit`) or as small as covers (`.fill`) the
    /// space offered. The ratio is in points: a row is twice as tall as a
    /// column is wide (``EnvironmentValues/cellSize``), so a ratio of 1 is
    /// twice as many columns as rows.
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioModifier(content: self, ratio: aspectRatio, contentMode: contentMode)
    }

    /// Keeps the view at the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        AspectRatioModifier(
            content: self, ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
            contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its shape.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to cover the space offered, keeping its shape.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
