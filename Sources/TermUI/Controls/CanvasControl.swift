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
    /// The keys ``handleKey(_:)`` takes, for the footer and the `?` help.
    var keyHints: [KeyHint] { get }
}

extension CanvasControl {
    func makeWidget(target: ActionTarget) -> ControlCanvas { ControlCanvas() }

    func update(_ widget: ControlCanvas, environment: EnvironmentValues, transaction: Transaction) {
        widget.isEnabled = environment.isEnabled
        widget.lines = lines(environment: environment)
        widget.hints = keyHints
        // The closures hold this value of the view: its bindings read and
        // write the current state, and every update hands in the newest one.
        let view = self
        widget.onKey = { view.handleKey($0) }
        widget.onMouse = { view.handleMouse($0, in: $1) }
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool { false }

    var keyHints: [KeyHint] { [] }

    /// A push-button click with the left button: the press is taken (so the
    /// release comes back here), the release or click inside runs `action`.
    static func click(_ event: MouseEvent, in canvas: ControlCanvas, _ action: () -> Void) -> Bool {
        guard event.button == 1 else { return false }
        switch event.kind {
        case .press: return true
        case .release, .click:
            if canvas.bounds.contains(event.location) { action() }
            return true
        default: return false
        }
    }

    /// The option a key moves a choice of `count` options to: one back for
    /// `previous`, one on for `next`, the ends for Home and End; `nil` for
    /// any other key (or modifiers), so it goes on.
    static func option(
        after event: KeyEvent, from current: Int?, count: Int, previous: KeyEvent.Key, next: KeyEvent.Key
    ) -> Int? {
        guard event.modifiers.isEmpty, count > 0 else { return nil }
        let current = current ?? -1
        switch event.key.withVimArrows {
        case previous: return max(0, current - 1)
        case next: return min(count - 1, current + 1)
        case .home: return 0
        case .end: return count - 1
        default: return nil
        }
    }

    /// The style the control's value draws in: the accent colour, if any.
    static func accentStyle(_ environment: EnvironmentValues) -> Style {
        Style(foreground: environment.accentColor ?? .default)
    }
}

extension KeyEvent.Key {
    /// `h` `j` `k` `l` as the arrows they stand for in a terminal (less, vim,
    /// lynx); every other key as it is. Controls take them where no text is
    /// edited, as the keyboard conventions say.
    var withVimArrows: KeyEvent.Key {
        switch self {
        case .character("h"): .left
        case .character("j"): .down
        case .character("k"): .up
        case .character("l"): .right
        default: self
        }
    }
}
