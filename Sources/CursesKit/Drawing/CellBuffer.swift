/// A surface that draws into memory: a grid of cells tests can read back as
/// lines of text and styles (ratatui's `Buffer`).
///
/// It follows exactly the rules ``WindowSurface`` follows on screen: local
/// coordinates, clipping, control characters drawn as U+FFFD, wide glyphs that
/// are never split. Subsurfaces share the buffer's storage.
///
/// ```swift
/// let buffer = CellBuffer(size: Size(width: 10, height: 1))
/// buffer.draw("Hi 世界", at: .zero, style: .plain)
/// buffer.lines  // ["Hi 世界   "]
/// ```
@MainActor
public final class CellBuffer: Surface {
    /// One cell: a grapheme, its style and how many columns it covers.
    public struct Cell: Hashable, Sendable, CustomStringConvertible {
        /// The grapheme drawn here; `""` for the right half of a wide glyph.
        public var text: String
        /// How the cell looks.
        public var style: Style
        /// Columns covered from here: 1, 2 for the left half of a wide glyph, 0 for its right half.
        public var width: Int

        /// A blank cell in the terminal's default style.
        public static let blank = Cell(text: " ", style: .plain, width: 1)

        /// Creates a cell.
        public init(text: String, style: Style = .plain, width: Int = 1) {
            self.text = text
            self.style = style
            self.width = width
        }

        /// The cell's text, width and style, for test failure messages.
        public var description: String { "\(text.debugDescription)/\(width) \(style)" }
    }

    /// The memory several views of one buffer share.
    private final class Storage {
        var size: Size
        var cells: [Cell]
        var cursor: Point?
        var canDrawUnicode = true
        var colorCapability = ColorCapability.trueColor

        init(size: Size) {
            self.size = Size(width: max(0, size.width), height: max(0, size.height))
            cells = Array(repeating: .blank, count: self.size.width * self.size.height)
        }
    }

    private let storage: Storage
    /// Where this view's (0, 0) is in the storage.
    private let origin: Point
    /// The cells this view may write, in storage coordinates; `nil` for the whole buffer.
    private let viewClip: Rect?
    private let viewSize: Size?

    /// Creates a buffer of `size` blank cells.
    public init(size: Size) {
        storage = Storage(size: size)
        origin = .zero
        viewClip = nil
        viewSize = nil
    }

    private init(storage: Storage, origin: Point, clip: Rect, size: Size) {
        self.storage = storage
        self.origin = origin
        self.viewClip = clip
        self.viewSize = size
    }

    /// Whether widgets may draw glyphs outside ASCII (shared by every subsurface);
    /// set it to false to see what a widget draws on a terminal without UTF-8.
    public var canDrawUnicode: Bool {
        get { storage.canDrawUnicode }
        set { storage.canDrawUnicode = newValue }
    }

    /// The colours widgets may count on (shared by every subsurface); cells keep
    /// the styles drawn, unresolved. Set it to see what a widget draws with fewer.
    public var colorCapability: ColorCapability {
        get { storage.colorCapability }
        set { storage.colorCapability = newValue }
    }

    /// The size this surface covers: the whole buffer, or a subsurface's rectangle.
    public var size: Size { viewSize ?? storage.size }

    /// The writable cells in storage coordinates.
    private var clip: Rect {
        let all = Rect(origin: .zero, size: storage.size)
        // Not `viewClip.map`: a main-actor closure handed to the standard
        // library checks its executor on every call, and every draw asks.
        guard let viewClip else { return all }
        return viewClip.intersection(all)
    }

