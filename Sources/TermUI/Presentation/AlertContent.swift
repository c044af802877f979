/// What an alert or a confirmation dialog shows in its box: the title in
/// bold, the message in grey, then the buttons (in a row for an alert, one
/// under the other for a dialog). Its buttons close it when pressed.
struct AlertContent<Actions: View, Message: View>: View {
    enum Style {
        case alert
        case dialog
    }

    let title: String?
    let actions: Actions
    let message: Message
    let style: Style

    var body: some View {
        VStack(alignment: .leading) {
            if let title { Text(title).bold() }
            if Message.self != EmptyView.self {
                message.foregroundColor(.gray)
            }
            Text(" ")
            buttons
        }
        .environment(\.buttonsDismissPresentation, true)
    }

    @ViewBuilder private var buttons: some View {
        switch style {
        case .alert:
            HStack(spacing: .columns(1)) {
                if Actions.self == EmptyView.self {
                    Button("OK") {}
                } else {
                    actions
                }
            }
        case .dialog:
            VStack(alignment: .leading) {
                actions
                if !PresentationActions.containsCancel(actions) {
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
    }
}

/// Reads a presentation's actions as values (never built nodes).
@MainActor
enum PresentationActions {
    /// True when `view` holds a `.cancel` button: through tuples,
    /// `AnyView` and one-child modifiers.
    static func containsCancel(_ view: any View) -> Bool {
        if let button = view as? Button { return button.role == .cancel }
        if let tuple = view as? TupleView { return tuple.views.contains { containsCancel($0) } }
        if let any = view as? AnyView { return containsCancel(any.wrapped) }
        if let modifier = view as? any SingleContentView { return containsCancel(modifier.content) }
        return false
    }
}

struct ButtonsDismissPresentationKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside an alert or a dialog: a pressed button also dismisses it.
    var buttonsDismissPresentation: Bool {
        get { self[ButtonsDismissPresentationKey.self] }
        set { self[ButtonsDismissPresentationKey.self] = newValue }
    }
}
