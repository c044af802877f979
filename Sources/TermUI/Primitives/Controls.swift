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
