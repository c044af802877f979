extension View {
    /// A frame as long as the nearest container along `axes` (SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`), approximated: the view takes
    /// all the length offered to it along those axes (`.frame(maxWidth:
    /// .infinity)`), which is the container's when nothing beside it shares
    /// the space. A stack beside it shares the length out as for any
    /// flexible view; a terminal app's containers (the screen, a column, a
    /// scroll view) are what offers the space.
    ///
    /// ```swift
    /// Image("cover").resizable().containerRelativeFrame(.horizontal)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        frame(
            maxWidth: axes.contains(.horizontal) ? .infinity : nil,
            maxHeight: axes.contains(.vertical) ? .infinity : nil, alignment: alignment)
    }

    /// A frame of `span` of `count` equal parts of the container along `axes`,
    /// `spacing` apart, approximated as ``containerRelativeFrame(_:alignment:)``:
    /// the view takes the length offered to it.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment)
    }

    /// A frame of the length `length` makes of the container's along `axes`,
    /// approximated as ``containerRelativeFrame(_:alignment:)``.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment)
    }
}