    /// Changes the buffer's size, keeping the cells that still fit; new cells are blank.
    public func resize(to newSize: Size) {
        let old = storage.size
        let new = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        guard new != old else { return }
        var cells = Array(repeating: Cell.blank, count: new.width * new.height)
        for y in 0..<min(old.height, new.height) {
            for x in 0..<min(old.width, new.width) {
                cells[y * new.width + x] = storage.cells[y * old.width + x]
            }
            // A wide glyph cut by the new right edge leaves a blank, never half a glyph.
            if new.width < old.width, new.width > 0, cells[y * new.width + new.width - 1].width == 2 {
                cells[y * new.width + new.width - 1].text = " "
                cells[y * new.width + new.width - 1].width = 1
            }
        }
        storage.size = new
        storage.cells = cells
        if let cursor = storage.cursor, !Rect(origin: .zero, size: new).contains(cursor) {
            storage.cursor = nil
        }
    }

    /// Blanks every cell of the whole buffer and hides the cursor.
    public func clear() {
        storage.cells = Array(repeating: .blank, count: storage.cells.count)
        storage.cursor = nil
    }

    /// The cell at `point` (this surface's coordinates); blank outside the buffer.
    public func cell(at point: Point) -> Cell {
        let p = point.offsetBy(dx: origin.x, dy: origin.y)
        guard Rect(origin: .zero, size: storage.size).contains(p) else { return .blank }
        return storage.cells[p.y * storage.size.width + p.x]
    }

    /// Each row of this surface as text: a wide glyph appears once, trailing spaces are kept.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width { line += cell(at: Point(x: x, y: y)).text }
            return line
        }
    }

    /// Where the cursor was last asked to be, in this surface's coordinates; `nil` when hidden.
    public var cursor: Point? {
        storage.cursor.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    // MARK: - Surface

    /// Draws `text` at `point` into the buffer; returns the columns it took.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: Style) -> Int {
        draw(text, x: point.x + origin.x, y: point.y + origin.y, style: style, clip: clip)
    }

    /// Fills `rect` with `character` in `style`.
    public func fill(_ rect: Rect, with character: Character, style: Style) {
        fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: character, style: style, clip: clip)
    }

    /// A surface drawing into `rect` of this buffer, clipped to it, with its own origin.
    public func subsurface(_ rect: Rect) -> Surface {
        let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
        return CellBuffer(
            storage: storage, origin: placed.origin, clip: placed.intersection(clip), size: rect.size)
    }

    /// Shows the cursor at `point`, or hides it with `nil`.
    public func setCursor(_ point: Point?) {
        guard let point else {
            storage.cursor = nil
            return
        }
        let p = point.offsetBy(dx: origin.x, dy: origin.y)
        storage.cursor = clip.contains(p) ? p : nil
    }
}

extension CellBuffer: CellGrid {
    var gridSize: Size { storage.size }

    func half(atX x: Int, y: Int) -> CellHalf {
        switch storage.cells[y * storage.size.width + x].width {
        case 2: .leading
        case 0: .trailing
        default: .single
        }
    }

    func blank(atX x: Int, y: Int) {
        let index = y * storage.size.width + x
        storage.cells[index].text = " "
        storage.cells[index].width = 1
    }

    func write(_ glyph: String, width: Int, style: Style, atX x: Int, y: Int) {
        let index = y * storage.size.width + x
        storage.cells[index] = Cell(text: glyph, style: style, width: width)
        if width == 2 { storage.cells[index + 1] = Cell(text: "", style: style, width: 0) }
    }

    /// One cell value stored in each cell of the run, through one access to the storage.
    func writeRun(_ glyph: String, style: Style, columns: Range<Int>, y: Int) {
        let cell = Cell(text: glyph, style: style, width: 1)
        let row = y * storage.size.width
        storage.cells.withUnsafeMutableBufferPointer { cells in
            for x in columns { cells[row + x] = cell }
        }
    }

    /// Each byte's cell from the table of one-byte strings, through one access to the storage.
    func writeASCII(_ bytes: Substring.UTF8View, style: Style, atX x: Int, y: Int) {
        let texts = asciiTexts
        var index = y * storage.size.width + x
        storage.cells.withUnsafeMutableBufferPointer { cells in
            for byte in bytes {
                cells[index] = Cell(text: texts[Int(byte & 0x7F)], style: style, width: 1)
                index += 1
            }
        }
    }
}
