import CForm
import CursesKit

extension FormWidget {
    /// Translates `event` into `form_driver` requests. Characters, editing and
    /// moves inside the form are taken; Tab past the last field (Shift-Tab
    /// before the first), ↑ ↓ past the ends and keys libform has no request
    /// for are not, so they go on to the app's focus chain, after the field
    /// being left has been validated and committed.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard cursesForm != nil, currentIndex != nil else { return false }
        if event.key == .tab && event.modifiers == .shift { return leave(forward: false) }
        if event.modifiers == .control, case .character(let c) = event.key {
            switch c {
            case "a": return move(Int32(REQ_BEG_LINE))
            case "e": return move(Int32(REQ_END_LINE))
            case "u": return edit(Int32(REQ_CLR_FIELD))
            case "k": return edit(Int32(REQ_CLR_EOL))
            default: return false
            }
        }
        guard event.modifiers.subtracting(.shift).isEmpty else { return false }
        switch event.key {
        case .character(let c): return type(c)
        case .backspace: return edit(Int32(REQ_DEL_PREV))
        case .delete: return edit(Int32(REQ_DEL_CHAR))
        case .left: return move(Int32(REQ_LEFT_CHAR))
        case .right: return move(Int32(REQ_RIGHT_CHAR))
        case .home: return move(Int32(REQ_BEG_FIELD))
        case .end: return move(Int32(REQ_END_FIELD))
        case .insert:
            isInsertMode.toggle()
            return move(Int32(isInsertMode ? REQ_INS_MODE : REQ_OVL_MODE))
        case .tab: return leave(forward: true)
        case .backTab: return leave(forward: false)
        case .down: return (isMultiLine && move(Int32(REQ_DOWN_CHAR))) || leave(forward: true)
        case .up: return (isMultiLine && move(Int32(REQ_UP_CHAR))) || leave(forward: false)
        case .pageDown:
            if currentPage < pageCount - 1 { return changePage(Int32(REQ_NEXT_PAGE)) }
            return isMultiLine && move(Int32(REQ_SCR_FPAGE))
        case .pageUp:
            if currentPage > 0 { return changePage(Int32(REQ_PREV_PAGE)) }
            return isMultiLine && move(Int32(REQ_SCR_BPAGE))
        case .enter: return isMultiLine ? edit(Int32(REQ_NEW_LINE)) : submitOrAdvance()
        default: return false
        }
    }

    /// A press in a field makes it current (libform validates the one left)
    /// and puts the cursor under the pointer.
    func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, event.button == 1, let form = cursesForm else { return false }
        guard
            let target = activeIndices.first(where: { index in
                fields[index].frame.contains(event.location) && fieldIsOnCurrentPage(index)
            }), let field = field(at: target)
        else { return false }
        if currentIndex != target {
            let result = window?.perform { set_current_field(form, field) } ?? E_SYSTEM_ERROR
            guard result == E_OK else {
                rejectCurrentValue()
                return true
            }
        }
        _ = move(Int32(REQ_BEG_LINE))
        for _ in 0..<(event.location.x - fields[target].frame.minX) where move(Int32(REQ_NEXT_CHAR)) {}
        return true
    }

    /// Pasted text is typed into the current field, character by character.
    func paste(_ text: String) -> Bool {
        guard cursesForm != nil, currentIndex != nil else { return false }
        for character in text where character != "\n" && character != "\r" { _ = type(character) }
        return true
    }

    // MARK: - Requests

    private var isMultiLine: Bool {
        guard let index = currentIndex else { return false }
        return fields[index].frame.height > 1
    }

    private func fieldIsOnCurrentPage(_ index: Int) -> Bool {
        let page = fields[...index].dropFirst().filter(\.startsPage).count
        return page == currentPage
    }

    /// One typed character: the field type's character check, then `form_driver_w`.
    private func type(_ character: Character) -> Bool {
        guard let form = cursesForm, let index = currentIndex, let field = field(at: index) else {
            return false
        }
        for scalar in character.unicodeScalars {
            guard scalar.value >= 0x20, scalar.value != 0x7F else { continue }
            guard termui_field_accepts_character(field, Int32(bitPattern: scalar.value)) != 0 else {
                delegate?.formWidget(self, didReject: .characterRefused(character, field: fields[index].name))
                return true
            }
            let result = window?.perform { form_driver_w(form, OK, wchar_t(bitPattern: scalar.value)) }
            if result == E_OK { noteEdit() }
        }
        setNeedsDisplay()
        // The key was the field's even when it was full: it never goes on as a command.
        return true
    }

    /// A request that changes the value (delete, clear): an edit when libform took it.
    private func edit(_ request: Int32) -> Bool {
        guard let form = cursesForm else { return false }
        let result = window?.perform { form_driver(form, request) }
        guard result == E_OK else { return result == E_REQUEST_DENIED }
        noteEdit()
        setNeedsDisplay()
        return true
    }

    /// A request that moves inside the field; true when libform took it.
    @discardableResult
    private func move(_ request: Int32) -> Bool {
        guard let form = cursesForm else { return false }
        let result = window?.perform { form_driver(form, request) }
        guard result == E_OK else { return false }
        setNeedsDisplay()
        return true
    }

    private func changePage(_ request: Int32) -> Bool {
        guard let form = cursesForm else { return false }
        let result = window?.perform { form_driver(form, request) }
        if result == E_INVALID_FIELD { rejectCurrentValue() }
        setNeedsDisplay()
        return true
    }

    /// Tab and Shift-Tab: the next or previous field, or out of the form at
    /// its ends once the field passes validation (it is then committed).
    private func leave(forward: Bool) -> Bool {
        guard let form = cursesForm, let index = currentIndex else { return false }
        let active = activeIndices
        let atEdge = forward ? index == active.last : index == active.first
        if atEdge {
            guard validateCurrent() else { return true }
            commit(at: index)
            return false
        }
        let result = window?.perform { form_driver(form, Int32(forward ? REQ_NEXT_FIELD : REQ_PREV_FIELD)) }
        if result == E_INVALID_FIELD { rejectCurrentValue() }
        setNeedsDisplay()
        return true
    }

    /// Enter: validate and commit the field, then the next field, or on the
    /// last one submit the form when every required field is filled.
    private func submitOrAdvance() -> Bool {
        guard let index = currentIndex else { return false }
        guard validateCurrent() else { return true }
        commit(at: index)
        if index != activeIndices.last { return leave(forward: true) }
        if let empty = activeIndices.first(where: { fields[$0].isRequired && currentValue(at: $0).isEmpty }) {
            delegate?.formWidget(self, didReject: .requiredFieldEmpty(field: fields[empty].name))
            return true
        }
        delegate?.formWidget(self, didSubmit: values)
        return true
    }

    /// libform's `REQ_VALIDATION`: true when the current field passes its type.
    private func validateCurrent() -> Bool {
        guard let form = cursesForm else { return false }
        let result = window?.perform { form_driver(form, Int32(REQ_VALIDATION)) }
        setNeedsDisplay()
        guard result == E_INVALID_FIELD else { return true }
        rejectCurrentValue()
        return false
    }

    private func rejectCurrentValue() {
        guard let index = currentIndex else { return }
        delegate?.formWidget(
            self, didReject: .invalidValue(currentValue(at: index), field: fields[index].name))
    }
}
