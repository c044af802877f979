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
    /// Where the rows start, in a gap buffer at the last edit: the rows before
    /// the gap as UTF-8 offsets from the line's start, the rows after it (last
    /// row first) as distances from the line's end, so an edit shifts the rows
    /// after it without touching them. The first row starts at 0. While the
    /// layout is not complete, the last start is the frontier: a row start
    /// whose row is not wrapped yet. When the last row fills the width, one
    /// more, empty row starts at the line's end: the cursor after it stands there.
    private var front: [Int] = [0]
    private var back: [Int] = []
    /// The line's length in UTF-8 bytes, which ``back`` counts from.
    private var lineLength = 0
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

    /// The row starts known (the frontier included while not complete).
    var startCount: Int { front.count + back.count }

    /// Where row `row` starts.
    func start(ofRow row: Int) -> Int {
        row < front.count ? front[row] : lineLength - back[back.count - 1 - (row - front.count)]
    }

    /// Every row start, in order (walks them all: for tests).
    var starts: [Int] { (0..<startCount).map(start(ofRow:)) }

    /// Wraps on until row `row` and the start of the next are known, or the line ends.
    mutating func extend(_ line: String, through row: Int, rowsLaidOut: inout Int) {
        while !isComplete && startCount <= row + 1 { wrapNext(line, rowsLaidOut: &rowsLaidOut) }
    }

    /// Wraps on until the row holding `offset` is known to its end, or the line ends.
    mutating func extend(_ line: String, covering offset: Int, rowsLaidOut: inout Int) {
        while !isComplete && start(ofRow: startCount - 1) <= offset {
            wrapNext(line, rowsLaidOut: &rowsLaidOut)
        }
    }

    /// Wraps the frontier row (the gap moves to the end first: rows are added there).
    private mutating func wrapNext(_ line: String, rowsLaidOut: inout Int) {
        lineLength = line.utf8.count
        moveGap(toRow: startCount)
        guard let start = front.last else { return }
        rowsLaidOut += 1
        let (end, columns) = Self.rowEnd(in: line, from: line.index(atUTF8Offset: start), width: width)
        if end == line.endIndex {
            isComplete = true
            if columns >= width { front.append(lineLength) }
        } else {
            front.append(line.utf8Offset(of: end))
        }
    }

    /// Puts the gap before row `row`: costs the rows it passes.
    private mutating func moveGap(toRow row: Int) {
        while front.count > row, let start = front.popLast() { back.append(lineLength - start) }
        while front.count < row, let distance = back.popLast() { front.append(lineLength - distance) }
    }

    /// The rows known: all of them once complete.
    var rowCount: Int { isComplete ? startCount : startCount - 1 }

    /// The row holding the character at `offset` among the rows known (the end
    /// counts as in the last row).
    func row(containing offset: Int) -> Int {
        var low = 0
        var high = startCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(ofRow: middle) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The UTF-8 range of a known row `row`.
    func range(ofRow row: Int) -> Range<Int> {
        start(ofRow: row)..<(row + 1 < startCount ? start(ofRow: row + 1) : lineLength)
    }

    /// Brings the rows up to date after `line` changed at `start`: `removed`
    /// bytes there were replaced by `inserted` bytes. Wraps from two rows
    /// before the edit (a shorter word may now fit the row above) until the
    /// rows meet the old ones again, the known rows end, or ``editLookahead``
    /// rows past the edit; what follows is left for later. Costs the rows
    /// wrapped and the rows the gap moves past, never the line's.
    mutating func update(
        _ line: String, editAt start: Int, removed: Int, inserted: Int, rowsLaidOut: inout Int
    ) {
        let first = max(0, row(containing: max(0, start - 1)) - 2)
        moveGap(toRow: first + 1)
        lineLength = line.utf8.count
        let wasComplete = isComplete
        isComplete = false
        let editEnd = start + inserted
        var wrappedPastEdit = 0
        while !isComplete, let newStart = front.last {
            if newStart > editEnd {
                // Old rows (as distances from the end, unchanged by the edit) that
                // start before this one are gone; one that starts here is where the
                // new rows meet the old, and the rest are the old rows.
                let distance = lineLength - newStart
                while let old = back.last, old > distance { back.removeLast() }
                if back.last == distance {
                    back.removeLast()
                    isComplete = wasComplete
                    return
                }
                if back.isEmpty && !wasComplete { return }  // past what was known
                wrappedPastEdit += 1
                if wrappedPastEdit > Self.editLookahead {
                    back.removeAll()
                    return
                }
            }
            rowsLaidOut += 1
            let (end, columns) = Self.rowEnd(in: line, from: line.index(atUTF8Offset: newStart), width: width)
            if end == line.endIndex {
                isComplete = true
                back.removeAll()
                if columns >= width { front.append(lineLength) }
            } else {
                front.append(line.utf8Offset(of: end))
            }
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
