@preconcurrency import CNcurses

/// The links on screen, sent as OSC 8 hyperlinks on top of ncurses' frames.
///
/// ncurses knows nothing of OSC 8, and bytes it did not write inside its
/// output would leave its picture of the terminal wrong, so its frames stay
/// exactly what they were. The drawing pass notes, cell by cell, the link a
/// cell was drawn with (``Style/link``; any other drawing clears it). After
/// `doupdate` the layer compares each row that holds a link (or held one)
/// with what it last sent: where a cell's link changed, or ncurses rewrote a
/// linked cell (its glyph or rendition differs from the one sent, or the
/// frame repainted everything), it sends that stretch of the row again:
/// the cursor moved there, each cell's rendition as ncurses sends it, `OSC 8`
/// open, the glyphs, `OSC 8` close, then the plain rendition and the cursor
/// back where ncurses left it. The bytes go into ncurses' own output buffer,
/// so they leave with the rest of the frame (inside the synchronized-output
/// brackets where those are used). A terminal that takes no hyperlinks
/// (``TerminalCapabilities/hyperlinks`` off) is sent nothing.
@MainActor
final class HyperlinkLayer {
    /// A cell as sent: its scalars, attributes and colour pair.
    private struct SentCell: Equatable {
        var scalars: [UInt32]
        var attributes: attr_t
        var pair: Int32
    }

    /// Attributes and colour pair, as `vid_puts` takes them.
    private struct Rendition: Equatable {
        var attributes: attr_t
        var pair: Int32
    }

    /// The rendition last sent in this frame's links (`doupdate` leaves the plain one).
    private var lastRendition = Rendition(attributes: 0, pair: 0)

    private(set) var size = Size(width: 0, height: 0)
    /// The link each cell was last drawn with.
    private var drawn: [String?] = []
    /// The link each cell was sent with, and what it held then (linked cells only).
    private var sentLinks: [String?] = []
    private var sentCells: [SentCell?] = []
    /// Rows drawn with a link since they were last looked at.
    private var drawnRows = Set<Int>()
    /// Rows whose cells were sent with a link.
    private var sentRows = Set<Int>()
    /// Every cell of each row with links, as the terminal showed it after the
    /// last frame: ncurses may rewrite cells that did not change (it moves the
    /// cursor right by printing the glyphs already there when that is
    /// shorter), which only happens in a row where it writes or puts the cursor.
    private var rowSnapshots: [Int: [SentCell]] = [:]
    /// Where ncurses left the cursor after the last frame.
    private var lastCursor: Point?
    /// Whether ncurses had anything to write in the frame being sent.
    private var frameWrites = true

    /// Makes the grid `size`, forgetting everything when it changes.
    func fit(_ newSize: Size) {
        guard newSize != size else { return }
        size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        drawn = Array(repeating: nil, count: size.width * size.height)
        forgetSent()
        drawnRows.removeAll()
    }

    /// Notes that the cells `columns` of row `y` were drawn linking to `link` (`nil`: to nothing).
    func record(_ link: String?, columns: Range<Int>, y: Int) {
        guard y >= 0, y < size.height else { return }
        let start = max(0, columns.lowerBound)
        let end = min(size.width, columns.upperBound)
        guard start < end else { return }
        if link == nil, !drawnRows.contains(y), !sentRows.contains(y) { return }
        let base = y * size.width
        for x in start..<end { drawn[base + x] = link }
        if link != nil { drawnRows.insert(y) }
    }

    /// Every cell links nowhere now (the window was drawn without the surface).
    func clearDrawn() {
        for y in drawnRows.union(sentRows) {
            for x in 0..<size.width { drawn[y * size.width + x] = nil }
        }
        drawnRows.removeAll()
    }

    /// The terminal holds no link any more (its screen was repainted or cleared).
    func forgetSent() {
        // The rows that held links are looked at again: their links are sent anew.
        drawnRows.formUnion(sentRows)
        sentLinks = Array(repeating: nil, count: size.width * size.height)
        sentCells = Array(repeating: nil, count: size.width * size.height)
        sentRows.removeAll()
        rowSnapshots.removeAll()
    }

    /// Notes, before `doupdate`, whether ncurses has any row to write
    /// (`newscr`'s touched lines); without, it moves no cursor through a row.
    func noteUpdate() {
        frameWrites = (0..<Int32(size.height)).contains { is_linetouched(newscr, $0) }
    }

