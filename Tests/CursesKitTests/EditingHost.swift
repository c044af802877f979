import CursesKit

/// Counts a text control's `editingChanged` events.
@MainActor
final class EditCounter {
    var count = 0
    func changed() { count += 1 }
}

/// Puts `control` in a `width`×`height` host, focused, counting its edits,
/// and draws the first frame.
@MainActor
func hostFocused(_ control: Control, width: Int, height: Int) -> (TestHost, EditCounter) {
    let root = Widget()
    let host = TestHost(root: root, width: width, height: height)
    control.frame = Rect(x: 0, y: 0, width: width, height: height)
    root.addSubwidget(control)
    host.focus.focus(control)
    let edits = EditCounter()
    control.addTarget(edits, action: EditCounter.changed, for: .editingChanged)
    host.render(full: true)
    return (host, edits)
}
