/// Where one line's visual rows begin when it is soft-wrapped to a width:
/// between words, a word wider than the row between characters, measured in
/// display columns (CJK and emoji take two). Text fills all but the last
/// column, which is left for the cursor after a row's last character (only a
/// space between words may stand there), so a full row never pushes the
/// cursor onto a row of its own.
///
/// Rows are wrapped lazily, as far as someone asks (``extend(_:through:rowsLaidOut:)``),
/// so a megabyte line on screen costs the rows shown. An edit wraps again only
/// the rows around it: wrapping from a row start depends only on the text from
/// there on, so once a new row starts where an old one did (past the edit),
/// the rest are the old rows, shifted; when they do not meet within
/// ``editLookahead`` rows, the rows after those are left to be wrapped when
/// asked for.
@MainActor
struct RowLayout {
    /// The width wrapped to.
    let width: Int
    /// UTF-8 offsets in the line where the rows start; the first is 0. While
    /// the layout is not complete, the last is the frontier: a row start whose
    /// row is not wrapped yet. When the last row fills the width, one more,
    /// empty row starts at the line's end: the cursor after it stands there.
    private(set) var starts: [Int] = [0]
    /// True once the rows reach the line's end.
    private(set) var isComplete = false

    /// Rows wrapped past an edit's row before the rest is left for later.
    static let editLookahead = 48

    /// No rows wrapped yet.
    init(width: Int) {
        self.width = max(1, width)
    }

    /// All of `line` wrapped; `rowsLaidOut` counts the rows made.
    init(_ line: String, width: Int, rowsLaidOut: inout Int) {
        self.init(width: width)
        extend(line, through: Int.max - 1, rowsLaidOut: &rowsLaidOut)
    }

    /// Wraps on until row `row` and the start of the next are known, or the line ends.
    mutating func extend(_ line: String, through row: Int, rowsLaidOut: inout Int) {
        while !isComplete && starts.count <= row + 1 { wrapNext(line, rowsLaidOut: &rowsLaidOut) }
    }

    /// Wraps on until the row holding `offset` is known to its end, or the line ends.
    mutating func extend(_ line: String, covering offset: Int, rowsLaidOut: inout Int) {
        while !isComplete, let last = starts.last, last <= offset { wrapNext(line, rowsLaidOut: &rowsLaidOut) }
    }

    /// Wraps the frontier row.
    private mutating func wrapNext(_ line: String, rowsLaidOut: inout Int) {
        guard let start = starts.last else { return }
        rowsLaidOut += 1
        let (end, columns) = Self.rowEnd(in: line, from: line.index(atUTF8Offset: start), width: width)
        if end == line.endIndex {
            isComplete = true
            if columns >= width { starts.append(line.utf8.count) }
        } else {
            starts.append(line.utf8Offset(of: end))
        }
    }

    /// The rows known: all of them once complete.
    var rowCount: Int { isComplete ? starts.count : starts.count - 1 }

    /// The row holding the character at `offset` among the rows known (the end
    /// counts as in the last row).
    func row(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The UTF-8 range of a known row `row` in a line of `length` bytes.
    func range(ofRow row: Int, lineLength length: Int) -> Range<Int> {
        starts[row]..<(row + 1 < starts.count ? starts[row + 1] : length)
    }

    /// Brings the rows up to date after `line` changed at `start`: `removed`
    /// bytes there were replaced by `inserted` bytes. Wraps from two rows
    /// before the edit (a shorter word may now fit the row above) until the
    /// rows meet the old ones again, the known rows end, or ``editLookahead``
    /// rows past the edit; what follows is left for later.
    mutating func update(_ line: String, editAt start: Int, removed: Int, inserted: Int, rowsLaidOut: inout Int) {
        let delta = inserted - removed
        let first = max(0, row(containing: max(0, start - 1)) - 2)
        let old = starts
        let oldFrontier = isComplete ? nil : old.last
        let editEnd = start + inserted
        starts.removeSubrange((first + 1)...)
        isComplete = false
        var wrappedPastEdit = 0
        while !isComplete, let newStart = starts.last {
            if newStart > editEnd {
                // Meeting an old row start (shifted): the rest are the old rows.
                let target = newStart - delta
                var low = first + 1
                var high = old.count
                while low < high {
                    let middle = (low + high) / 2
                    if old[middle] < target { low = middle + 1 } else { high = middle }
                }
                if low < old.count && old[low] == target {
                    starts += old[(low + 1)...].map { $0 + delta }
                    isComplete = oldFrontier == nil
                    return
                }
                // Past what was known, or far enough: the rest waits until asked for.
                if let oldFrontier, target >= oldFrontier { return }
                wrappedPastEdit += 1
                if wrappedPastEdit > Self.editLookahead { return }
            }
            wrapNext(line, rowsLaidOut: &rowsLaidOut)
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
