import CNcurses

/// Reads what an ncurses window holds, cell by cell, in ``CellBuffer/Cell``'s
/// terms: the off-screen terminal's read-back and the foreign windows' both
/// use it.
@MainActor
enum WindowCellReader {
    /// The cell of `window` at `point`: grapheme, style (colours through
    /// `colors`, the pair cache of the window's own terminal) and width.
    ///
    /// `mvwin_wch` moves the window's cursor; callers that care put it back.
    static func cell(
        of window: UnsafeMutablePointer<WINDOW>, at point: Point, colors: ColorPairCache
    ) -> CellBuffer.Cell {
        var raw = cchar_t()
        mvwin_wch(window, Int32(point.y), Int32(point.x), &raw)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        var text = Self.characters(of: &raw, attributes: &attributes, shortPair: &shortPair, pair: &pair)
        let colours = colors.colors(ofPair: pair)
        var style = Style(
            foreground: colours.foreground, background: colours.background,
            attributes: ColorPairCache.textAttributes(attributes))
        // The stroke WindowSurface combines with a struck glyph is the attribute it stands for.
        if text.unicodeScalars.count > 1, text.unicodeScalars.last == "\u{0336}" {
            text.unicodeScalars.removeLast()
            style.attributes.insert(.strikethrough)
        }
        switch raw.attr & ColorPairCache.wideMarkBits {
        case 0: return CellBuffer.Cell(text: text, style: style, width: 1)
        case 1: return CellBuffer.Cell(text: text, style: style, width: 2)
        default: return CellBuffer.Cell(text: "", style: style, width: 0)
        }
    }

    /// The characters of `raw` (`getcchar`), with its attributes and pair.
    /// Off the main actor, so the buffer's closure is not one: a main-actor
    /// closure handed to the standard library checks its executor on every
    /// call, once per cell read back.
    private nonisolated static func characters(
        of raw: inout cchar_t, attributes: inout attr_t, shortPair: inout Int16, pair: inout Int32
    ) -> String {
        var text = ""
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress else { return }
            buffer.initialize(repeating: 0)
            _ = getcchar(&raw, base, &attributes, &shortPair, &pair)
            for value in buffer.prefix(Int(CCHARW_MAX)) {
                guard value != 0, let scalar = Unicode.Scalar(UInt32(bitPattern: value)) else { break }
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
