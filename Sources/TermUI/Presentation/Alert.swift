/// An alert described as a value: SwiftUI's deprecated `Alert`, shown by
/// `.alert(isPresented:content:)` as the newer `.alert(_:isPresented:actions:message:)`
/// shows one (a box over the dimmed screen, its buttons in a row; Esc runs the cancel button).
///
/// ```swift
/// .alert(isPresented: $showingAlert) {
///     Alert(
///         title: Text("Delete the note?"), message: Text("It cannot be restored."),
///         primaryButton: .destructive(Text("Delete")) { delete() },
///         secondaryButton: .cancel())
/// }
/// ```
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A cancel button labelled `label`: Esc runs it.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel": Esc runs it.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that deletes or discards: drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A choice of actions described as a value: SwiftUI's deprecated
/// `ActionSheet`, shown by `.actionSheet(isPresented:content:)` as a
/// confirmation dialog (the buttons one under the other; Esc cancels).
@MainActor
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// A button of an action sheet: an alert's.
    public typealias Button = Alert.Button

    /// An action sheet with `buttons` (a Cancel button when none is given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of a described alert or action sheet, as views.
struct DescribedButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            TermUI.Button(button.label.content, role: button.role) { button.action?() }
        }
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true (SwiftUI's deprecated form).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title.content, isPresented: isPresented) {
            DescribedButtons(buttons: alert.buttons)
        } message: {
            if let message = alert.message { message }
        }
    }

    /// Presents the alert `content` makes for `item` while it is not nil, then sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return self.alert(alert?.title.content ?? "", isPresented: isPresented) {
            DescribedButtons(buttons: alert?.buttons ?? [])
        } message: {
            if let message = alert?.message { message }
        }
    }

    /// Presents the action sheet `content` makes while `isPresented` is true,
    /// as a confirmation dialog (SwiftUI's deprecated form).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title.content, isPresented: isPresented, titleVisibility: .visible) {
            DescribedButtons(buttons: sheet.buttons)
        } message: {
            if let message = sheet.message { message }
        }
    }
}
