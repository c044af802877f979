/// The lines of a text in a gap buffer: two stacks that meet where the last
/// edit was, so inserting or removing lines near the cursor moves only the
/// lines between the last edit and this one, never the whole text.
///
/// Reading any line is constant time.
struct LineBuffer<Line> {
    /// The lines before the gap, in order.
    private var before: [Line]
    /// The lines after the gap, last line first.
    private var after: [Line] = []

    init(_ lines: [Line]) {
        before = lines
    }

    var count: Int { before.count + after.count }

    subscript(index: Int) -> Line {
        index < before.count ? before[index] : after[after.count - 1 - (index - before.count)]
    }

    /// Changes line `index` in place (no copy of its text).
    mutating func modify<Result>(_ index: Int, _ body: (inout Line) -> Result) -> Result {
        if index < before.count { return body(&before[index]) }
        return body(&after[after.count - 1 - (index - before.count)])
    }

    /// Changes every line in place (a new wrapping width).
    mutating func modifyAll(_ body: (inout Line) -> Void) {
        for index in before.indices { body(&before[index]) }
        for index in after.indices { body(&after[index]) }
    }

    mutating func insert(contentsOf lines: [Line], at index: Int) {
        moveGap(to: index)
        before.append(contentsOf: lines)
    }

    mutating func removeSubrange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        moveGap(to: range.upperBound)
        before.removeLast(range.count)
    }

    /// Moves the gap to before line `index`: costs the distance it moves.
    private mutating func moveGap(to index: Int) {
        while before.count > index, let line = before.popLast() { after.append(line) }
        while before.count < index, let line = after.popLast() { before.append(line) }
    }
}
