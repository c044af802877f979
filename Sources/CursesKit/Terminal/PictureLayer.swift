@preconcurrency import CNcurses

/// The pictures on screen, sent with the kitty graphics protocol on top of
/// ncurses' frames, where the terminal takes it (``TerminalCapabilities/graphics``),
/// or drawn as sixels where it draws those instead (``TerminalCapabilities/sixel``;
/// see PictureLayer+Sixel.swift).
///
/// A picture widget draws its half blocks as everywhere (they are what
/// ncurses, a snapshot and a terminal without graphics show), then notes
/// with ``place(_:id:frame:clip:)`` which cells show which part of the
/// picture; any other drawing on a cell takes the note away, as for links.
/// After `doupdate` the layer gathers the noted cells into rectangles (one
/// for a picture in the open; more where a sheet or an overlay covers part
/// of it, or a scroll view cuts it) and sends what changed since the last
/// frame: the picture's pixels once (scaled to the cells it covers, never
/// enlarged), each rectangle as a placement of the matching part of it
/// over the cells, and a delete for each placement that went away. A
/// picture with no cell left is deleted with its data. The placements sit
/// above the text, so the half blocks under them never show; a frame that
/// repaints everything sends every picture again, and every way out
/// deletes them all (``KittyGraphics/deleteAll``).
@MainActor
final class PictureLayer {
    /// Which part of which picture a cell shows.
    private struct Tag: Equatable {
        var id: UInt32
        var column: Int32
        var row: Int32
    }

    /// A rectangle of cells showing one part of a picture.
    struct Placement: Equatable {
        var x: Int
        var y: Int
        var columns: Int
        var rows: Int
        /// The picture's cell (column, row) shown at (`x`, `y`).
        var sourceColumn: Int
        var sourceRow: Int
    }

    struct Entry {
        var picture: PixelImage
        /// The picture's whole size in cells.
        var columns: Int
        var rows: Int
        /// The pixels sent, once they are (scaled to the cells).
        var sent: PixelImage?
    }

    struct PlacementKey: Hashable {
        var id: UInt32
        var number: Int
    }

    private(set) var size = Size(width: 0, height: 0)
    private var tags: [Tag?] = []
    private var taggedRows: [Bool] = []
    var entries: [UInt32: Entry] = [:]
    private var sent: [PlacementKey: Placement] = [:]
    /// False while the terminal shows no pictures: nothing is noted (or kept).
    var isEnabled = false
    /// How the pictures are sent.
    var method = Method.kitty
    /// The pixels of one cell, from the terminal's window size in pixels or
    /// its answer to `CSI 16 t`; nil while it has not said.
    var cellPixels: Size?

    /// The kitty graphics protocol, or sixels.
    enum Method: Equatable {
        case kitty
        case sixel
    }

    /// Sixels drawn, by picture and rectangle number (PictureLayer+Sixel.swift).
    var sixelsSent: [PlacementKey: Placement] = [:]
    /// Each rectangle's sixel bytes, kept while the rectangle stays.
    var sixelBytes: [PlacementKey: (placement: Placement, bytes: [UInt8])] = [:]
    /// Rows `doupdate` is about to write in (``noteWrites()``).
    var rowsWritten = Set<Int>()
    /// Whether it writes anything at all, and where it left the cursor last time.
    var frameWrites = false
    var lastCursor: Point?

    /// Makes the grid `size`; a new size forgets every note.
    func fit(_ newSize: Size) {
        guard newSize != size else { return }
        size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        tags = Array(repeating: nil, count: size.width * size.height)
        taggedRows = Array(repeating: false, count: size.height)
    }

    /// Cells `columns` of row `y` were drawn over: they show no picture.
    func clear(columns: Range<Int>, y: Int) {
        guard y >= 0, y < size.height, taggedRows[y] else { return }
        let base = y * size.width
        for x in max(0, columns.lowerBound)..<min(size.width, max(0, columns.upperBound)) {
            tags[base + x] = nil
        }
    }

