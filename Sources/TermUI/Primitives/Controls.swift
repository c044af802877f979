import CursesKit

/// Shows progress: a bar for a known fraction, a sweeping bar when indeterminate.
///
/// ```swift
/// ProgressView(value: estimatedProgress)
/// ProgressView("Loading")
/// ProgressView(value: copied, total: 10) {
///     Text("Copying")
/// } currentValueLabel: {
///     Text("\(Int(copied)) of 10")
/// }
/// ```
///
/// The empty part of the bar is blank unless a style shows it:
/// `.progressViewStyle(.linear(track: "─"))`.
public struct ProgressView: View, Equatable {
    /// Body is `Never`: hosted on a `ProgressBar`.
    public typealias Body = Never
    let title: String?
    /// False for an indeterminate bar (which shows no percentage: a size change).
    let isDeterminate: Bool
    /// How far along, 0 to 1 (0 when indeterminate): a repaint, never a size change.
    let fraction: Double
    var currentValue: String?

    /// An indeterminate progress view.
    public init() { self.init(nil as String?) }

    /// An indeterminate progress view with a label.
    public init(_ title: String?) {
        self.title = title
        self.isDeterminate = false
        self.fraction = 0
    }

    /// A determinate progress view at `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ title: String? = nil, value: V?, total: V = 1.0) {
        self.title = title
        self.isDeterminate = value != nil
        self.fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 } ?? 0
    }

    /// A determinate progress view with a label before the bar and the
    /// current value after it (SwiftUI's `currentValueLabel`).
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, label: () -> Text, currentValueLabel: () -> Text
    ) {
        self.init(label().content, value: value, total: total)
        self.currentValue = currentValueLabel().content
    }
}

extension ProgressView: HostedView {
    func makeWidget(target: ActionTarget) -> ProgressBar { ProgressBar() }

    func update(_ widget: ProgressBar, environment: EnvironmentValues, transaction: Transaction) {
        widget.label = title
        widget.valueLabel = currentValue
        widget.isIndeterminate = !isDeterminate
        widget.barStyle = Style(foreground: environment.accentColor ?? .default)
        let style = environment.progressViewStyle
        widget.trackCharacter = style.track
        widget.trackStyle = Style(foreground: style.trackColor ?? .default)
        let target = fraction
        if let animation = transaction.effectiveAnimation {
            Widget.animate(duration: animation.duration, curve: animation.timingCurve) {
                widget.progress = target
            }
        } else {
            widget.progress = target
        }
    }

    static var paintOnlyProperties: [PartialKeyPath<ProgressView>] { [\.fraction] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] { [AccentColorKey.self] }

    func sizeThatFits(_ proposal: ProposedSize, widget: ProgressBar) -> Size {
        let intrinsic = widget.intrinsicContentSize
        return Size(width: proposal.width ?? intrinsic.width, height: max(1, intrinsic.height))
    }
}

/// An editable one-line text field bound to a string.
///
/// ```swift
/// TextField("Name", text: $name).onSubmit { save() }
/// ```
public struct TextField: View {
    /// Body is `Never`: hosted on a `TextInput`.
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>

    /// A field showing `placeholder` while empty, reading and writing `text`.
    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }
}

extension TextField: HostedView {
    func makeWidget(target: ActionTarget) -> TextInput {
        let input = TextInput()
        input.addTarget(target, action: ActionTarget.fire, for: .editingChanged)
        input.addTarget(target, action: ActionTarget.submit, for: .primaryActionTriggered)
        target.submitAction = { node in node.environment.onSubmitAction?() }
        target.widgetText = { [weak input] in input?.text }
        return input
    }

    func update(_ widget: TextInput, environment: EnvironmentValues, transaction: Transaction) {
        widget.placeholder = placeholder
        widget.isEnabled = environment.isEnabled
        widget.text = text.wrappedValue
    }

    /// An edit: the widget's text goes back through the binding.
    func performAction(environment: EnvironmentValues, target: ActionTarget) {
        guard let edited = target.widgetText(), text.wrappedValue != edited else { return }
        text.wrappedValue = edited
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: TextInput) -> Size {
        Size(width: proposal.width ?? max(widget.intrinsicContentSize.width, 10), height: 1)
    }
}

extension ActionTarget {
    /// Enter in a text field: runs the nearest `.onSubmit`.
    func submit() {
        if let node { submitAction(node) }
    }
}

struct OnSubmitKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    var onSubmitAction: (@MainActor () -> Void)? {
        get { self[OnSubmitKey.self] }
        set { self[OnSubmitKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Enter is pressed in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.onSubmitAction, action)
    }
}
