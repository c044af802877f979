/// Changing the text: one primitive (``replace(_:with:group:)``) under every
/// edit, undo and redo, costing what it changes.
extension TextArea {
    /// The selected range, when it is not empty.
    var selection: Range<TextPosition>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The range an edit at the cursor replaces: the selection, else the cursor.
    var selectionOrCursor: Range<TextPosition> { selection ?? cursor..<cursor }

    /// Replaces `range` with `inserted` (cut to ``maximumLength``), leaves the
    /// cursor after it and keeps the step for undo.
    func replace(_ range: Range<TextPosition>, with inserted: String, group: EditGroup) {
        var inserted = inserted
        if let maximumLength {
            let removedCount = string(in: range).count
            let room = max(0, maximumLength - (countedCharacters - removedCount))
            if inserted.count > room { inserted = String(inserted.prefix(room)) }
        }
        guard !range.isEmpty || !inserted.isEmpty else { return }
        history.record(
            TextEdit(
                start: range.lowerBound, removed: string(in: range), inserted: inserted, cursorBefore: cursor),
            group: group)
        apply(range, inserting: inserted)
    }

    /// Undoes the last step (a typed run, a paste, a kill); false when there is none.
    @discardableResult
    public func undo() -> Bool {
        lastCommand = .undo
        guard let edit = history.takeUndo() else { return false }
        apply(edit.start..<position(after: edit.inserted, from: edit.start), inserting: edit.removed)
        moveCursor(to: edit.cursorBefore)
        return true
    }

    /// Redoes the last undone step; false when there is none.
    @discardableResult
    public func redo() -> Bool {
        lastCommand = .undo
        guard let edit = history.takeRedo() else { return false }
        apply(edit.start..<position(after: edit.removed, from: edit.start), inserting: edit.inserted)
        return true
    }

    /// The characters in the text, counted once, then kept up to date by each edit.
    var countedCharacters: Int {
        if let characterCount { return characterCount }
        let count = text.count
        characterCount = count
        return count
    }

