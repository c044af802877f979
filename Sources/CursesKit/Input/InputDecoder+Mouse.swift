extension InputDecoder {
    /// Events for an SGR (1006) report (and, with the same numbers, an X10 one): `code` is the
    /// button number with 4 shift, 8 alt, 16 control, 32 motion and 64 wheel
    /// added; `x`, `y` are 0-based.
    mutating func sgrMouseEvents(code: Int, x: Int, y: Int, isRelease: Bool) -> [InputEvent] {
        let at = Point(x: x, y: y)
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        if code & 64 != 0 {
            guard low < 2 else { return [] }
            let kind: MouseEvent.Kind = low == 0 ? .wheelUp : .wheelDown
            return [.mouse(MouseEvent(kind, at: at, button: 0, modifiers: modifiers))]
        }
        if code & 32 != 0 {
            let button = low == 3 ? 0 : low + 1
            let kind: MouseEvent.Kind = button == 0 ? .move : .drag
            return [.mouse(MouseEvent(kind, at: at, button: button, modifiers: modifiers))]
        }
        let button = low == 3 ? max(heldButton, 1) : low + 1
        if isRelease || low == 3 {
            heldButton = 0
            return [.mouse(MouseEvent(.release, at: at, button: button, modifiers: modifiers))]
        }
        heldButton = button
        return [.mouse(MouseEvent(.press, at: at, button: button, modifiers: modifiers))]
    }
}
