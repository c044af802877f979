import CursesKit

/// A control that adds or takes away a step (SwiftUI's `Stepper`), drawn as
/// `Title [-|+]`. → (or `l`), `+` or a click on `+` increments; ← (or `h`),
/// `-` or a click on `-` decrements; a bound value stays inside its range, and the half
/// that cannot move any further is dimmed.
///
/// ```swift
/// @State private var guests = 2
/// var body: some View {
///     Stepper("Guests: \(guests)", value: $guests, in: 1...9)
/// }
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// Whether each half can act now (false at the end of a range).
    let canIncrement: Bool
    let canDecrement: Bool
    let onEditingChanged: (Bool) -> Void

    /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` action
    /// disables its half.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.canIncrement = onIncrement != nil
        self.canDecrement = onDecrement != nil
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that moves `value` by `step` inside `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = { value.wrappedValue = Self.clamp(value.wrappedValue.advanced(by: step), bounds) }
        self.onDecrement = { value.wrappedValue = Self.clamp(value.wrappedValue.advanced(by: -step), bounds) }
        self.canIncrement = value.wrappedValue < bounds.upperBound
        self.canDecrement = value.wrappedValue > bounds.lowerBound
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that moves `value` by `step` with no bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.canIncrement = true
        self.canDecrement = true
        self.onEditingChanged = onEditingChanged
    }

    private static func clamp<V: Comparable>(_ value: V, _ bounds: ClosedRange<V>) -> V {
        min(max(value, bounds.lowerBound), bounds.upperBound)
    }

    /// The label, then the `[-|+]` control at the trailing edge.
    public var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: .columns(1))
            StepperControl(
                onIncrement: canIncrement ? onIncrement : nil, onDecrement: canDecrement ? onDecrement : nil,
                onEditingChanged: onEditingChanged)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that moves `value` by `step` inside `bounds`.
    public init<V: Strideable>(
        _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that moves `value` by `step` with no bounds.
    public init<V: Strideable>(
        _ title: String, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    public init(
        _ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}

/// The focusable `[-|+]` of a ``Stepper``.
struct StepperControl: View, CanvasControl {
    typealias Body = Never
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    func lines(environment: EnvironmentValues) -> [[ControlRun]] {
        let accent = Self.accentStyle(environment)
        let off = Style.plain.adding(.dim)
        return [
            [
                ControlRun(text: "[", showsFocus: true),
                ControlRun(text: "-", style: onDecrement == nil ? off : accent, showsFocus: true),
                ControlRun(text: "|", showsFocus: true),
                ControlRun(text: "+", style: onIncrement == nil ? off : accent, showsFocus: true),
                ControlRun(text: "]", showsFocus: true),
            ]
        ]
    }

    private func step(_ action: (() -> Void)?) {
        guard let action else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }

    var keyHints: [KeyHint] {
        [
            KeyHint(
                [KeyEvent(.left), KeyEvent(.right), .character("-"), .character("+")], "step", symbol: "←→")
        ]
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.subtracting(.shift).isEmpty else { return false }
        switch event.key.withVimArrows {
        case .right, .character("+"), .character("="): step(onIncrement)
        case .left, .character("-"): step(onDecrement)
        default: return false
        }
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        Self.click(event, in: canvas) {
            switch event.location.x {
            case 1: step(onDecrement)
            case 3: step(onIncrement)
            default: break
            }
        }
    }
}
