import CursesKit

/// The options of a `.segmented` picker side by side, ` Purple │[Orange]`:
/// ← → (and Home End) choose the one before or after, a click chooses the
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

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, !options.isEmpty else { return false }
        let current = selected ?? -1
        switch event.key {
        case .left: choose(max(0, current - 1))
        case .right: choose(min(options.count - 1, current + 1))
        case .home: choose(0)
        case .end: choose(options.count - 1)
        default: return false
        }
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        guard event.button == 1 else { return false }
        switch event.kind {
        case .press: return true
        case .release, .click:
            var x = 0
            for (index, option) in options.enumerated() {
                let width = option.displayWidth + 2
                if (x..<(x + width)).contains(event.location.x) { choose(index) }
                x += width + 1
            }
            return true
        default: return false
        }
    }
}
