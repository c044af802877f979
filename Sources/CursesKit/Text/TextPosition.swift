/// A place in a multi-line text: a line, and a UTF-8 offset in it that lies
/// on a character boundary (constant-time to turn into a `String.Index`).
struct TextPosition: Comparable, Hashable, Sendable {
    var line: Int
    var offset: Int

    static let zero = TextPosition(line: 0, offset: 0)

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.offset) < (rhs.line, rhs.offset)
    }
}

/// One visual row: a line and the index of one of its wrapped rows.
struct RowReference: Comparable, Hashable, Sendable {
    var line: Int
    var row: Int

    static func < (lhs: RowReference, rhs: RowReference) -> Bool {
        (lhs.line, lhs.row) < (rhs.line, rhs.row)
    }
}

extension String {
    /// The index at a UTF-8 offset: constant time on a native string.
    func index(atUTF8Offset offset: Int) -> Index {
        utf8.index(utf8.startIndex, offsetBy: offset)
    }

    /// The UTF-8 offset of `index`.
    func utf8Offset(of index: Index) -> Int {
        utf8.distance(from: utf8.startIndex, to: index)
    }
}