    /// The link drawn at `point`, for tests.
    func link(at point: Point) -> String? {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return nil }
        return drawn[point.y * size.width + point.x]
    }

    /// Appends to `screen`'s output buffer, after `doupdate` drew `window`,
    /// the OSC 8 runs of every row whose links the terminal does not show yet.
    /// `repainted`: the frame repainted every cell (so no link survived it).
    /// Returns whether anything was appended.
    func send(window: UnsafeMutablePointer<WINDOW>, screen: OpaquePointer, repainted: Bool) -> Bool {
        if repainted { forgetSent() }
        let rows = drawnRows.union(sentRows).sorted()
        guard !rows.isEmpty else { return false }
        lastRendition = Rendition(attributes: 0, pair: 0)
        let cursorY = getcury(window)
        let cursorX = getcurx(window)
        // The row ncurses put the cursor in may have been printed over to get there.
        let cursor = Point(x: Int(getcurx(curscr)), y: Int(getcury(curscr)))
        let cursorRow = frameWrites || cursor != lastCursor ? cursor.y : nil
        lastCursor = cursor
        var sentAny = false
        for y in rows {
            sentAny = sendRow(y, window: window, screen: screen, cursorRow: y == cursorRow) || sentAny
        }
        wmove(window, cursorY, cursorX)
        guard sentAny else { return false }
        termui_buffer_rendition(screen, 0, 0)
        // Back where ncurses left the terminal's cursor (and believes it still is).
        moveCursor(screen: screen, y: Int(getcury(curscr)), x: Int(getcurx(curscr)))
        return true
    }

    /// Sends row `y` again if the terminal's links there differ from the drawn ones.
    private func sendRow(
        _ y: Int, window: UnsafeMutablePointer<WINDOW>, screen: OpaquePointer, cursorRow: Bool
    ) -> Bool {
        let base = y * size.width
        var span: Range<Int>?
        for x in 0..<size.width where drawn[base + x] != nil || sentLinks[base + x] != nil {
            span = (span?.lowerBound ?? x)..<(x + 1)
        }
        guard let span else {
            drawnRows.remove(y)
            sentRows.remove(y)
            rowSnapshots[y] = nil
            return false
        }
        let row = (0..<size.width).map { Self.cell(of: window, y: y, x: $0) }
        // A row ncurses wrote in (or moved the cursor into) may have lost its links anywhere.
        var stale = cursorRow || rowSnapshots[y] != row
        rowSnapshots[y] = row
        let cells = Array(row[span])
        for x in span {
            let cell = cells[x - span.lowerBound]
            let link = drawn[base + x]
            if link != sentLinks[base + x] || (link != nil && sentCells[base + x] != cell) { stale = true }
        }
        var linked = false
        for x in span {
            sentLinks[base + x] = drawn[base + x]
            sentCells[base + x] = drawn[base + x] == nil ? nil : cells[x - span.lowerBound]
            linked = linked || drawn[base + x] != nil
        }
        if linked { sentRows.insert(y) } else { sentRows.remove(y) }
        drawnRows.remove(y)
        guard stale else { return false }
        writeRow(y, span: span, cells: cells, screen: screen)
        return true
    }

    /// The stretch `span` of row `y`: runs of one link each, the cells of a
    /// linked run between `OSC 8` open and close, the rest as they are.
    private func writeRow(_ y: Int, span: Range<Int>, cells: [SentCell], screen: OpaquePointer) {
        // The last cell of the last row is never written: on a terminal without
        // xterm's deferred wrap that would scroll the screen.
        let end = y == size.height - 1 ? min(span.upperBound, size.width - 1) : span.upperBound
        var cursor: Int?
        var x = span.lowerBound
        while x < end {
            let link = drawn[y * size.width + x]
            var runEnd = x
            while runEnd < end, drawn[y * size.width + runEnd] == link { runEnd += 1 }
            let url = link.flatMap(Hyperlink.sanitized)
            var open = false
            for column in x..<runEnd {
                let cell = cells[column - span.lowerBound]
                let half = cell.attributes & ColorPairCache.wideMarkBits
                // A right half goes with its left; a glyph in the alternate
                // character set (ncurses maps it through acsc) is not rewritten.
                if half > 1 || cell.attributes & ColorPairCache.altCharsetBit != 0
                    || (half == 1 && column + 1 >= end)
                {
                    continue
                }
                if cursor != column {
                    if open { Self.buffer(Hyperlink.close, screen: screen) }
                    open = false
                    moveCursor(screen: screen, y: y, x: column)
                }
                if let url, !open {
                    Self.buffer(Hyperlink.open(url), screen: screen)
                    open = true
                }
                let plainBits = ColorPairCache.wideMarkBits | ColorPairCache.colorBits
                let rendition = Rendition(attributes: cell.attributes & ~plainBits, pair: cell.pair)
                if rendition != lastRendition {
                    termui_buffer_rendition(screen, rendition.attributes, rendition.pair)
                    lastRendition = rendition
                }
                var utf8: [UInt8] = []
                for value in cell.scalars {
                    if let scalar = Unicode.Scalar(value) { utf8 += Array(String(scalar).utf8) }
                }
                Self.buffer(utf8.isEmpty ? [0x20] : utf8, screen: screen)
                cursor = column + (half == 1 ? 2 : 1)
            }
            if open { Self.buffer(Hyperlink.close, screen: screen) }
            x = runEnd
        }
    }

    private func moveCursor(screen: OpaquePointer, y: Int, x: Int) {
        guard let cup = tigetstr("cup"), Int(bitPattern: cup) != -1,
            let move = termui_tiparm2(cup, Int32(max(0, y)), Int32(max(0, min(x, size.width - 1))))
        else { return }
        termui_buffer_output(screen, move)
    }

    private static func buffer(_ bytes: [UInt8], screen: OpaquePointer) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                termui_buffer_bytes(screen, $0, buffer.count)
            }
        }
    }

    /// What `window` holds at (`x`, `y`). Moves the window's cursor; the caller puts it back.
    private static func cell(of window: UnsafeMutablePointer<WINDOW>, y: Int, x: Int) -> SentCell {
        var raw = cchar_t()
        mvwin_wch(window, Int32(y), Int32(x), &raw)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        var scalars: [UInt32] = []
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress else { return }
            buffer.initialize(repeating: 0)
            _ = getcchar(&raw, base, &attributes, &shortPair, &pair)
            for value in buffer.prefix(Int(CCHARW_MAX)) where value != 0 {
                scalars.append(UInt32(bitPattern: value))
            }
        }
        // getcchar leaves out ncurses' own marks; the wide-glyph halves are in the raw cell.
        attributes = (attributes & ~ColorPairCache.wideMarkBits) | (raw.attr & ColorPairCache.wideMarkBits)
        return SentCell(scalars: scalars, attributes: attributes, pair: pair)
    }
}
