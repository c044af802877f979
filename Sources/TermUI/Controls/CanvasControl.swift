import CursesKit

/// A control TermUI draws itself on a ``ControlCanvas``: it says what its
/// lines show and what its keys and clicks do; the canvas does the rest.
@MainActor
protocol CanvasControl: HostedView where WidgetType == ControlCanvas {
    /// The lines the control shows now.
    func lines(environment: EnvironmentValues) -> [[ControlRun]]
    /// A key while the control has focus; true when it used the key.
    func handleKey(_ event: KeyEvent) -> Bool
    /// A mouse event in the canvas' coordinates; true when it used it.
    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool
}

extension CanvasControl {
    func makeWidget(target: ActionTarget) -> ControlCanvas { ControlCanvas() }

    func update(_ widget: ControlCanvas, environment: EnvironmentValues, transaction: Transaction) {
        widget.isEnabled = environment.isEnabled
        widget.lines = lines(environment: environment)
        // The closures hold this value of the view: its bindings read and
        // write the current state, and every update hands in the newest one.
        let view = self
        widget.onKey = { view.handleKey($0) }
        widget.onMouse = { view.handleMouse($0, in: $1) }
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool { false }

    /// The style the control's value draws in: the accent colour, if any.
    static func accentStyle(_ environment: EnvironmentValues) -> Style {
        Style(foreground: environment.accentColor ?? .default)
    }
}
