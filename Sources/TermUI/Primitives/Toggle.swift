import CursesKit

/// An on/off control bound to a `Bool`, drawn as `[x] Title`; Space, Enter
/// or a click flip it.
///
/// ```swift
/// @State private var notify = true
/// var body: some View { Toggle("Notifications", isOn: $notify) }
/// ```
public struct Toggle: View {
    /// Body is `Never`: hosted on CursesKit's `Checkbox`.
    public typealias Body = Never
    let title: String
    let isOn: Binding<Bool>

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

extension Toggle: HostedView {
    func makeWidget(target: ActionTarget) -> Checkbox {
        let checkbox = Checkbox()
        checkbox.addTarget(target, action: ActionTarget.fire, for: .valueChanged)
        target.widgetValue = { [weak checkbox] in checkbox?.isOn }
        return checkbox
    }

    func update(_ widget: Checkbox, environment: EnvironmentValues, transaction: Transaction) {
        widget.title = title
        widget.isEnabled = environment.isEnabled
        widget.style = Style(foreground: environment.accentColor ?? .default)
        widget.isOn = isOn.wrappedValue
    }

    /// The user flipped the checkbox: write its value through the binding.
    /// A binding that refuses the write (`.constant`) gets the checkbox set back.
    func performAction(environment: EnvironmentValues, target: ActionTarget) {
        guard let value = target.widgetValue() as? Bool, isOn.wrappedValue != value else { return }
        isOn.wrappedValue = value
        if isOn.wrappedValue != value { target.node?.invalidate(.stateChanged, transaction: Transaction()) }
    }
}