    /// Puts `inserted` in place of `range`, the cursor after it, and tells the targets.
    func apply(_ range: Range<TextPosition>, inserting inserted: String) {
        if let count = characterCount {
            // Counted with a character of context each side: a combining mark joins its neighbour.
            let before = character(before: range.lowerBound).map(String.init) ?? ""
            let after = character(at: range.upperBound).map(String.init) ?? ""
            characterCount =
                count + (before + inserted + after).count - (before + string(in: range) + after).count
        }
        let end = replaceText(range, with: inserted)
        cursor = end
        anchor = nil
        goalColumn = nil
        joinedText = nil
        scrollToCursorOrLater()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    /// Changes the lines; returns the end of the inserted text. Within one line
    /// the line's rows are brought up to date around the edit; lines the edit
    /// makes are wrapped when shown.
    private func replaceText(_ range: Range<TextPosition>, with inserted: String) -> TextPosition {
        let low = range.lowerBound
        let high = range.upperBound
        let width = wrapWidth
        var made = 0
        defer { rowsLaidOut += made }
        if low.line == high.line && !inserted.utf8.contains(0x0A) {
            lines.modify(low.line) { line in
                // Indices first, no second reference to the text: the edit then moves
                // bytes in place instead of copying the line.
                let lower = line.text.index(atUTF8Offset: low.offset)
                let upper = line.text.index(atUTF8Offset: high.offset)
                line.text.replaceSubrange(lower..<upper, with: inserted)
                if line.layout?.width == width {
                    line.layout?.update(
                        line.text, editAt: low.offset, removed: high.offset - low.offset,
                        inserted: inserted.utf8.count, rowsLaidOut: &made)
                } else {
                    line.layout = nil
                }
            }
            return TextPosition(line: low.line, offset: low.offset + inserted.utf8.count)
        }
        let pieces = inserted.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let lastText = lines[high.line].text
        let tail = String(lastText[lastText.index(atUTF8Offset: high.offset)...])
        lines.removeSubrange((low.line + 1)..<(high.line + 1))
        let first = (pieces.first ?? "") + (pieces.count == 1 ? tail : "")
        lines.modify(low.line) { line in
            let removed = line.text.utf8.count - low.offset
            let lower = line.text.index(atUTF8Offset: low.offset)
            line.text.replaceSubrange(lower..., with: first)
            if line.layout?.width == width {
                line.layout?.update(
                    line.text, editAt: low.offset, removed: removed, inserted: first.utf8.count,
                    rowsLaidOut: &made)
            } else {
                line.layout = nil
            }
        }
        guard pieces.count > 1, let last = pieces.last else {
            return TextPosition(line: low.line, offset: low.offset + first.utf8.count - tail.utf8.count)
        }
        var added = pieces.dropFirst().dropLast().map { Line(text: $0) }
        added.append(Line(text: last + tail))
        lines.insert(contentsOf: added, at: low.line + 1)
        return TextPosition(line: low.line + pieces.count - 1, offset: last.utf8.count)
    }

    /// The text of `range`, its line breaks as `"\n"`.
    func string(in range: Range<TextPosition>) -> String {
        let low = range.lowerBound
        let high = range.upperBound
        let first = lines[low.line].text
        if low.line == high.line {
            return String(
                first[first.index(atUTF8Offset: low.offset)..<first.index(atUTF8Offset: high.offset)])
        }
        var result = String(first[first.index(atUTF8Offset: low.offset)...])
        for index in (low.line + 1)..<high.line {
            result += "\n"
            result += lines[index].text
        }
        let last = lines[high.line].text
        result += "\n"
        result += last[..<last.index(atUTF8Offset: high.offset)]
        return result
    }

    /// Where `text` inserted at `start` ends.
    func position(after text: String, from start: TextPosition) -> TextPosition {
        var breaks = 0
        var afterLastBreak = 0
        for (offset, byte) in text.utf8.enumerated() where byte == 0x0A {
            breaks += 1
            afterLastBreak = offset + 1
        }
        if breaks == 0 { return TextPosition(line: start.line, offset: start.offset + text.utf8.count) }
        return TextPosition(line: start.line + breaks, offset: text.utf8.count - afterLastBreak)
    }

    /// The character before `position` (a line break at a line's start).
    func character(before position: TextPosition) -> Character? {
        if position.offset == 0 { return position.line > 0 ? "\n" : nil }
        let line = lines[position.line].text
        return line[line.index(before: line.index(atUTF8Offset: position.offset))]
    }

    /// The character at `position` (a line break at a line's end).
    func character(at position: TextPosition) -> Character? {
        let line = lines[position.line].text
        if position.offset >= line.utf8.count { return position.line + 1 < lines.count ? "\n" : nil }
        return line[line.index(atUTF8Offset: position.offset)]
    }

    /// The position one character before `position`, across line breaks.
    func position(before position: TextPosition) -> TextPosition {
        if position.offset == 0 {
            guard position.line > 0 else { return position }
            return TextPosition(line: position.line - 1, offset: lines[position.line - 1].text.utf8.count)
        }
        let line = lines[position.line].text
        let index = line.index(before: line.index(atUTF8Offset: position.offset))
        return TextPosition(line: position.line, offset: line.utf8Offset(of: index))
    }

    /// The position one character after `position`, across line breaks.
    func position(after position: TextPosition) -> TextPosition {
        let line = lines[position.line].text
        if position.offset >= line.utf8.count {
            return position.line + 1 < lines.count
                ? TextPosition(line: position.line + 1, offset: 0) : position
        }
        let index = line.index(after: line.index(atUTF8Offset: position.offset))
        return TextPosition(line: position.line, offset: line.utf8Offset(of: index))
    }

    /// Characters from the start to `position` (walks the text: for the public index only).
    func characters(upTo position: TextPosition) -> Int {
        var count = 0
        for index in 0..<position.line { count += lines[index].text.count + 1 }
        let line = lines[position.line].text
        return count + line[..<line.index(atUTF8Offset: position.offset)].count
    }

    /// The position `count` characters from the start (walks the text: for the public index only).
    func position(atCharacter count: Int) -> TextPosition {
        var remaining = count
        for index in 0..<lines.count {
            let line = lines[index].text
            let length = line.count
            if remaining <= length {
                return TextPosition(
                    line: index, offset: line.utf8Offset(of: line.index(line.startIndex, offsetBy: remaining))
                )
            }
            remaining -= length + 1
        }
        return endPosition
    }
}
