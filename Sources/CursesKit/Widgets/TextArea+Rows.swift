/// Rows, positions and scrolling: everything here walks rows near the cursor
/// or on screen, never the whole text.
extension TextArea {
    /// The width rows are wrapped to.
    var wrapWidth: Int { max(1, bounds.width) }

    /// Line `index`'s rows at the current width, wrapped on by `extend` as far as it asks.
    @discardableResult
    func layout(
        ofLine index: Int, extending extend: (inout RowLayout, String, inout Int) -> Void = { _, _, _ in }
    ) -> RowLayout {
        let width = wrapWidth
        var made = 0
        let layout = lines.modify(index) { line in
            var layout = line.layout.flatMap { $0.width == width ? $0 : nil } ?? RowLayout(width: width)
            // Out of the line while it grows, so its rows are not copied.
            line.layout = nil
            extend(&layout, line.text, &made)
            line.layout = layout
            return layout
        }
        rowsLaidOut += made
        return layout
    }

    /// The rows of `row`'s line, wrapped at least to the start of the row after it.
    func layout(through row: RowReference) -> RowLayout {
        layout(ofLine: row.line) { $0.extend($1, through: row.row, rowsLaidOut: &$2) }
    }

    /// The row that shows `position`.
    func rowReference(of position: TextPosition) -> RowReference {
        let layout = layout(ofLine: position.line) {
            $0.extend($1, covering: position.offset, rowsLaidOut: &$2)
        }
        return RowReference(line: position.line, row: layout.row(containing: position.offset))
    }

    /// Where `row` starts.
    func start(of row: RowReference) -> TextPosition {
        TextPosition(line: row.line, offset: layout(through: row).start(ofRow: row.row))
    }

    /// The UTF-8 range of `row` in its line.
    func range(of row: RowReference) -> Range<Int> {
        layout(through: row).range(ofRow: row.row)
    }

    /// True when `row` is its line's last.
    func isLastRow(_ row: RowReference) -> Bool {
        let layout = layout(through: row)
        return layout.isComplete && row.row == layout.startCount - 1
    }

    func row(after row: RowReference) -> RowReference? {
        if row.row + 1 < layout(through: row).startCount {
            return RowReference(line: row.line, row: row.row + 1)
        }
        return row.line + 1 < lines.count ? RowReference(line: row.line + 1, row: 0) : nil
    }

    func row(before row: RowReference) -> RowReference? {
        if row.row > 0 { return RowReference(line: row.line, row: row.row - 1) }
        guard row.line > 0 else { return nil }
        let previous = layout(ofLine: row.line - 1) { $0.extend($1, through: Int.max - 1, rowsLaidOut: &$2) }
        return RowReference(line: row.line - 1, row: previous.startCount - 1)
    }

    /// `row` moved `count` rows down (up for a negative count), stopping at the ends.
    func row(_ row: RowReference, movedBy count: Int) -> RowReference {
        var row = row
        for _ in 0..<abs(count) {
            guard let next = count > 0 ? self.row(after: row) : self.row(before: row) else { break }
            row = next
        }
        return row
    }

    /// The columns `line` takes from UTF-8 offset `start` to `end` (one row's worth).
    func columns(in line: String, from start: Int, to end: Int) -> Int {
        var index = line.index(atUTF8Offset: start)
        let limit = line.index(atUTF8Offset: end)
        var total = 0
        while index < limit {
            TextMeasurement.add(1)
            total += line[index].displayWidth
            index = line.index(after: index)
        }
        return total
    }

    /// The position in `row` nearest `column`: never past a wrapped row's last
    /// character (its end is where the next row starts, shown there).
    func position(in row: RowReference, atColumn column: Int) -> TextPosition {
        let line = lines[row.line].text
        let range = range(of: row)
        var index = line.index(atUTF8Offset: range.lowerBound)
        var limit = line.index(atUTF8Offset: range.upperBound)
        if !isLastRow(row), limit > index { limit = line.index(before: limit) }
        var used = 0
        while index < limit {
            TextMeasurement.add(1)
            let width = line[index].displayWidth
            if used + width > column { break }
            used += width
            index = line.index(after: index)
        }
        return TextPosition(line: row.line, offset: line.utf8Offset(of: index))
    }

    /// The column the cursor is drawn in, within its row.
    var cursorColumn: Int {
        columns(
            in: lines[cursor.line].text, from: start(of: rowReference(of: cursor)).offset, to: cursor.offset)
    }

    /// Scrolls now if the widget has a size, else at the next layout.
    func scrollToCursorOrLater() {
        if bounds.width > 0 && bounds.height > 0 {
            scrollToCursor()
        } else {
            needsScrollToCursor = true
        }
    }

    /// Scrolls as little as keeps the cursor's row on screen, and keeps the
    /// screen full at the end of the text (after text there was deleted).
    /// Walks at most a screenful of rows.
    func scrollToCursor() {
        needsScrollToCursor = false
        let height = bounds.height
        guard height > 0, bounds.width > 0 else { return }
        if top.line >= lines.count { top = TextPosition(line: lines.count - 1, offset: 0) }
        top.offset = min(top.offset, lines[top.line].text.utf8.count)
        let cursorRow = rowReference(of: cursor)
        var topRow = rowReference(of: top)
        if cursorRow < topRow {
            topRow = cursorRow
        } else {
            // Walk up from the cursor at most a screenful: reaching the top row means it shows.
            var row = cursorRow
            var shown = 1
            while row != topRow, shown < height, let previous = self.row(before: row) {
                row = previous
                shown += 1
            }
            if row != topRow { topRow = row }
        }
        topRow = filledFromTheEnd(topRow)
        top = start(of: topRow)
    }

    /// `topRow`, or an earlier row when fewer rows than the height follow it.
    func filledFromTheEnd(_ topRow: RowReference) -> RowReference {
        var shown = 1
        var row = topRow
        while shown < bounds.height, let next = self.row(after: row) {
            row = next
            shown += 1
        }
        return self.row(topRow, movedBy: -(bounds.height - shown))
    }

    /// Scrolls the view `count` rows (down when positive) without moving the cursor.
    func scroll(by count: Int) {
        let moved = filledFromTheEnd(row(rowReference(of: top), movedBy: count))
        let newTop = start(of: moved)
        guard newTop != top else { return }
        top = newTop
        setNeedsDisplay()
    }

    /// The position shown at `point`: past the last row, the text's end.
    func position(at point: Point) -> TextPosition {
        var row = rowReference(of: top)
        for _ in 0..<max(0, point.y) {
            guard let next = self.row(after: row) else { return endPosition }
            row = next
        }
        return position(in: row, atColumn: max(0, point.x))
    }

    /// The end of the text.
    var endPosition: TextPosition {
        TextPosition(line: lines.count - 1, offset: lines[lines.count - 1].text.utf8.count)
    }
}

extension TextArea {
    /// The rows the whole text takes wrapped to `width` (at least one): what a
    /// field that grows in lines asks to size itself. Walks every line; at the
    /// width the editor has, the rows it wraps are kept for drawing, so asking
    /// again costs a count per line.
    public func rowCount(forWidth width: Int) -> Int {
        var total = 0
        var made = 0
        for index in 0..<lines.count {
            if max(1, width) == wrapWidth {
                total +=
                    layout(ofLine: index) { $0.extend($1, through: Int.max - 1, rowsLaidOut: &$2) }.rowCount
            } else {
                total += RowLayout(lines[index].text, width: width, rowsLaidOut: &made).rowCount
            }
        }
        rowsLaidOut += made
        return max(1, total)
    }
}
