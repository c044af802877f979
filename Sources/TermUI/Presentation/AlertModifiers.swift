extension View {
    /// Presents an alert while `isPresented` is true: a box in the middle of
    /// the screen over the dimmed content, with `title`, the `message` and
    /// the buttons `actions` makes in a row (an OK button when it makes
    /// none). Focus stays inside it; any button closes it and writes `false`
    /// to the binding; Esc runs the `.cancel` button's action, if there is
    /// one, and closes it; focus then goes back to what had it.
    ///
    /// ```swift
    /// .alert("Delete the pass?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { wallet.remove(pass) }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("It cannot be restored.")
    /// }
    /// ```
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let content = AlertContent(
            title: title, actions: actions(), message: message(), style: .alert)
        return presentation(isPresented: isPresented.wrappedValue, content: content) {
            isPresented.wrappedValue = false
        }
    }

    /// Presents an alert with a title and buttons only.
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents an alert about `data` while `isPresented` is true and `data`
    /// is not `nil`; the actions and the message are made from it.
    ///
    /// ```swift
    /// .alert("Remove \(pass?.name ?? "")?", isPresented: $confirming, presenting: pass) { pass in
    ///     Button("Remove", role: .destructive) { wallet.remove(pass) }
    /// } message: { pass in
    ///     Text(pass.summary)
    /// }
    /// ```
    public func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map {
            AlertContent(title: title, actions: actions($0), message: message($0), style: .alert)
        }
        return presentation(isPresented: isPresented.wrappedValue && content != nil, content: content) {
            isPresented.wrappedValue = false
        }
    }

    /// Presents an alert about `data`, with buttons only.
    public func alert<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog while `isPresented` is true: the
    /// title (unless `titleVisibility` is `.hidden`), the message and the
    /// buttons `actions` makes, one under the other, with a Cancel button
    /// added when none has the `.cancel` role. It behaves as an alert: focus
    /// stays inside, any button closes it, Esc cancels.
    ///
    /// ```swift
    /// .confirmationDialog("Remove this pass?", isPresented: $confirming) {
    ///     Button("Remove", role: .destructive) { remove() }
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let content = AlertContent(
            title: titleVisibility == .hidden ? nil : title, actions: actions(), message: message(),
            style: .dialog)
        return presentation(isPresented: isPresented.wrappedValue, content: content) {
            isPresented.wrappedValue = false
        }
    }

    /// Presents a confirmation dialog with a title and buttons only.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions
        ) { EmptyView() }
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is
    /// true and `data` is not `nil`; the actions and the message are made
    /// from it, so a button acts on the value the dialog was opened for.
    ///
    /// ```swift
    /// .confirmationDialog("Remove the pass?", isPresented: $confirming, presenting: pass) { pass in
    ///     Button("Remove", role: .destructive) { wallet.remove(pass) }
    /// } message: { pass in
    ///     Text(pass.summary)
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map {
            AlertContent(
                title: titleVisibility == .hidden ? nil : title, actions: actions($0), message: message($0),
                style: .dialog)
        }
        return presentation(isPresented: isPresented.wrappedValue && content != nil, content: content) {
            isPresented.wrappedValue = false
        }
    }

    /// Presents a confirmation dialog about `data`, with buttons only.
    public func confirmationDialog<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions
        ) { _ in EmptyView() }
    }

    /// An alert or a dialog is a sheet whose Esc runs the cancel button.
    private func presentation<Content: View>(
        isPresented: Bool, content: Content?, dismiss: @escaping () -> Void
    ) -> SheetModifier<Self> {
        SheetModifier(
            base: self, contentKey: isPresented ? AnyHashable(true) : nil,
            content: { content.map { AnyView($0) } ?? AnyView(EmptyView()) }, dismiss: dismiss,
            onDismiss: nil, escapeRunsCancelAction: true)
    }
}