    /// No cell shows a picture (the window was drawn without the surface).
    func clearDrawn() {
        for y in 0..<size.height where taggedRows[y] {
            for x in 0..<size.width { tags[y * size.width + x] = nil }
            taggedRows[y] = false
        }
    }

    /// Notes that `picture`, `id` for as long as it is this picture at this
    /// size, fills `frame` (window coordinates, perhaps beyond the screen),
    /// of which the cells in `clip` are shown.
    func place(_ picture: PixelImage, id: UInt32, frame: Rect, clip: Rect) {
        guard isEnabled, frame.size.width > 0, frame.size.height > 0, picture.width > 0, picture.height > 0
        else { return }
        if let entry = entries[id], entry.columns == frame.size.width, entry.rows == frame.size.height {
            // Known: the same picture at the same size.
        } else {
            let old = entries[id]
            entries[id] = Entry(
                picture: picture, columns: frame.size.width, rows: frame.size.height, sent: nil)
            // Sent at another size: sent again, and placed again.
            if old?.sent != nil { resend.insert(id) }
        }
        let visible = frame.intersection(clip).intersection(Rect(origin: .zero, size: size))
        guard visible.size.width > 0, visible.size.height > 0 else { return }
        for y in visible.minY..<visible.maxY {
            taggedRows[y] = true
            let base = y * size.width
            for x in visible.minX..<visible.maxX {
                tags[base + x] = Tag(id: id, column: Int32(x - frame.minX), row: Int32(y - frame.minY))
            }
        }
    }

    /// Pictures whose data the terminal holds at an old size.
    var resend = Set<UInt32>()

    /// The terminal holds nothing of ours any more (every picture deleted).
    func forgetSent() {
        sent.removeAll()
        sixelsSent.removeAll()
        sixelBytes.removeAll()
        for id in entries.keys { entries[id]?.sent = nil }
        resend.removeAll()
    }

    /// The rectangles the noted cells make, per picture, in reading order.
    func placements() -> [UInt32: [Placement]] {
        var result: [UInt32: [Placement]] = [:]
        // Open rectangles by picture, left edge, width and first column: a run
        // in the next row that continues one (the next picture row) extends it.
        struct Edge: Hashable {
            var id: UInt32
            var x: Int
            var columns: Int
            var sourceColumn: Int
        }
        var open: [Edge: Int] = [:]
        for y in 0..<size.height where taggedRows[y] {
            let base = y * size.width
            var x = 0
            var any = false
            while x < size.width {
                guard let tag = tags[base + x] else {
                    x += 1
                    continue
                }
                any = true
                var end = x + 1
                while end < size.width, let next = tags[base + end], next.id == tag.id, next.row == tag.row,
                    Int(next.column) == Int(tag.column) + end - x
                {
                    end += 1
                }
                let edge = Edge(id: tag.id, x: x, columns: end - x, sourceColumn: Int(tag.column))
                if let index = open[edge], var rectangle = result[tag.id]?[index],
                    rectangle.y + rectangle.rows == y, rectangle.sourceRow + rectangle.rows == Int(tag.row)
                {
                    rectangle.rows += 1
                    result[tag.id]?[index] = rectangle
                } else {
                    result[tag.id, default: []].append(
                        Placement(
                            x: x, y: y, columns: end - x, rows: 1, sourceColumn: Int(tag.column),
                            sourceRow: Int(tag.row)))
                    open[edge] = result[tag.id]!.count - 1
                }
                x = end
            }
            if !any { taggedRows[y] = false }
        }
        return result
    }

