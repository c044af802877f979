/// Readline's editing keys in a one-line field: the commands of ``TextCommand``.
extension TextInput {
    /// Carries out one editing command; false for those a one-line field
    /// leaves to others (↑ ↓, pages).
    func perform(_ command: TextCommand) -> Bool {
        let previous = lastCommand
        lastCommand = .other
        let storage = text
        let cursor = self.cursor
        switch command {
        case .insert(let character):
            replace(cursorOffset..<cursorOffset, with: String(character), group: .typing)
        case .deleteBackward:
            guard cursor > storage.startIndex else { break }
            replace(
                offset(of: storage.index(before: cursor))..<cursorOffset, with: "", group: .deletingBackward)
        case .deleteForward:
            guard cursor < storage.endIndex else { break }
            replace(
                cursorOffset..<offset(of: storage.index(after: cursor)), with: "", group: .deletingForward)
        case .left, .right, .wordLeft, .wordRight, .rowStart, .rowEnd, .lineStart, .lineEnd, .textStart,
            .textEnd:
            history.endGroup()
            move(to: destination(of: command, in: storage, from: cursor))
        case .up, .down, .pageUp, .pageDown, .enter:
            lastCommand = previous
            return false
        case .killToLineEnd:
            kill(cursorOffset..<storage.utf8.count, direction: .forward, after: previous)
        case .killToLineStart:
            kill(0..<cursorOffset, direction: .backward, after: previous)
        case .killWhitespaceWordBackward:
            let start = storage.whitespaceWordStart(before: cursor)
            kill(offset(of: start)..<cursorOffset, direction: .backward, after: previous)
        case .killWordBackward:
            kill(
                offset(of: storage.wordStart(before: cursor))..<cursorOffset, direction: .backward,
                after: previous)
        case .killWordForward:
            kill(
                cursorOffset..<offset(of: storage.wordEnd(after: cursor)), direction: .forward,
                after: previous)
        case .yankOrRedo:
            if previous == .undo {
                redo()
            } else if let yanked = killRing?.yankText {
                yank(yanked, replacing: cursorOffset..<cursorOffset)
            }
        case .yankPop:
            guard case .yank(let range) = previous, let older = killRing?.rotate() else { break }
            yank(older, replacing: range)
        case .undo: undo()
        case .redo: redo()
        }
        return true
    }

    /// Undoes the last step (a typed run, a paste, a kill); false when there is none.
    @discardableResult
    public func undo() -> Bool {
        lastCommand = .undo
        guard let edit = history.takeUndo() else { return false }
        apply(
            at: edit.start, removingCount: edit.inserted.utf8.count, inserting: edit.removed,
            cursor: edit.cursorBefore)
        return true
    }

    /// Redoes the last undone step; false when there is none.
    @discardableResult
    public func redo() -> Bool {
        lastCommand = .undo
        guard let edit = history.takeRedo() else { return false }
        apply(at: edit.start, removingCount: edit.removed.utf8.count, inserting: edit.inserted)
        return true
    }

    private func destination(
        of command: TextCommand, in storage: String, from cursor: String.Index
    ) -> String.Index {
        switch command {
        case .left: cursor > storage.startIndex ? storage.index(before: cursor) : cursor
        case .right: cursor < storage.endIndex ? storage.index(after: cursor) : cursor
        case .wordLeft: storage.wordStart(before: cursor)
        case .wordRight: storage.wordEnd(after: cursor)
        case .rowEnd, .lineEnd, .textEnd: storage.endIndex
        default: storage.startIndex
        }
    }

    /// Removes `range` into the kill ring: joined to the previous entry when
    /// the previous key killed too.
    private func kill(
        _ range: Range<Int>, direction: KillRing.Direction, after previous: PreviousCommand<Int>
    ) {
        lastCommand = .kill
        guard !range.isEmpty else { return }
        let storage = text
        let killed = String(storage[index(atOffset: range.lowerBound)..<index(atOffset: range.upperBound)])
        if !isSecureTextEntry { killRing?.kill(killed, direction: direction, continuing: previous == .kill) }
        replace(range, with: "", group: .single)
    }

    private func yank(_ yanked: String, replacing range: Range<Int>) {
        let flattened = Self.flattened(yanked)
        replace(range, with: flattened, group: .single)
        lastCommand = .yank(range.lowerBound..<range.lowerBound + flattened.utf8.count)
    }
}
