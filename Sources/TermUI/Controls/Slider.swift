import CursesKit

/// A control for a value in a continuous range (SwiftUI's `Slider`), drawn
/// as a track as wide as it is offered, `━━━●────`, between its optional
/// minimum and maximum value labels.
///
/// ← and → (or `h` and `l`) move by `step` (a twentieth of the range without one), PageUp
/// and PageDown by a tenth, Home and End to the ends; a click or a drag puts
/// the thumb under the pointer. The value written stays in the range, on a
/// step when there is one.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///     Text("Volume")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("10")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let track: SliderTrack

    /// A slider of `value` in `bounds` (on `step`s if given), with a label
    /// and the labels at both ends of its track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        let step = step.map { Double($0) }
        self.track = SliderTrack(
            value: Double(value.wrappedValue), lower: lower, upper: upper, step: step,
            write: { new in
                let written = V(SliderTrack.snap(new, lower: lower, upper: upper, step: step))
                if value.wrappedValue != written { value.wrappedValue = written }
            },
            onEditingChanged: onEditingChanged)
    }

    /// The label, the minimum label, the track, the maximum label.
    public var body: some View {
        HStack(spacing: .columns(1)) {
            if !(label is EmptyView) { label }
            if !(minimumValueLabel is EmptyView) { minimumValueLabel }
            track
            if !(maximumValueLabel is EmptyView) { maximumValueLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds` (on `step`s if given) with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds` (on `step`s if given).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// The focusable track of a ``Slider``: as wide as it is offered.
struct SliderTrack: View, CanvasControl {
    typealias Body = Never
    let value: Double
    let lower: Double
    let upper: Double
    let step: Double?
    let write: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    /// `value` clamped to `lower...upper`, on the nearest step from `lower`.
    static func snap(_ value: Double, lower: Double, upper: Double, step: Double?) -> Double {
        var snapped = min(max(value, lower), upper)
        if let step, step > 0 {
            snapped = lower + ((snapped - lower) / step).rounded() * step
            if snapped > upper { snapped -= step }
        }
        return min(max(snapped, lower), upper)
    }

    private var span: Double { upper - lower }
    private var fraction: Double { span > 0 ? min(1, max(0, (value - lower) / span)) : 0 }

    /// The track is drawn at the width it is given, from ``ControlCanvas/track``.
    func lines(environment: EnvironmentValues) -> [[ControlRun]] { [] }

    func update(_ widget: ControlCanvas, environment: EnvironmentValues, transaction: Transaction) {
        widget.isEnabled = environment.isEnabled
        widget.track = ControlCanvas.Track(fraction: fraction, filled: Self.accentStyle(environment))
        widget.hints = keyHints
        let view = self
        widget.onKey = { view.handleKey($0) }
        widget.onMouse = { view.handleMouse($0, in: $1) }
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: ControlCanvas) -> Size {
        Size(width: max(3, proposal.width ?? 20), height: 1)
    }

    private func move(to new: Double) {
        onEditingChanged(true)
        write(new)
        onEditingChanged(false)
    }

    var keyHints: [KeyHint] {
        [
            KeyHint([KeyEvent(.left), KeyEvent(.right)], "adjust"),
            KeyHint([KeyEvent(.pageUp), KeyEvent(.pageDown)], "tenth", symbol: "PgUp PgDn", priority: .low),
            KeyHint([KeyEvent(.home), KeyEvent(.end)], "ends", priority: .low),
        ]
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let small = step ?? span / 20
        let page = max(small, span / 10)
        switch event.key.withVimArrows {
        case .right: move(to: value + small)
        case .left: move(to: value - small)
        case .pageUp: move(to: value + page)
        case .pageDown: move(to: value - page)
        case .home: move(to: lower)
        case .end: move(to: upper)
        default: return false
        }
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        guard event.button == 1 || event.kind == .drag else { return false }
        switch event.kind {
        case .press, .drag, .release, .click:
            let width = canvas.bounds.width
            let x = min(max(event.location.x, 0), max(0, width - 1))
            let fraction = width > 1 ? Double(x) / Double(width - 1) : 0
            if event.kind == .press { onEditingChanged(true) }
            write(lower + fraction * span)
            if event.kind == .release || event.kind == .click { onEditingChanged(false) }
            return true
        default: return false
        }
    }
}
