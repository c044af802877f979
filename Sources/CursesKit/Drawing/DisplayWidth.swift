extension Character {
    /// The number of terminal columns this grapheme takes when drawn: 0, 1 or 2.
    ///
    /// CJK ideographs, fullwidth forms and emoji with emoji presentation take two
    /// columns; combining marks, the zero-width joiner and variation selectors take
    /// none (inside a cluster they ride on their base); a flag (a pair of regional
    /// indicators) takes two. Control characters count one column because surfaces
    /// draw them as U+FFFD. The widths follow the C library's `wcwidth`, which is
    /// what ncurses and most terminals use to place the cursor, so an emoji made
    /// wide only by a variation selector (`"❤️"`) still counts its base's one column.
    ///
    /// ```swift
    /// Character("a").displayWidth   // 1
    /// Character("漢").displayWidth  // 2
    /// Character("e\u{301}").displayWidth  // 1
    /// ```
    public var displayWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isTerminalControl { return 1 }
        if first.isRegionalIndicator {
            let second = scalars.dropFirst().first
            return second?.isRegionalIndicator == true ? 2 : 1
        }
        let width = first.columnWidth
        if width != 0 { return width }
        // A cluster led by a zero-width scalar (a prepended format character) takes the
        // width of its first spacing scalar, if any.
        for scalar in scalars.dropFirst() {
            let w = scalar.columnWidth
            if w != 0 { return w }
        }
        return 0
    }
}

extension String {
    /// The number of terminal columns the string takes when drawn: the sum of its
    /// graphemes' ``Swift/Character/displayWidth``.
    ///
    /// ```swift
    /// "Hello".displayWidth  // 5
    /// "日本".displayWidth    // 4
    /// ```
    public var displayWidth: Int {
        // ASCII is counted straight from its bytes (a native string's are
        // contiguous); text of one-column scalars that never join a cluster
        // (Latin, box drawing, arrows, punctuation) scalar by scalar; anything
        // else grapheme by grapheme, which costs ten times as much.
        if let width = utf8.withContiguousStorageIfAvailable(Self.asciiWidth), let width {
            return width
        }
        if let width = unicodeScalars.simpleColumnWidth { return width }
        return reduce(0) { $0 + $1.displayWidth }
    }

    /// The width of ASCII bytes: one column per byte, controls included (they
    /// draw as U+FFFD), except that "\r\n" is a single grapheme. Nil for any
    /// other text.
    private static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var total = 0
        var previousWasCR = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if !(byte == 0x0A && previousWasCR) { total += 1 }
            previousWasCR = byte == 0x0D
        }
        return total
    }
}

extension Substring {
    /// The number of terminal columns the substring takes when drawn.
    public var displayWidth: Int {
        if let width = unicodeScalars.simpleColumnWidth { return width }
        return reduce(0) { $0 + $1.displayWidth }
    }
}

extension Sequence<Unicode.Scalar> {
    /// The width of text whose every scalar is a simple column (`isSimpleColumn`:
    /// one column, a grapheme of its own), with "\r\n" one grapheme; nil for
    /// any other text.
    var simpleColumnWidth: Int? {
        var total = 0
        var previousWasCR = false
        for scalar in self {
            guard scalar.isSimpleColumn else { return nil }
            if !(scalar.value == 0x0A && previousWasCR) { total += 1 }
            previousWasCR = scalar.value == 0x0D
        }
        return total
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls: never sent to the terminal as they are.
    var isTerminalControl: Bool {
        value < 0x20 || (value >= 0x7F && value <= 0x9F)
    }

    var isRegionalIndicator: Bool { value >= 0x1F1E6 && value <= 0x1F1FF }

    /// True for a scalar that takes one column and is a grapheme of its own
    /// next to any other such scalar (save "\r\n"): everything below U+0300
    /// (ASCII, Latin-1 and Latin Extended, controls drawn as U+FFFD), and the
    /// one-column scalars of U+2000–U+2BFF (punctuation, arrows, math, box
    /// drawing, blocks, shapes) other than its controls, joiners and
    /// combining marks. `TextWidthTests` checks every one against the
    /// grapheme-by-grapheme measure.
    var isSimpleColumn: Bool {
        let v = value
        if v < 0x300 { return true }
        guard v >= 0x2000 && v <= 0x2BFF else { return false }
        if (0x200B...0x200F).contains(v) || (0x2028...0x202E).contains(v) || (0x2060...0x206F).contains(v)
            || (0x20D0...0x20FF).contains(v)
        {
            return false
        }
        return columnWidth == 1
    }

    /// The column width of the scalar on its own: 0, 1 or 2 (controls count 1).
    var columnWidth: Int {
        let v = value
        if v < 0x300 { return 1 }
        if Self.contains(v, in: zeroWidthScalarRanges) { return 0 }
        if v >= 0x1100 && Self.contains(v, in: wideScalarRanges) { return 2 }
        return 1
    }

    /// Binary search in a sorted array of inclusive (low, high) pairs.
    private static func contains(_ v: UInt32, in pairs: [UInt32]) -> Bool {
        var low = 0
        var high = pairs.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < pairs[2 * mid] {
                high = mid - 1
            } else if v > pairs[2 * mid + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
