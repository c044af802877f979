/// Keys, pastes and the mouse: the commands of ``TextCommand`` in a multi-line text.
extension TextArea {
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if submitsOnEnter && event.key == .enter {
            // A growing one-value field: Enter submits, Alt-Enter breaks the line.
            if event.modifiers.isEmpty {
                sendActions(for: .primaryActionTriggered)
                return true
            }
            guard event.modifiers == .alt else { return false }
            return perform(.enter, selecting: false)
        }
        guard let command = TextCommand(event) else { return false }
        return perform(command, selecting: command.isMove && event.modifiers.contains(.shift))
    }

    func handlePasted(_ text: String) -> Bool {
        guard isEnabled else { return false }
        endRun()
        let pasted = Self.pasteable(text)
        if !pasted.isEmpty { replace(selectionOrCursor, with: pasted, group: .single) }
        return true
    }

    func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .press, .click:
            endRun()
            let position = position(at: event.location)
            if event.modifiers.contains(.shift) {
                if anchor == nil { anchor = cursor }
                setNeedsDisplay()
            } else {
                if selection != nil { setNeedsDisplay() }
                anchor = position
            }
            goalColumn = nil
            moveCursor(to: position)
        case .drag:
            if anchor == nil { anchor = cursor }
            moveCursor(to: position(at: event.location))
            setNeedsDisplay()
        case .release: break
        default: return false
        }
        return true
    }

    /// Ends a typed run and forgets what the previous key was.
    func endRun() {
        history.endGroup()
        lastCommand = .other
    }

    /// Carries out one command; `selecting` extends the selection with a move.
    func perform(_ command: TextCommand, selecting: Bool) -> Bool {
        let previous = lastCommand
        lastCommand = .other
        if command.isMove {
            history.endGroup()
            move(command, selecting: selecting)
            return true
        }
        switch command {
        case .insert(let character):
            replace(selectionOrCursor, with: String(character), group: .typing)
        case .enter:
            replace(selectionOrCursor, with: "\n", group: .single)
        case .deleteBackward:
            if let selection {
                replace(selection, with: "", group: .single)
            } else if cursor != .zero {
                replace(position(before: cursor)..<cursor, with: "", group: .deletingBackward)
            }
        case .deleteForward:
            if let selection {
                replace(selection, with: "", group: .single)
            } else if cursor != endPosition {
                replace(cursor..<position(after: cursor), with: "", group: .deletingForward)
            }
        case .killToLineEnd:
            let length = lines[cursor.line].text.utf8.count
            // At the line's end, Ctrl-K kills the line break (Emacs's kill-line).
            let end =
                cursor.offset < length
                ? TextPosition(line: cursor.line, offset: length) : position(after: cursor)
            kill(cursor..<end, direction: .forward, after: previous)
        case .killToLineStart:
            kill(TextPosition(line: cursor.line, offset: 0)..<cursor, direction: .backward, after: previous)
        case .killWhitespaceWordBackward:
            if let selection {
                kill(selection, direction: .backward, after: .other)
            } else {
                let end = skipping(backwardFrom: cursor, while: \.isWhitespace)
                let start = skipping(backwardFrom: end, while: { !$0.isWhitespace })
                kill(start..<cursor, direction: .backward, after: previous)
            }
        case .killWordBackward:
            kill(wordStart(before: cursor)..<cursor, direction: .backward, after: previous)
        case .killWordForward:
            kill(cursor..<wordEnd(after: cursor), direction: .forward, after: previous)
        case .yankOrRedo:
            if previous == .undo {
                redo()
            } else if let yanked = killRing?.yankText {
                yank(yanked, replacing: selectionOrCursor)
            }
        case .yankPop:
            if case .yank(let range) = previous, let older = killRing?.rotate() {
                yank(older, replacing: range)
            }
        case .undo: undo()
        case .redo: redo()
        default: break
        }
        return true
    }

    /// Moves the cursor for a move command, selecting when asked.
    private func move(_ command: TextCommand, selecting: Bool) {
        let vertical = [.up, .down, .pageUp, .pageDown].contains(command)
        let target: TextPosition
        if !selecting, let selection, command == .left || command == .right {
            // An arrow without Shift collapses the selection to that side.
            target = command == .left ? selection.lowerBound : selection.upperBound
        } else {
            target = destination(of: command)
        }
        if !vertical { goalColumn = nil }
        if selecting {
            if anchor == nil { anchor = cursor }
            setNeedsDisplay()
        } else if anchor != nil {
            if selection != nil { setNeedsDisplay() }
            anchor = nil
        }
        moveCursor(to: target)
    }

    private func destination(of command: TextCommand) -> TextPosition {
        let length = lines[cursor.line].text.utf8.count
        switch command {
        case .left: return position(before: cursor)
        case .right: return position(after: cursor)
        case .wordLeft: return wordStart(before: cursor)
        case .wordRight: return wordEnd(after: cursor)
        case .lineStart: return TextPosition(line: cursor.line, offset: 0)
        case .lineEnd: return TextPosition(line: cursor.line, offset: length)
        case .textStart: return .zero
        case .textEnd: return endPosition
        case .rowStart: return start(of: rowReference(of: cursor))
        case .rowEnd:
            let row = rowReference(of: cursor)
            return position(in: row, atColumn: Int.max)
        case .up, .down, .pageUp, .pageDown:
            let rows = max(1, bounds.height - 1)
            let count = [.up, .down].contains(command) ? 1 : rows
            let down = command == .down || command == .pageDown
            let goal = goalColumn ?? cursorColumn
            goalColumn = goal
            let from = rowReference(of: cursor)
            let to = row(from, movedBy: down ? count : -count)
            if to == from { return down ? endPosition : .zero }
            if count > 1 {
                // A page keeps the cursor where it was on the screen: the view moves as far.
                let topRow = row(rowReference(of: top), movedBy: down ? count : -count)
                top = start(of: filledFromTheEnd(topRow))
                setNeedsDisplay()
            }
            return position(in: to, atColumn: goal)
        default: return cursor
        }
    }

    /// Puts the cursor at `position` and scrolls to it; repaints only when the
    /// view scrolled (a move within the screen only moves the terminal cursor).
    func moveCursor(to position: TextPosition) {
        cursor = position
        let shownTop = top
        scrollToCursorOrLater()
        if top != shownTop { setNeedsDisplay() } else { host?.setNeedsFrame() }
    }

    /// Removes `range` into the kill ring: joined to the newest entry when the previous key killed too.
    private func kill(
        _ range: Range<TextPosition>, direction: KillRing.Direction,
        after previous: PreviousCommand<TextPosition>
    ) {
        lastCommand = .kill
        guard !range.isEmpty else { return }
        killRing?.kill(string(in: range), direction: direction, continuing: previous == .kill)
        replace(range, with: "", group: .single)
    }

    private func yank(_ yanked: String, replacing range: Range<TextPosition>) {
        replace(range, with: yanked, group: .single)
        lastCommand = .yank(range.lowerBound..<cursor)
    }

    /// Readline's backward-word across lines.
    func wordStart(before position: TextPosition) -> TextPosition {
        skipping(
            backwardFrom: skipping(backwardFrom: position, while: { !$0.isWordCharacter }),
            while: \.isWordCharacter)
    }

    /// Readline's forward-word across lines.
    func wordEnd(after position: TextPosition) -> TextPosition {
        skipping(
            forwardFrom: skipping(forwardFrom: position, while: { !$0.isWordCharacter }),
            while: \.isWordCharacter)
    }

    /// Back from `position` over characters satisfying `predicate`, across
    /// line breaks when the predicate accepts `"\n"`: walks only the run.
    func skipping(backwardFrom position: TextPosition, while predicate: (Character) -> Bool) -> TextPosition {
        var position = position
        while true {
            let line = lines[position.line].text
            let start = line.index(before: line.index(atUTF8Offset: position.offset), skipping: predicate)
            position.offset = line.utf8Offset(of: start)
            guard position.offset == 0, position.line > 0, predicate("\n") else { return position }
            position = TextPosition(line: position.line - 1, offset: lines[position.line - 1].text.utf8.count)
        }
    }

    /// Forward from `position` over characters satisfying `predicate`, across
    /// line breaks when the predicate accepts `"\n"`: walks only the run.
    func skipping(forwardFrom position: TextPosition, while predicate: (Character) -> Bool) -> TextPosition {
        var position = position
        while true {
            let line = lines[position.line].text
            let end = line.index(after: line.index(atUTF8Offset: position.offset), skipping: predicate)
            position.offset = line.utf8Offset(of: end)
            guard end == line.endIndex, position.line + 1 < lines.count, predicate("\n") else {
                return position
            }
            position = TextPosition(line: position.line + 1, offset: 0)
        }
    }

    /// A paste as text: `"\r\n"` and `"\r"` become line breaks; control
    /// characters other than line breaks and tabs are dropped.
    static func pasteable(_ text: String) -> String {
        let normalized = normalizingLineBreaks(text)
        guard normalized.unicodeScalars.contains(where: { $0.isTerminalControl && $0 != "\n" && $0 != "\t" })
        else {
            return normalized
        }
        var result = ""
        result.reserveCapacity(normalized.utf8.count)
        for scalar in normalized.unicodeScalars
        where !scalar.isTerminalControl || scalar == "\n" || scalar == "\t" {
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
