/// Where one line's visual rows begin when it is soft-wrapped to a width:
/// between words, a word wider than the row between characters, measured in
/// display columns (CJK and emoji take two). Text fills all but the last
/// column, which is left for the cursor after a row's last character (only a
/// space between words may stand there), so a full row never pushes the
/// cursor onto a row of its own.
///
/// An edit lays out again only the rows around it: wrapping from a row start
/// depends only on the text from there on, so once a new row starts where an
/// old one did (past the edit), the rest are the old rows, shifted.
@MainActor
struct RowLayout {
    /// The width wrapped to.
    let width: Int
    /// UTF-8 offsets in the line where the rows start; the first is 0. When the
    /// last row fills the width, one more, empty row starts at the line's end:
    /// the cursor after a full row has a cell to stand in.
    private(set) var starts: [Int] = [0]

    var rowCount: Int { starts.count }

    /// Wraps all of `line`; `rowsLaidOut` counts the rows made.
    init(_ line: String, width: Int, rowsLaidOut: inout Int) {
        self.width = max(1, width)
        let made = Self.rows(of: line, from: line.startIndex, width: self.width, resync: nil)
        rowsLaidOut += made.count
        starts += made.starts
    }

    /// The row holding the character at `offset` (the end counts as in the last row).
    func row(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The UTF-8 range of row `row` in a line of `length` bytes.
    func range(ofRow row: Int, lineLength length: Int) -> Range<Int> {
        starts[row]..<(row + 1 < starts.count ? starts[row + 1] : length)
    }

    /// Brings the rows up to date after `line` changed at `start`: `removed`
    /// bytes there were replaced by `inserted` bytes. Lays out from two rows
    /// before the edit (a shorter word may now fit the row above) until the
    /// rows meet the old ones again.
    mutating func update(_ line: String, editAt start: Int, removed: Int, inserted: Int, rowsLaidOut: inout Int) {
        let delta = inserted - removed
        let first = max(0, row(containing: max(0, start - 1)) - 2)
        let old = starts
        let editEnd = start + inserted
        let made = Self.rows(
            of: line, from: line.index(atUTF8Offset: old[first]), width: width,
            resync: { offset in
                // A row start past the edit that an old row also started at (shifted).
                guard offset > editEnd else { return nil }
                let target = offset - delta
                var low = first + 1
                var high = old.count
                while low < high {
                    let middle = (low + high) / 2
                    if old[middle] < target { low = middle + 1 } else { high = middle }
                }
                return low < old.count && old[low] == target ? low : nil
            })
        rowsLaidOut += made.count
        var tail: [Int] = []
        if let matched = made.matchedOldRow, matched + 1 < old.count {
            tail = old[(matched + 1)...].map { $0 + delta }
        }
        starts.replaceSubrange((first + 1)..., with: made.starts + tail)
    }

    /// What ``rows(of:from:width:resync:)`` made.
    private struct Made {
        /// The row starts after the first.
        var starts: [Int] = []
        /// Rows wrapped.
        var count = 0
        /// The old row the last start matched, when wrapping stopped there.
        var matchedOldRow: Int?
    }

    /// Wraps `line` from `start` (a row start) to its end, or until `resync`
    /// names an old row for a new row start.
    private static func rows(
        of line: String, from start: String.Index, width: Int, resync: ((Int) -> Int?)?
    ) -> Made {
        var made = Made()
        var index = start
        while true {
            made.count += 1
            let (end, columns) = rowEnd(in: line, from: index, width: width)
            if end == line.endIndex {
                if columns >= width { made.starts.append(line.utf8.count) }
                return made
            }
            let offset = line.utf8Offset(of: end)
            made.starts.append(offset)
            if let matched = resync?(offset) {
                made.matchedOldRow = matched
                return made
            }
            index = end
        }
    }

    /// Where the row starting at `start` ends, and the columns it fills: after
    /// the last space that fits, before a space that does not, else after the
    /// last character that fits (at least one, so a glyph wider than the row
    /// still gets a row of its own). Characters fill `width - 1` columns; a
    /// space may take the last.
    static func rowEnd(in line: String, from start: String.Index, width: Int) -> (String.Index, Int) {
        let textWidth = max(1, width - 1)
        var index = start
        var used = 0
        var lastBreak: (String.Index, Int)?
        while index < line.endIndex {
            let character = line[index]
            TextMeasurement.add(1)
            let characterWidth = character.displayWidth
            if used + characterWidth > (character == " " ? width : textWidth) {
                if character != " ", let lastBreak { return lastBreak }
                if index == start { return (line.index(after: index), characterWidth) }
                return (index, used)
            }
            used += characterWidth
            index = line.index(after: index)
            if character == " " { lastBreak = (index, used) }
        }
        return (index, used)
    }
}
