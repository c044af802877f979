extension InputDecoder {
    /// ncurses' `mmask_t` bits for mouse version 2: five bits per button,
    /// modifiers and motion in the sixth group (`NCURSES_MOUSE_MASK`).
    package enum MouseMask {
        package static let released: UInt = 0o1
        package static let pressed: UInt = 0o2
        package static let clicked: UInt = 0o4
        package static let doubleClicked: UInt = 0o10
        package static let tripleClicked: UInt = 0o20

        /// The bits of `event` (one of the above) for `button` 1...5.
        package static func bits(_ event: UInt, button: Int) -> UInt { event << UInt((button - 1) * 5) }
        package static let control = bits(0o1, button: 6)
        package static let shift = bits(0o2, button: 6)
        package static let alt = bits(0o4, button: 6)
        package static let position = bits(0o10, button: 6)
    }

    /// Events for what `getmouse` returned.
    mutating func mouseEvents(x: Int, y: Int, buttonState state: UInt) -> [InputEvent] {
        let at = Point(x: x, y: y)
        var modifiers: KeyModifiers = []
        if state & MouseMask.control != 0 { modifiers.insert(.control) }
        if state & MouseMask.shift != 0 { modifiers.insert(.shift) }
        if state & MouseMask.alt != 0 { modifiers.insert(.alt) }
        var events: [InputEvent] = []
        for button in 1...5 {
            func has(_ event: UInt) -> Bool { state & MouseMask.bits(event, button: button) != 0 }
            if button >= 4 {
                if has(MouseMask.pressed) || has(MouseMask.clicked) {
                    let kind: MouseEvent.Kind = button == 4 ? .wheelUp : .wheelDown
                    events.append(.mouse(MouseEvent(kind, at: at, button: 0, modifiers: modifiers)))
                }
                continue
            }
            if has(MouseMask.pressed) {
                heldButton = button
                events.append(.mouse(MouseEvent(.press, at: at, button: button, modifiers: modifiers)))
            }
            if has(MouseMask.released) {
                if heldButton == button { heldButton = 0 }
                events.append(.mouse(MouseEvent(.release, at: at, button: button, modifiers: modifiers)))
            }
            if has(MouseMask.clicked) || has(MouseMask.doubleClicked) || has(MouseMask.tripleClicked) {
                events.append(.mouse(MouseEvent(.click, at: at, button: button, modifiers: modifiers)))
            }
        }
        if events.isEmpty, state & MouseMask.position != 0 {
            let kind: MouseEvent.Kind = heldButton == 0 ? .move : .drag
            events.append(.mouse(MouseEvent(kind, at: at, button: heldButton, modifiers: modifiers)))
        }
        return events
    }

    /// Events for an SGR (1006) report ncurses left undecoded: `code` is the
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
