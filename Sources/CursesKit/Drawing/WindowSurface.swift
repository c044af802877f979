import CNcurses

/// A surface that draws with ncurses into a window (`WINDOW *`).
///
/// It follows exactly the rules ``CellBuffer`` follows in memory (the shared
/// tests check them cell for cell). Subsurfaces share the window, with an
/// offset and a clip instead of `derwin`. Nothing reaches the terminal until
/// the `Screen` commits a frame; the cursor position asked for with
/// ``setCursor(_:)`` is kept in `requestedCursor` for that commit.
@MainActor
public final class WindowSurface: Surface {
    /// What every view of one window shares.
    private final class Target {
        let window: UnsafeMutablePointer<WINDOW>
        let colors: ColorPairCache
        let canDrawUnicode: Bool
        var requestedCursor: Point?
        /// Where the links drawn are noted (the screen's; none off it).
        let links: HyperlinkLayer?
        /// Where the pictures drawn are noted (the screen's; none off it).
        let pictures: PictureLayer?

        init(
            window: UnsafeMutablePointer<WINDOW>, colors: ColorPairCache, canDrawUnicode: Bool,
            links: HyperlinkLayer? = nil, pictures: PictureLayer? = nil
        ) {
            self.window = window
            self.colors = colors
            self.canDrawUnicode = canDrawUnicode
            self.links = links
            self.pictures = pictures
        }
    }

    private let target: Target
    private let origin: Point
    /// Writable cells in window coordinates; `nil` for the whole window.
    private let viewClip: Rect?
    private let viewSize: Size?

    /// A surface covering all of `window`, drawing styles through `colors`;
    /// without `canDrawUnicode` glyphs outside ASCII become ``GlyphFallback`` stand-ins.
    /// `links` notes each cell's ``Style/link`` for the screen's OSC 8 layer,
    /// `pictures` the cells each picture covers for its graphics layer.
    init(
        window: UnsafeMutablePointer<WINDOW>, colors: ColorPairCache, canDrawUnicode: Bool = true,
        links: HyperlinkLayer?, pictures: PictureLayer? = nil
    ) {
        target = Target(
            window: window, colors: colors, canDrawUnicode: canDrawUnicode, links: links, pictures: pictures)
        origin = .zero
        viewClip = nil
        viewSize = nil
    }

    /// A surface covering all of `window`, drawing styles through `colors`;
    /// without `canDrawUnicode` glyphs outside ASCII become ``GlyphFallback`` stand-ins.
    package init(window: UnsafeMutablePointer<WINDOW>, colors: ColorPairCache, canDrawUnicode: Bool = true) {
        target = Target(window: window, colors: colors, canDrawUnicode: canDrawUnicode)
        origin = .zero
        viewClip = nil
        viewSize = nil
    }

    /// A surface covering all of `window` (an ncurses `WINDOW *`).
    package convenience init(window: OpaquePointer, colors: ColorPairCache, canDrawUnicode: Bool = true) {
        self.init(
            window: UnsafeMutablePointer<WINDOW>(window), colors: colors, canDrawUnicode: canDrawUnicode)
    }

    private init(target: Target, origin: Point, clip: Rect, size: Size) {
        self.target = target
        self.origin = origin
        self.viewClip = clip
        self.viewSize = size
    }

    /// The window drawn into.
    package var window: UnsafeMutablePointer<WINDOW> { target.window }

    /// Where the terminal cursor should be after the next commit, in window
    /// coordinates; `nil` to hide it. Shared by every subsurface of the window.
    package var requestedCursor: Point? {
        get { target.requestedCursor }
        set { target.requestedCursor = newValue }
    }

    /// The size of the area this surface draws in.
    public var size: Size { viewSize ?? gridSize }

    /// Whether glyphs beyond ASCII can be drawn (a UTF-8 locale); otherwise they are drawn as stand-ins.
    public var canDrawUnicode: Bool { target.canDrawUnicode }

    /// What the terminal's colour pairs can show (monochrome under `NO_COLOR`).
    public var colorCapability: ColorCapability { target.colors.capability }

    private var clip: Rect {
        let all = Rect(origin: .zero, size: gridSize)
        guard let viewClip else { return all }
        return viewClip.intersection(all)
    }

    // MARK: - Surface

    /// Draws `text` at `point` with ncurses; returns the columns it took.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: Style) -> Int {
        draw(text, x: point.x + origin.x, y: point.y + origin.y, style: style, clip: clip)
    }

    /// Fills `rect` with `character` in `style`.
    public func fill(_ rect: Rect, with character: Character, style: Style) {
        fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: character, style: style, clip: clip)
    }

    /// A surface drawing into `rect` of this one: the same window, offset and clipped.
    public func subsurface(_ rect: Rect) -> Surface {
        let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
        return WindowSurface(
            target: target, origin: placed.origin, clip: placed.intersection(clip), size: rect.size)
    }

    /// Asks for the cursor at `point` when the frame is committed, or hides it with `nil`.
    public func setCursor(_ point: Point?) {
        guard let point else {
            target.requestedCursor = nil
            return
        }
        let p = point.offsetBy(dx: origin.x, dy: origin.y)
        target.requestedCursor = clip.contains(p) ? p : nil
    }
}

