import CursesKit

extension View {
    /// Shows `content` above or below this view, which keeps the rest of the
    /// space: a bar under a scroll view.
    ///
    /// ```swift
    /// ScrollView { messages }
    ///     .safeAreaInset(edge: .bottom) { Text("3 unread").bold() }
    /// ```
    ///
    /// A terminal has no safe area beneath bars to draw into, so the view
    /// and the inset are stacked: `spacing` points between them (none by default).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` beside this view, which keeps the rest of the space;
    /// `spacing` points between them (none by default).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
