import CVTerm

extension NamedKey {
    var vtermKey: VTermKey {
        switch self {
        case .enter: VTERM_KEY_ENTER
        case .tab: VTERM_KEY_TAB
        case .backspace: VTERM_KEY_BACKSPACE
        case .escape: VTERM_KEY_ESCAPE
        case .up: VTERM_KEY_UP
        case .down: VTERM_KEY_DOWN
        case .left: VTERM_KEY_LEFT
        case .right: VTERM_KEY_RIGHT
        case .insert: VTERM_KEY_INS
        case .delete: VTERM_KEY_DEL
        case .home: VTERM_KEY_HOME
        case .end: VTERM_KEY_END
        case .pageUp: VTERM_KEY_PAGEUP
        case .pageDown: VTERM_KEY_PAGEDOWN
        case .function(let number):
            VTermKey(rawValue: VTERM_KEY_FUNCTION_0.rawValue + UInt32(max(0, min(number, 255))))
        }
    }
}