    /// Appends to `screen`'s output buffer, after `doupdate`, the commands
    /// that make the terminal's pictures what the cells say. `repainted`: the
    /// frame repainted every cell. Returns whether anything was appended.
    func send(screen: OpaquePointer, repainted: Bool) -> Bool {
        if method == .sixel { return sendSixels(screen: screen, repainted: repainted) }
        let wanted = placements()
        var appended = false
        func emit(_ bytes: [UInt8]) {
            appended = true
            Self.buffer(bytes, screen: screen)
        }
        if repainted {
            // A repaint clears the screen (which deletes pictures in some
            // terminals) or follows a resume (whose way out deleted them all):
            // whatever is left goes, and everything is sent and placed again.
            for id in entries.keys.sorted() where entries[id]?.sent != nil {
                emit(KittyGraphics.deletePicture(id: id))
            }
            forgetSent()
        }
        for id in entries.keys.sorted() where wanted[id] == nil {
            // No cell shows it: its placements and data go.
            if entries[id]?.sent != nil { emit(KittyGraphics.deletePicture(id: id)) }
            entries[id] = nil
            sent = sent.filter { $0.key.id != id }
        }
        for id in resend.sorted() where entries[id] != nil {
            emit(KittyGraphics.deletePicture(id: id))
            sent = sent.filter { $0.key.id != id }
        }
        resend.removeAll()
        for key in sent.keys.sorted(by: { ($0.id, $0.number) < ($1.id, $1.number) })
        where (wanted[key.id]?.count ?? 0) < key.number {
            emit(KittyGraphics.deletePlacement(id: key.id, number: key.number))
            sent[key] = nil
        }
        for id in wanted.keys.sorted() {
            guard var entry = entries[id], let rectangles = wanted[id] else { continue }
            let pixels: PixelImage
            if let shown = entry.sent {
                pixels = shown
            } else {
                let cell = cellPixels ?? Size(width: 10, height: 20)
                pixels = entry.picture.scaled(
                    toWidth: min(entry.picture.width, entry.columns * max(1, cell.width)),
                    height: min(entry.picture.height, entry.rows * max(1, cell.height)))
                emit(KittyGraphics.transmit(pixels, id: id))
                entry.sent = pixels
                entries[id] = entry
            }
            for (index, rectangle) in rectangles.enumerated() {
                let key = PlacementKey(id: id, number: index + 1)
                guard sent[key] != rectangle else { continue }
                moveCursor(screen: screen, y: rectangle.y, x: rectangle.x)
                emit(
                    KittyGraphics.place(
                        id: id, number: key.number,
                        source: Self.source(
                            of: rectangle, columns: entry.columns, rows: entry.rows, pixels: pixels),
                        columns: rectangle.columns, rows: rectangle.rows))
                sent[key] = rectangle
            }
        }
        guard appended else { return false }
        // Back where ncurses left the terminal's cursor (and believes it still is).
        moveCursor(screen: screen, y: Int(getcury(curscr)), x: Int(getcurx(curscr)))
        return true
    }

    /// The pixels of `pixels` (a picture of `columns × rows` cells) that `rectangle`'s cells show.
    static func source(of rectangle: Placement, columns: Int, rows: Int, pixels: PixelImage) -> (
        x: Int, y: Int, width: Int, height: Int
    ) {
        let x0 = rectangle.sourceColumn * pixels.width / columns
        let x1 = (rectangle.sourceColumn + rectangle.columns) * pixels.width / columns
        let y0 = rectangle.sourceRow * pixels.height / rows
        let y1 = (rectangle.sourceRow + rectangle.rows) * pixels.height / rows
        return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))
    }

    static func buffer(_ bytes: [UInt8], screen: OpaquePointer) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                termui_buffer_bytes(screen, $0, buffer.count)
            }
        }
    }

    func moveCursor(screen: OpaquePointer, y: Int, x: Int) {
        guard let cup = tigetstr("cup"), Int(bitPattern: cup) != -1,
            let move = termui_tiparm2(cup, Int32(max(0, y)), Int32(max(0, min(x, size.width - 1))))
        else { return }
        termui_buffer_output(screen, move)
    }
}