extension WindowSurface: PicturePlacing {
    /// Notes, for the screen's graphics layer, that `picture` fills `frame`
    /// (local coordinates) where this surface's clip lets it be seen.
    package func placePicture(_ picture: PixelImage, id: UInt32, frame: Rect) {
        target.pictures?.place(picture, id: id, frame: frame.offsetBy(dx: origin.x, dy: origin.y), clip: clip)
    }
}

extension WindowSurface: CellGrid {
    var gridSize: Size {
        Size(width: Int(getmaxx(target.window)), height: Int(getmaxy(target.window)))
    }

    func half(atX x: Int, y: Int) -> CellHalf {
        var cell = cchar_t()
        mvwin_wch(target.window, Int32(y), Int32(x), &cell)
        switch cell.attr & ColorPairCache.wideMarkBits {
        case 0: return .single
        case 1: return .leading
        default: return .trailing
        }
    }

    func blank(atX x: Int, y: Int) {
        var cell = cchar_t()
        mvwin_wch(target.window, Int32(y), Int32(x), &cell)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 8) { buffer in
            _ = getcchar(&cell, buffer.baseAddress, &attributes, &shortPair, &pair)
        }
        var space = cchar_t()
        let blank: [wchar_t] = [0x20, 0]
        setcchar(&space, blank, attributes & ~ColorPairCache.wideMarkBits, 0, &pair)
        mvwadd_wch(target.window, Int32(y), Int32(x), &space)
        target.links?.record(nil, columns: x..<(x + 1), y: y)
        target.pictures?.clear(columns: x..<(x + 1), y: y)
    }

    func write(_ glyph: String, width: Int, style: Style, atX x: Int, y: Int) {
        target.links?.record(style.link, columns: x..<(x + max(1, width)), y: y)
        target.pictures?.clear(columns: x..<(x + max(1, width)), y: y)
        // The link is the layer's; the rendition (and its cache) is the look alone.
        var style = style
        style.link = nil
        if style.attributes.contains(.strikethrough) {
            let struck = Self.struck(glyph, style: style, canDrawUnicode: target.canDrawUnicode)
            writeUnstruck(struck.glyph, width: width, style: struck.style, atX: x, y: y)
        } else {
            writeUnstruck(glyph, width: width, style: style, atX: x, y: y)
        }
    }

    /// The stroke ncurses cannot send as an attribute (see ``TextAttributes/strikethrough``):
    /// U+0336 combined with the glyph, or dim text where only ASCII can be drawn.
    static func struck(_ glyph: String, style: Style, canDrawUnicode: Bool) -> (glyph: String, style: Style) {
        var style = style
        style.attributes.remove(.strikethrough)
        guard canDrawUnicode else { return (glyph, style.adding(.dim)) }
        // A cell holds five scalars: a glyph already full keeps its own.
        guard glyph.unicodeScalars.count < Int(CCHARW_MAX) else { return (glyph, style) }
        return (glyph + Self.strokeOverlay, style)
    }

    /// U+0336 COMBINING LONG STROKE OVERLAY, the stroke drawn over struck glyphs.
    static let strokeOverlay = "\u{0336}"

    private func writeUnstruck(_ glyph: String, width: Int, style: Style, atX x: Int, y: Int) {
        if !target.canDrawUnicode, glyph.unicodeScalars.contains(where: { !$0.isASCII }) {
            writeStandIn(for: glyph, width: width, style: style, atX: x, y: y)
            return
        }
        let rendition = target.colors.rendition(for: style)
        var cell = Self.cell(glyph, width: width, rendition: rendition)
        mvwadd_wch(target.window, Int32(y), Int32(x), &cell)
        if width == 2, Self.columns(of: cell.chars.0) != 2 {
            // The C library measured the substitute narrower than the grapheme:
            // pad so the row keeps the layout CellBuffer has.
            blankPad(x: x + 1, y: y, rendition: rendition)
        }
    }

    /// One cell made once and added along the row (a fill's inside).
    func writeRun(_ glyph: String, style: Style, columns: Range<Int>, y: Int) {
        target.links?.record(style.link, columns: columns, y: y)
        target.pictures?.clear(columns: columns, y: y)
        var style = style
        style.link = nil
        guard
            !style.attributes.contains(.strikethrough),
            target.canDrawUnicode || glyph.unicodeScalars.allSatisfy(\.isASCII)
        else {
            for x in columns { write(glyph, width: 1, style: style, atX: x, y: y) }
            return
        }
        guard let last = columns.last else { return }
        var cell = Self.cell(glyph, width: 1, rendition: target.colors.rendition(for: style))
        // All but the last cell in one call (ncurses stores the cell in each,
        // where `wadd_wch` worked out each one's width and its neighbours:
        // a background repaint is mostly such runs); the last through
        // `wadd_wch`, which leaves the window's cursor where the cell-by-cell
        // writes did, so the bytes ncurses sends are the same.
        if columns.count > 1 {
            mvwhline_set(target.window, Int32(y), Int32(columns.lowerBound), &cell, Int32(columns.count - 1))
        }
        mvwadd_wch(target.window, Int32(y), Int32(last), &cell)
    }

    /// Printable ASCII along the row: one rendition and one cell made for the
    /// run, its character changed per byte (what each cell's own write would do).
    func writeASCII(_ bytes: Substring.UTF8View, style: Style, atX x: Int, y: Int) {
        guard !style.attributes.contains(.strikethrough) else {
            writeEachByte(bytes, style: style, atX: x, y: y)
            return
        }
        let columns = x..<(x + bytes.count)
        target.links?.record(style.link, columns: columns, y: y)
        target.pictures?.clear(columns: columns, y: y)
        var style = style
        style.link = nil
        var cell = Self.cell(" ", width: 1, rendition: target.colors.rendition(for: style))
        guard let last = bytes.last else { return }
        // All but the last cell in one call (ncurses renders and stores each as
        // `wadd_wch` does, without working out a cursor move per cell); the
        // last through `wadd_wch`, which leaves the window's cursor where the
        // cell-by-cell writes did, so the bytes ncurses sends are the same.
        let count = columns.count
        if count > 1 {
            withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: count - 1) { cells in
                var index = 0
                for byte in bytes.prefix(count - 1) {
                    cell.chars.0 = wchar_t(byte)
                    cells[index] = cell
                    index += 1
                }
                _ = mvwadd_wchnstr(target.window, Int32(y), Int32(x), cells.baseAddress, Int32(count - 1))
            }
        }
        cell.chars.0 = wchar_t(last)
        mvwadd_wch(target.window, Int32(y), Int32(x + count - 1), &cell)
    }

    /// The ncurses cell for one grapheme of `width` columns in `rendition`.
    // Nonisolated: the closure handed to `withUnsafeTemporaryAllocation` then
    // is too, and does not check the main actor's executor for every cell.
    nonisolated private static func cell(
        _ glyph: String, width: Int, rendition: ColorPairCache.Rendition
    ) -> cchar_t {
        var pair = rendition.pair
        var cell = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = fill(buffer, with: glyph, width: width)
            base[count] = 0
            setcchar(&cell, base, rendition.attributes, 0, &pair)
        }
        return cell
    }

    /// Puts the grapheme's scalars into `buffer`, or a substitute of the same width
    /// when ncurses could not place it as one cell of `width` columns: more scalars
    /// than a `cchar_t` holds, or a cluster led by a zero-width scalar (ncurses
    /// measures a cell by its first scalar). The widths come from the table that
    /// mirrors the C library's `wcwidth`, which Swift's Glibc module does not export.
    nonisolated private static func fill(
        _ buffer: UnsafeMutableBufferPointer<wchar_t>, with glyph: String, width: Int
    ) -> Int {
        var count = 0
        var fits = true
        for scalar in glyph.unicodeScalars {
            guard count < Int(CCHARW_MAX) else {
                fits = false
                break
            }
            buffer[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        if fits, count > 0, columns(of: buffer[0]) == width { return count }
        // Keep the grapheme's leading scalar when it alone has the right width
        // (a long ZWJ family shows its first person), else U+FFFD.
        if count > 0, columns(of: buffer[0]) == width { return 1 }
        buffer[0] = 0xFFFD
        return 1
    }

    nonisolated private static func columns(of scalar: wchar_t) -> Int {
        Unicode.Scalar(UInt32(bitPattern: scalar))?.columnWidth ?? 1
    }

    /// Draws ``GlyphFallback``'s stand-in for `glyph` over its `width` columns.
    private func writeStandIn(for glyph: String, width: Int, style: Style, atX x: Int, y: Int) {
        let rendition = target.colors.rendition(for: style)
        var attributes = rendition.attributes
        let character: Character
        switch GlyphFallback.standIn(for: glyph) {
        case .lineDrawing(let letter):
            // ncurses maps it through terminfo's acsc (or its ASCII defaults) on output.
            character = letter
            attributes |= ColorPairCache.altCharsetBit
        case .ascii(let ascii):
            character = ascii
        }
        var pair = rendition.pair
        var cell = cchar_t()
        let text: [wchar_t] = [wchar_t(character.unicodeScalars.first?.value ?? 0x3F), 0]
        setcchar(&cell, text, attributes, 0, &pair)
        mvwadd_wch(target.window, Int32(y), Int32(x), &cell)
        if width == 2 { blankPad(x: x + 1, y: y, rendition: rendition) }
    }

    private func blankPad(x: Int, y: Int, rendition: ColorPairCache.Rendition) {
        var pair = rendition.pair
        var space = cchar_t()
        let blank: [wchar_t] = [0x20, 0]
        setcchar(&space, blank, rendition.attributes, 0, &pair)
        mvwadd_wch(target.window, Int32(y), Int32(x), &space)
    }
}
