@preconcurrency import CNcurses

/// Pictures as sixels (``TerminalCapabilities/sixel``), from the same
/// rectangles as kitty's placements.
///
/// A sixel is not a layer above the text: the terminal paints its pixels
/// into the cells, and any glyph written into a cell later wipes that cell's
/// part of it. ncurses knows nothing of them, so the layer keeps them whole
/// itself. Before `doupdate` it notes the rows ncurses is about to write in
/// (``noteWrites()``: those whose new cells differ from the terminal's);
/// after, it draws again every rectangle that is new, that changed, or that
/// has a row ncurses wrote in or left the cursor in (ncurses moves the
/// cursor right by printing the glyphs already there, which wipes them too).
/// A picture that goes needs nothing: ncurses writes what replaces its half
/// blocks, and that wipes it. Each rectangle is encoded once and its bytes
/// kept while it stays.
///
/// Every rectangle stops above the last row: a sixel that reaches the
/// bottom may scroll the screen. Each is drawn from the cursor put at its
/// top-left cell, and the cursor is put back where ncurses left it after
/// them all (terminals leave it in different places after a sixel). Its
/// pixels are the picture scaled to the cells it fills (``cellPixels``),
/// cut to a whole number of six-pixel bands so nothing spills into the
/// row below; the rest of the last row's cells show their half blocks.
extension PictureLayer {
    /// Notes, before `doupdate`, which rows under a sixel it will write in:
    /// those rows of `newscr` that differ from `curscr` (other touched rows
    /// are only counted as writes, not compared). Only while sixels are shown.
    func noteWrites() {
        rowsWritten.removeAll()
        guard !sixelsSent.isEmpty else {
            frameWrites = true
            return
        }
        var sixelRows = Set<Int32>()
        for rectangle in sixelsSent.values {
            for y in rectangle.y..<(rectangle.y + rectangle.rows) { sixelRows.insert(Int32(y)) }
        }
        var touched: [Int32] = []
        frameWrites = false
        for y in 0..<Int32(size.height) where is_linetouched(newscr, y) {
            if sixelRows.contains(y) { touched.append(y) } else { frameWrites = true }
        }
        guard !touched.isEmpty else { return }
        let width = Int32(size.width)
        let newY = getcury(newscr)
        let newX = getcurx(newscr)
        let oldY = getcury(curscr)
        let oldX = getcurx(curscr)
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: size.width + 1) { new in
            withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: size.width + 1) { old in
                guard let newBase = new.baseAddress, let oldBase = old.baseAddress else { return }
                for y in touched {
                    let newCount = mvwin_wchnstr(newscr, y, 0, newBase, width)
                    let oldCount = mvwin_wchnstr(curscr, y, 0, oldBase, width)
                    guard newCount != ERR, oldCount != ERR else {
                        rowsWritten.insert(Int(y))
                        continue
                    }
                    if (0..<size.width).contains(where: { !Self.same(newBase[$0], oldBase[$0]) }) {
                        rowsWritten.insert(Int(y))
                    }
                }
            }
        }
        wmove(newscr, newY, newX)
        wmove(curscr, oldY, oldX)
        frameWrites = frameWrites || !rowsWritten.isEmpty
    }

    private static func same(_ a: cchar_t, _ b: cchar_t) -> Bool {
        guard a.attr == b.attr, a.ext_color == b.ext_color else { return false }
        return withUnsafeBytes(of: a.chars) { left in
            withUnsafeBytes(of: b.chars) { right in left.elementsEqual(right) }
        }
    }

    /// The rectangles sixels are drawn in: ``placements()`` without the last row.
    func sixelPlacements() -> [UInt32: [Placement]] {
        var result: [UInt32: [Placement]] = [:]
        for (id, rectangles) in placements() {
            let kept = rectangles.compactMap { rectangle -> Placement? in
                var rectangle = rectangle
                rectangle.rows = min(rectangle.rows, size.height - 1 - rectangle.y)
                return rectangle.rows > 0 ? rectangle : nil
            }
            if !kept.isEmpty { result[id] = kept }
        }
        return result
    }

    /// Appends the sixels that make the screen's pictures whole again (see
    /// the extension's summary). Returns whether anything was appended.
    func sendSixels(screen: OpaquePointer, repainted: Bool) -> Bool {
        if repainted { forgetSent() }
        guard let cell = cellPixels, cell.width > 0, cell.height >= Sixel.bandHeight else { return false }
        let wanted = sixelPlacements()
        for id in Array(entries.keys) where wanted[id] == nil { entries[id] = nil }
        for id in resend {
            sixelsSent = sixelsSent.filter { $0.key.id != id }
            sixelBytes = sixelBytes.filter { $0.key.id != id }
        }
        resend.removeAll()
        // The cursor's row: ncurses may have printed over it to get there.
        let cursor = Point(x: Int(getcurx(curscr)), y: Int(getcury(curscr)))
        var written = rowsWritten
        if frameWrites || cursor != lastCursor { written.insert(cursor.y) }
        lastCursor = cursor
        var appended = false
        var drawn: [PlacementKey: Placement] = [:]
        var kept: [PlacementKey: (placement: Placement, bytes: [UInt8])] = [:]
        for id in wanted.keys.sorted() {
            guard var entry = entries[id], let rectangles = wanted[id] else { continue }
            for (index, rectangle) in rectangles.enumerated() {
                let key = PlacementKey(id: id, number: index + 1)
                drawn[key] = rectangle
                let bytes: [UInt8]
                if let known = sixelBytes[key], known.placement == rectangle {
                    bytes = known.bytes
                } else {
                    let pixels: PixelImage
                    if let scaled = entry.sent {
                        pixels = scaled
                    } else {
                        pixels = entry.picture.scaled(
                            toWidth: entry.columns * cell.width, height: entry.rows * cell.height)
                        entry.sent = pixels
                        entries[id] = entry
                    }
                    let cropped = Self.crop(pixels, to: rectangle, cell: cell)
                    bytes = cropped.width > 0 && cropped.height > 0 ? Sixel.encode(cropped) : []
                }
                kept[key] = (rectangle, bytes)
                guard !bytes.isEmpty else { continue }
                let wiped = (rectangle.y..<(rectangle.y + rectangle.rows)).contains { written.contains($0) }
                guard sixelsSent[key] != rectangle || wiped else { continue }
                moveCursor(screen: screen, y: rectangle.y, x: rectangle.x)
                Self.buffer(bytes, screen: screen)
                appended = true
            }
        }
        sixelsSent = drawn
        sixelBytes = kept
        guard appended else { return false }
        // Back where ncurses left the terminal's cursor (and believes it still is).
        moveCursor(screen: screen, y: cursor.y, x: cursor.x)
        return true
    }

    /// The pixels `rectangle`'s cells show of `pixels` (the picture at its
    /// cells' size), cut to whole six-pixel bands.
    nonisolated static func crop(_ pixels: PixelImage, to rectangle: Placement, cell: Size) -> PixelImage {
        let left = rectangle.sourceColumn * cell.width
        let top = rectangle.sourceRow * cell.height
        let width = max(0, min(rectangle.columns * cell.width, pixels.width - left))
        let fullHeight = max(0, min(rectangle.rows * cell.height, pixels.height - top))
        let height = fullHeight / Sixel.bandHeight * Sixel.bandHeight
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in top..<(top + height) {
            let start = (y * pixels.width + left) * 4
            bytes += pixels.pixels[start..<(start + width * 4)]
        }
        return PixelImage(width: width, height: height, pixels: bytes)
    }
}
