import CursesKit

/// An on/off control bound to a `Bool`, drawn as `[x] Title`; Space, Enter
/// or a click flip it. ``View/toggleStyle(_:)`` draws it as a `.switch`, a
/// `.button` or in a style of the app's own.
///
/// ```swift
/// @State private var notify = true
/// var body: some View { Toggle("Notifications", isOn: $notify) }
/// ```
public struct Toggle: View {
    let title: String
    let isOn: Binding<Bool>
    @Environment(\.toggleLook) private var look

    /// A toggle titled `title` showing and writing `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    /// A toggle whose title is the text `label` builds.
    public init(isOn: Binding<Bool>, label: () -> Text) {
        self.init(label().content, isOn: isOn)
    }
}

extension Toggle {
    /// The toggle in the look of the environment's style.
    @ViewBuilder public var body: some View {
        switch look {
        case .builtIn:
            HostedToggle(title: title, isOn: isOn)
        case .style(let style):
            Self.body(
                of: style,
                ToggleStyleConfiguration(
                    label: ToggleStyleConfiguration.Label(content: AnyView(Text(title))), isOn: isOn))
        }
    }

    private static func body(of style: some ToggleStyle, _ configuration: ToggleStyleConfiguration) -> AnyView
    {
        AnyView(style.makeBody(configuration: configuration))
    }
}

/// A toggle in a built-in look, hosted on CursesKit's `Checkbox`.
struct HostedToggle: View, HostedView {
    typealias Body = Never
    let title: String
    let isOn: Binding<Bool>
}

extension HostedToggle {
    func makeWidget(target: ActionTarget) -> Checkbox {
        let checkbox = Checkbox()
        checkbox.addTarget(target, action: ActionTarget.fire, for: .valueChanged)
        target.widgetValue = { [weak checkbox] in checkbox?.isOn }
        return checkbox
    }

    func update(_ widget: Checkbox, environment: EnvironmentValues, transaction: Transaction) {
        widget.title = environment.labelsHidden ? "" : title
        widget.isEnabled = environment.isEnabled
        widget.style = Style(foreground: environment.toggleTint ?? environment.accentColor ?? .default)
        widget.isOn = isOn.wrappedValue
        if case .builtIn(let indicator) = environment.toggleLook { widget.indicator = indicator }
    }

    /// The user flipped the checkbox: write its value through the binding.
    /// A binding that refuses the write (`.constant`) gets the checkbox set back.
    func performAction(environment: EnvironmentValues, target: ActionTarget) {
        guard let value = target.widgetValue() as? Bool, isOn.wrappedValue != value else { return }
        isOn.wrappedValue = value
        if isOn.wrappedValue != value { target.node?.invalidate(.stateChanged, transaction: Transaction()) }
    }
}
