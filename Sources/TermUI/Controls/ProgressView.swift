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
/// `.progressViewStyle(.linear(track: "─"))`; `.progressViewStyle(.circular)`
/// draws a spinner instead, or a quarter-filled circle for a fraction.
public struct ProgressView: View {
    let title: String?
    /// False for an indeterminate bar (which shows no percentage: a size change).
    let isDeterminate: Bool
    /// How far along, 0 to 1 (0 when indeterminate): a repaint, never a size change.
    let fraction: Double
    var currentValue: String?
    /// True for a progress view a style made from its configuration: drawn
    /// in a built-in look, never again through the app's style.
    var isFromConfiguration = false
    @Environment(\.progressLook) private var look

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

    /// The progress view a style's configuration describes, in the built-in
    /// look (a custom style's `makeBody` wraps it, as in SwiftUI).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.title = configuration.label?.text
        self.isDeterminate = configuration.fractionCompleted != nil
        self.fraction = min(1, max(0, configuration.fractionCompleted ?? 0))
        self.currentValue = configuration.currentValueLabel?.text
        self.isFromConfiguration = true
    }

    /// The bar or spinner, or what the environment's style makes.
    @ViewBuilder public var body: some View {
        switch look {
        case .linear(let track, let trackColor):
            HostedProgressBar(bar: bar, circular: false, track: track, trackColor: trackColor)
        case .circular:
            HostedProgressBar(bar: bar, circular: true, track: " ", trackColor: nil)
        case .style(let style):
            if isFromConfiguration {
                HostedProgressBar(bar: bar, circular: false, track: " ", trackColor: nil)
            } else {
                Self.body(of: style, configuration)
            }
        }
    }

    private var bar: ProgressBarValue {
        ProgressBarValue(
            title: title, isDeterminate: isDeterminate, fraction: fraction, currentValue: currentValue)
    }

    private var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: isDeterminate ? fraction : nil,
            label: title.map { ProgressViewStyleConfiguration.Label(text: $0) },
            currentValueLabel: currentValue.map { ProgressViewStyleConfiguration.CurrentValueLabel(text: $0) }
        )
    }

    private static func body(
        of style: some ProgressViewStyle, _ configuration: ProgressViewStyleConfiguration
    )
        -> AnyView
    {
        AnyView(style.makeBody(configuration: configuration))
    }
}

/// What a progress bar shows: its label, fraction and value label.
struct ProgressBarValue: Equatable {
    let title: String?
    let isDeterminate: Bool
    let fraction: Double
    let currentValue: String?
}

/// A progress view in a built-in look, hosted on CursesKit's `ProgressBar`.
struct HostedProgressBar: View, Equatable {
    /// Body is `Never`: hosted on a `ProgressBar`.
    typealias Body = Never
    let title: String?
    let isDeterminate: Bool
    /// How far along: a repaint, never a size change.
    let fraction: Double
    let currentValue: String?
    let circular: Bool
    let track: Character
    let trackColor: Color?

    init(bar: ProgressBarValue, circular: Bool, track: Character, trackColor: Color?) {
        self.title = bar.title
        self.isDeterminate = bar.isDeterminate
        self.fraction = bar.fraction
        self.currentValue = bar.currentValue
        self.circular = circular
        self.track = track
        self.trackColor = trackColor
    }
}

extension HostedProgressBar: HostedView {
    static var firesActions: Bool { false }
    func makeWidget(target: ActionTarget) -> ProgressBar { ProgressBar() }

    func update(_ widget: ProgressBar, environment: EnvironmentValues, transaction: Transaction) {
        widget.label = title
        widget.valueLabel = currentValue
        widget.isIndeterminate = !isDeterminate
        widget.isCircular = circular
        widget.barStyle = Style(foreground: environment.progressTint ?? environment.accentColor ?? .default)
        widget.trackCharacter = track
        widget.trackStyle = Style(foreground: trackColor ?? .default)
        let target = fraction
        if let animation = transaction.effectiveAnimation {
            Widget.animate(duration: animation.duration, curve: animation.timingCurve) {
                widget.progress = target
            }
        } else {
            widget.progress = target
        }
    }

    static var paintOnlyProperties: [PartialKeyPath<HostedProgressBar>] { [\.fraction] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] { [AccentColorKey.self] }

    func sizeThatFits(_ proposal: ProposedSize, widget: ProgressBar) -> Size {
        let intrinsic = widget.intrinsicContentSize
        // A bar spans the width offered; a spinner is as wide as it draws.
        let width = circular ? intrinsic.width : (proposal.width ?? intrinsic.width)
        return Size(width: width, height: max(1, intrinsic.height))
    }
}
