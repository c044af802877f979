import CursesKit

/// One foreign widget on a cell buffer, with a focus chain, as a terminal
/// app would host it: draw frames, send keys and clicks, read the lines.
@MainActor
final class WidgetStage: WidgetHost {
    let buffer: CellBuffer
    let root = Widget()
    let focus: FocusChain
    let widget: Widget
    let animator = Animator(clock: ManualAnimationClock())

    init(_ widget: Widget, at frame: Rect, size: Size) {
        buffer = CellBuffer(size: size)
        self.widget = widget
        focus = FocusChain(root: root)
        root.frame = Rect(origin: .zero, size: size)
        widget.frame = frame
        root.addSubwidget(widget)
        root.rootHost = self
        _ = focus.focus(widget)
    }

    func setNeedsFrame() {}

    /// Draws what changed and returns every line of the buffer.
    @discardableResult
    func frame() -> [String] {
        WidgetRenderer.render(root, in: buffer, full: false, focused: focus.focused)
        return buffer.lines
    }

    /// Sends `key` the way the app does (the focused widget first); true when it was taken.
    @discardableResult
    func send(_ key: KeyEvent) -> Bool { focus.dispatch(key) }

    /// Types each character of `text`.
    func type(_ text: String) {
        for character in text { send(.character(character)) }
    }
}
