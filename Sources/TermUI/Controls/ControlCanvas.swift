import CursesKit

/// One styled piece of a control's line: the text, its style, and whether
/// it takes the focused look (reversed) while the control has focus.
struct ControlRun: Equatable {
    var text: String
    var style: Style = .plain
    var showsFocus = false
}

/// The focusable widget TermUI's own controls (Stepper, Slider, Picker,
/// DisclosureGroup) are hosted on: it draws the lines of runs its view
/// computed and hands keys and mouse events back to that view.
///
/// The lines are a value: an update that computes the same lines draws
/// nothing. Keys and clicks go to closures the view sets on each update, so
/// they always act on the current bindings.
@MainActor
final class ControlCanvas: Control {
    /// What the control shows, one array of runs per line.
    var lines: [[ControlRun]] = [] {
        didSet {
            guard lines != oldValue else { return }
            let width = width(of: lines)
            if lines.count != oldValue.count || width != linesWidth { setNeedsLayout() }
            linesWidth = width
            setNeedsDisplay()
        }
    }

    /// The widest line's columns, worked out when the lines change (a
    /// measure asked for it again, each time for every run).
    private var linesWidth = 0

    /// A track drawn across the whole width, `━━━●────` with the thumb at
    /// `fraction` of it (a slider), drawn instead of ``lines``.
    var track: Track? {
        didSet { if track != oldValue { setNeedsDisplay() } }
    }

    /// What a track shows: where its thumb is and the filled part's style.
    struct Track: Equatable {
        var fraction: Double
        var filled: Style

        /// The track's line at `width` cells.
        func line(width: Int) -> [ControlRun] {
            let thumb = width > 1 ? Int((min(1, max(0, fraction)) * Double(width - 1)).rounded()) : 0
            return [
                ControlRun(text: String(repeating: "━", count: thumb), style: filled),
                ControlRun(text: "●", style: filled, showsFocus: true),
                ControlRun(text: String(repeating: "─", count: max(0, width - thumb - 1))),
            ]
        }
    }

    /// Keys while focused; returns true when the control used the key.
    var onKey: (KeyEvent) -> Bool = { _ in false }
    /// Mouse events in the control's own coordinates; true when used.
    var onMouse: (MouseEvent, ControlCanvas) -> Bool = { _, _ in false }
    /// The keys ``onKey`` takes, as the control declares them.
    var hints: [KeyHint] = []
    /// Whether Tab can reach the control (false for a label-only row).
    var isFocusable = true

    override var keyHints: [KeyHint] { isEnabled ? hints : [] }

    override var canBecomeFocused: Bool { isFocusable && super.canBecomeFocused }

    /// Paints every cell of its bounds, so a change repaints the control
    /// alone, not the widgets around it.
    override var isOpaque: Bool { true }

    override var intrinsicContentSize: Size { Size(width: linesWidth, height: lines.count) }

    private func width(of lines: [[ControlRun]]) -> Int {
        // Loops: a main-actor closure handed to `map` or `reduce` checks its executor per call.
        var widest = 0
        for line in lines {
            var width = 0
            for run in line { width += run.text.displayWidth }
            widest = max(widest, width)
        }
        return widest
    }

    override func draw(in surface: Surface) {
        surface.clear()
        let lines = track.map { [$0.line(width: bounds.width)] } ?? lines
        for (row, line) in lines.enumerated() where row < bounds.height {
            var x = 0
            for run in line where x < bounds.width {
                var style = run.style
                if !isEnabled {
                    style = style.adding(.dim)
                } else if run.showsFocus, isFocused {
                    style = style.adding(.reverse)
                }
                let text = TextLayout.truncate(run.text, width: bounds.width - x)
                surface.draw(text, at: Point(x: x, y: row), style: style)
                x += text.displayWidth
            }
        }
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        return onKey(event)
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        return onMouse(event, self)
    }
}
