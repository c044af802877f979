import CursesKit

extension View {
    /// Presents `content` in a bordered box beside this view while
    /// `isPresented` is true: below it (above for `arrowEdge: .top`, the
    /// edge of the view it points from, or when there is no room below), or in the middle of the screen when it
    /// fits neither, as SwiftUI's popover becomes a sheet where there is no
    /// room for it. The screen is not dimmed. Focus moves into the popover and
    /// stays there; Esc or a click outside it writes `false` to the binding,
    /// and focus goes back to what had it.
    ///
    /// ```swift
    /// Button("Details") { showingDetails = true }
    ///     .popover(isPresented: $showingDetails) { PassDetails(pass: pass) }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        var modifier = SheetModifier(
            base: self, contentKey: isPresented.wrappedValue ? AnyHashable(true) : nil,
            content: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
        modifier.placement = .anchored(edge: arrowEdge, spot: attachmentAnchor.spot, padding: 1)
        return modifier
    }

    /// Presents a popover for `item` while it is non-nil; a different item
    /// replaces the content. Esc or a click outside writes `nil` to the binding.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        var modifier = SheetModifier(
            base: self, contentKey: current.map { AnyHashable($0.id) },
            content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil }, onDismiss: nil)
        modifier.placement = .anchored(edge: arrowEdge, spot: attachmentAnchor.spot, padding: 1)
        return modifier
    }

    /// Covers the whole screen with `content` while `isPresented` is true:
    /// nothing beneath shows or takes keys. Esc (when nothing inside takes
    /// it) or `\.dismiss` writes `false` to the binding, then `onDismiss`
    /// runs and focus goes back to what had it.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $reading) { ReaderView(page: page) }
    /// ```
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        var modifier = SheetModifier(
            base: self, contentKey: isPresented.wrappedValue ? AnyHashable(true) : nil,
            content: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss)
        modifier.placement = .fullScreen
        return modifier
    }

    /// Covers the whole screen with the content for `item` while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        var modifier = SheetModifier(
            base: self, contentKey: current.map { AnyHashable($0.id) },
            content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
        modifier.placement = .fullScreen
        return modifier
    }
}
