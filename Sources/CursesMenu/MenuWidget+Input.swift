import CMenu
import CursesKit

extension MenuWidget {
    /// Translates `event` into a `menu_driver` request and sends it; true when
    /// libmenu took it. Keys it refuses go on to the app's focus chain.
    func handleKey(_ event: KeyEvent) -> Bool {
        let modifiers = event.modifiers.subtracting(.shift)
        if modifiers == .control, case .character(let c) = event.key {
            switch c {
            case "n": return drive(Int32(REQ_NEXT_MATCH))
            case "p": return drive(Int32(REQ_PREV_MATCH))
            default: return false
            }
        }
        guard modifiers.isEmpty else { return false }
        switch event.key {
        case .up: return drive(Int32(REQ_UP_ITEM))
        case .down: return drive(Int32(REQ_DOWN_ITEM))
        case .left: return drive(Int32(REQ_LEFT_ITEM))
        case .right: return drive(Int32(REQ_RIGHT_ITEM))
        case .home: return drive(Int32(REQ_FIRST_ITEM))
        case .end: return drive(Int32(REQ_LAST_ITEM))
        case .pageUp: return drive(Int32(REQ_SCR_UPAGE))
        case .pageDown: return drive(Int32(REQ_SCR_DPAGE))
        case .enter: return choose()
        case .backspace: return !pattern.isEmpty && drive(Int32(REQ_BACK_PATTERN))
        case .escape: return !pattern.isEmpty && drive(Int32(REQ_CLEAR_PATTERN))
        case .character(" ") where allowsMultipleSelection: return drive(Int32(REQ_TOGGLE_ITEM))
        case .character(let c):
            // libmenu's pattern takes single bytes; other characters are not its to take.
            guard let ascii = c.asciiValue, ascii >= 0x20, ascii < 0x7F else { return false }
            return drive(Int32(ascii))
        default: return false
        }
    }

    /// A press on an item makes it current (and toggles its mark in a
    /// multi-valued menu); the wheel scrolls a line.
    func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: return drive(Int32(REQ_SCR_ULINE))
        case .wheelDown: return drive(Int32(REQ_SCR_DLINE))
        case .press where event.button == 1:
            guard
                let index = items.indices.first(where: {
                    frame(ofItemAt: $0)?.contains(event.location) == true
                }),
                items[index].isSelectable
            else { return false }
            moveByUser(to: index)
            if allowsMultipleSelection { drive(Int32(REQ_TOGGLE_ITEM)) }
            return true
        default: return false
        }
    }
}
