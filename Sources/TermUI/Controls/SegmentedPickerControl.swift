import CursesKit

/// The options of a `.segmented` picker side by side, ` Purple │[Orange]`:
/// ← → or `h` `l` (and Home End) choose the one before or after, a click chooses the
/// one under the pointer.
struct SegmentedPickerControl: View, CanvasControl {
    typealias Body = Never
    let options: [String]
    let selected: Int?
    let choose: (Int) -> Void

    func lines(environment: EnvironmentValues) -> [[ControlRun]] {
        let accent = Self.accentStyle(environment).adding(.bold)
        var runs: [ControlRun] = []
        for (index, option) in options.enumerated() {
            if index > 0 { runs.append(ControlRun(text: "│", style: Style.plain.adding(.dim))) }
            runs.append(
                index == selected
                    ? ControlRun(text: "[\(option)]", style: accent, showsFocus: true)
                    : ControlRun(text: " \(option) "))
        }
        return [runs]
    }

    var keyHints: [KeyHint] { [KeyHint([KeyEvent(.left), KeyEvent(.right)], "choose")] }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard
            let index = Self.option(
                after: event, from: selected, count: options.count, previous: .left, next: .right)
        else { return false }
        choose(index)
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        Self.click(event, in: canvas) {
            var x = 0
            for (index, option) in options.enumerated() {
                let width = option.displayWidth + 2
                if (x..<(x + width)).contains(event.location.x) { choose(index) }
                x += width + 1
            }
        }
    }
}
