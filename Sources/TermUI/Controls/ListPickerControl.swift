import CursesKit

/// The options of an `.inline`, `.radioGroup` or `.wheel` picker, one per
/// row: ↑ ↓ or `k` `j` (and Home End) choose the one above or below, a click chooses
/// the row under the pointer. A wheel shows at most five rows, scrolled so
/// the chosen one is in the middle where it can be.
struct ListPickerControl: View, CanvasControl {
    typealias Body = Never
    let kind: PickerKind
    let options: [String]
    let selected: Int?
    let choose: (Int) -> Void

    static let wheelRows = 5

    /// The options shown: all of them, or the wheel's window.
    private var window: Range<Int> {
        guard kind == .wheel, options.count > Self.wheelRows else { return options.indices }
        let first = min(max(0, (selected ?? 0) - Self.wheelRows / 2), options.count - Self.wheelRows)
        return first..<(first + Self.wheelRows)
    }

    func lines(environment: EnvironmentValues) -> [[ControlRun]] {
        let accent = Self.accentStyle(environment)
        return window.map { index in
            let isSelected = index == selected
            switch kind {
            case .radioGroup:
                return [
                    ControlRun(text: isSelected ? "(•)" : "( )", style: accent, showsFocus: isSelected),
                    ControlRun(text: " " + options[index]),
                ]
            case .wheel:
                return [
                    ControlRun(
                        text: (isSelected ? "› " : "  ") + options[index],
                        style: isSelected ? accent.adding(.bold) : Style.plain.adding(.dim),
                        showsFocus: isSelected)
                ]
            default:
                return [
                    ControlRun(text: isSelected ? "✓" : " ", style: accent, showsFocus: isSelected),
                    ControlRun(text: " " + options[index], showsFocus: isSelected),
                ]
            }
        }
    }

    var keyHints: [KeyHint] { [KeyHint([KeyEvent(.up), KeyEvent(.down)], "choose")] }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard
            let index = Self.option(
                after: event, from: selected, count: options.count, previous: .up, next: .down)
        else { return false }
        choose(index)
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        Self.click(event, in: canvas) {
            let index = window.lowerBound + event.location.y
            if window.contains(index) { choose(index) }
        }
    }
}
