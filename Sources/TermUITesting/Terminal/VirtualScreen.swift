import CVTerm

/// libvterm rebuilding what the app drew, cell by cell.
///
/// Not thread-safe: `Terminal` calls it under its lock. libvterm keeps pointers to the
/// callback tables, so they live in allocated memory for the object's lifetime.
final class VirtualScreen {
    private let vterm: OpaquePointer
    private let vtermScreen: OpaquePointer
    private let screenCallbacks: UnsafeMutablePointer<VTermScreenCallbacks>
    private let fallbacks: UnsafeMutablePointer<VTermParserCallbacks>

    private(set) var size: TerminalSize
    private(set) var isCursorVisible = true
    private(set) var isAlternateScreenOn = false
    /// Ready markers (OSC 5379;ready;n) seen so far.
    private(set) var readyMarkerCount = 0
    /// True when the last ready marker said an animation will draw more frames
    /// (`OSC 5379;ready;n;animating`).
    private(set) var isAnimating = false
    /// The bytes the app had read when it drew the last marked frame
    /// (`OSC 5379;ready;n;in=<bytes>`); nil before a marker that says.
    private(set) var bytesReadAtLastMarker: Int?
    /// When true, the screen is captured at each ready marker into ``frames``.
    var recordsFrames = false
    /// The screens at each ready marker while ``recordsFrames`` was on.
    var frames: [TerminalScreen] = []
    /// The OSC 8 hyperlink each cell was last written under (libvterm 0.1
    /// keeps none): a cell damaged while a link is open takes it, any other
    /// damage (a glyph written, an erase, a scroll) clears it, as in a
    /// terminal that keeps hyperlinks per cell.
    private var links: [[String?]]
    /// The link open now (`OSC 8 ; params ; URL ST` until `OSC 8 ; ; ST`).
    private var openLink: String?
    /// Every OSC 8 seen, as `params;URL` (`;` for a close), in order.
    private(set) var hyperlinkCommands: [String] = []
    /// Bytes libvterm wants sent to the app (query replies, key sequences).
    private var pendingReplies: [UInt8] = []
    /// The pictures a kitty graphics terminal would hold (APC strings are
    /// taken out of the stream before libvterm, which would print them).
    let graphics = KittyGraphicsModel()
    /// The sixel images a terminal that draws them would show (DCS strings
    /// are taken out of the stream too: libvterm 0.1 drops sixels unseen).
    let sixels: SixelModel
    /// The APC (`ESC _`) or DCS (`ESC P`) string being read: its introducer's
    /// second byte and its body so far, while one is.
    private var controlString: (kind: UInt8, body: [UInt8])?
    /// An Esc that ended the last chunk: it may begin a control string or end one.
    private var heldEscape = false

    init(size: TerminalSize) {
        self.size = size
        links = Array(repeating: Array(repeating: nil, count: size.cols), count: size.rows)
        sixels = SixelModel(rows: size.rows, cols: size.cols)
        guard let vterm = vterm_new(Int32(size.rows), Int32(size.cols)) else {
            fatalError("vterm_new failed: out of memory")
        }
        self.vterm = vterm
        vterm_set_utf8(vterm, 1)
        vtermScreen = vterm_obtain_screen(vterm)
        screenCallbacks = .allocate(capacity: 1)
        screenCallbacks.initialize(to: VTermScreenCallbacks())
        screenCallbacks.pointee.settermprop = { prop, value, user in
            guard let user, let value else { return 0 }
            let screen = Unmanaged<VirtualScreen>.fromOpaque(user).takeUnretainedValue()
            screen.setTerminalProperty(prop, value.pointee)
            return 1
        }
        screenCallbacks.pointee.damage = { rect, user in
            guard let user else { return 0 }
            Unmanaged<VirtualScreen>.fromOpaque(user).takeUnretainedValue().damage(rect)
            return 1
        }
        fallbacks = .allocate(capacity: 1)
        fallbacks.initialize(to: VTermParserCallbacks())
        fallbacks.pointee.osc = { command, length, user in
            guard let user, let command else { return 0 }
            let screen = Unmanaged<VirtualScreen>.fromOpaque(user).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: command, count: length)
            return screen.handleOSC(String(decoding: bytes, as: UTF8.self)) ? 1 : 0
        }
        let user = Unmanaged.passUnretained(self).toOpaque()
        vterm_output_set_callback(
            vterm,
            { bytes, length, user in
                guard let user, let bytes else { return }
                let screen = Unmanaged<VirtualScreen>.fromOpaque(user).takeUnretainedValue()
                screen.pendingReplies += UnsafeRawBufferPointer(start: bytes, count: length)
            }, user)
        vterm_screen_set_callbacks(vtermScreen, screenCallbacks, user)
        vterm_screen_set_unrecognised_fallbacks(vtermScreen, fallbacks, user)
        vterm_screen_enable_altscreen(vtermScreen, 1)
        vterm_screen_reset(vtermScreen, 1)
    }

    deinit {
        vterm_free(vterm)
        screenCallbacks.deallocate()
        fallbacks.deallocate()
    }

    /// Feeds what the app printed; returns libvterm's replies, to be written back to the app.
    /// APC strings (`ESC _ … ESC \`) go to ``graphics`` and sixel images
    /// (`ESC P … q … ESC \`) to ``sixels``, with the cursor where the bytes
    /// before them left it; libvterm gets everything else.
    func feed(_ bytes: [UInt8]) -> [UInt8] {
        let input = heldEscape ? [0x1B] + bytes : bytes
        heldEscape = false
        var plainStart = 0
        var index = 0
        while index < input.count {
            let byte = input[index]
            if controlString != nil {
                if byte == 0x1B {
                    guard index + 1 < input.count else {
                        heldEscape = true
                        break
                    }
                    if input[index + 1] == 0x5C {
                        finishControlString()
                        index += 2
                        plainStart = index
                        continue
                    }
                }
                controlString?.body.append(byte)
                index += 1
                plainStart = index
                continue
            }
            if byte == 0x1B {
                guard index + 1 < input.count else {
                    write(input[plainStart..<index])
                    heldEscape = true
                    plainStart = input.count
                    break
                }
                if input[index + 1] == 0x5F || input[index + 1] == 0x50 {
                    write(input[plainStart..<index])
                    controlString = (input[index + 1], [])
                    index += 2
                    plainStart = index
                    continue
                }
            }
            index += 1
        }
        if controlString == nil, plainStart < input.count { write(input[plainStart...]) }
        return takeReplies()
    }

    private func write(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                _ = vterm_input_write(vterm, chars.baseAddress, chars.count)
            }
        }
    }

    private func finishControlString() {
        guard let (kind, body) = controlString else { return }
        controlString = nil
        var position = VTermPos()
        vterm_state_get_cursorpos(vterm_obtain_state(vterm), &position)
        if kind == 0x5F {
            graphics.handle(body, row: Int(position.row), col: Int(position.col))
        } else if Self.isSixel(body) {
            let after = sixels.draw(body, row: Int(position.row), col: Int(position.col))
            // The cursor goes where the terminal leaves it after a sixel.
            write(Array("\u{1B}[\(after.row + 1);\(after.col + 1)H".utf8)[...])
        } else {
            write(([0x1B, 0x50] + body + [0x1B, 0x5C])[...])
        }
    }

    /// True when a DCS body is a sixel image: parameters, then `q`.
    private static func isSixel(_ body: [UInt8]) -> Bool {
        guard let final = body.firstIndex(where: { !(0x30...0x3B).contains($0) }) else { return false }
        return body[final] == 0x71
    }

    func resize(to newSize: TerminalSize) {
        size = newSize
        links = Array(repeating: Array(repeating: nil, count: newSize.cols), count: newSize.rows)
        sixels.resize(rows: newSize.rows, cols: newSize.cols)
        vterm_set_size(vterm, Int32(newSize.rows), Int32(newSize.cols))
    }

    /// The bytes a real terminal sends for `key` in the app's current modes
    /// (application cursor keys after `smkx`, for instance).
    func bytes(for key: NamedKey, modifiers: KeyModifiers) -> [UInt8] {
        let flags =
            (modifiers.contains(.shift) ? VTERM_MOD_SHIFT.rawValue : 0)
            | (modifiers.contains(.alt) ? VTERM_MOD_ALT.rawValue : 0)
            | (modifiers.contains(.control) ? VTERM_MOD_CTRL.rawValue : 0)
        let replies = takeReplies()
        vterm_keyboard_key(vterm, key.vtermKey, VTermModifier(rawValue: flags))
        let keyBytes = takeReplies()
        pendingReplies = replies
        return keyBytes
    }

    func takeReplies() -> [UInt8] {
        defer { pendingReplies.removeAll() }
        return pendingReplies
    }

    // MARK: - Reading the screen

    func capture() -> TerminalScreen {
        var position = VTermPos()
        vterm_state_get_cursorpos(vterm_obtain_state(vterm), &position)
        var rows: [[TerminalCell]] = []
        rows.reserveCapacity(size.rows)
        for row in 0..<size.rows {
            var cells: [TerminalCell] = []
            cells.reserveCapacity(size.cols)
            for col in 0..<size.cols {
                var cell = cell(row: row, col: col)
                // The right half of a wide character is part of one glyph with one style.
                // libvterm keeps whatever pen the cell had before (it differs between a
                // glyph drawn over old cells and one drawn after a clear), so a screen
                // compared cell by cell would differ where nothing on it does.
                if cell.width == 0, let left = cells.last { cell.style = left.style }
                cells.append(cell)
            }
            rows.append(cells)
        }
        let cursor = TerminalScreen.Cursor(
            row: Int(position.row), col: Int(position.col), isVisible: isCursorVisible)
        return TerminalScreen(cells: rows, cursor: cursor)
    }

    private func cell(row: Int, col: Int) -> TerminalCell {
        var raw = VTermScreenCell()
        guard vterm_screen_get_cell(vtermScreen, VTermPos(row: Int32(row), col: Int32(col)), &raw) != 0
        else { return .blank }
        let style = CellStyle(
            foreground: Self.color(raw.fg), background: Self.color(raw.bg),
            isBold: raw.attrs.bold != 0, isUnderlined: raw.attrs.underline != 0,
            isItalic: raw.attrs.italic != 0, isReversed: raw.attrs.reverse != 0)
        let chars = withUnsafeBytes(of: raw.chars) { Array($0.bindMemory(to: UInt32.self)) }
        if chars[0] == 0xFFFF_FFFF {
            return TerminalCell(text: "", width: 0, style: style)
        }
        var text = ""
        for scalar in chars {
            guard scalar != 0, let value = Unicode.Scalar(scalar) else { break }
            text.unicodeScalars.append(value)
        }
        return TerminalCell(text: text.isEmpty ? " " : text, width: max(1, Int(raw.width)), style: style)
    }

    /// Default flags first (defaults are stored as RGB with a flag), then indexed, else RGB.
    private static func color(_ color: VTermColor) -> TerminalColor {
        let defaultMask = UInt8(VTERM_COLOR_DEFAULT_MASK.rawValue)
        if color.type & defaultMask != 0 { return .default }
        if color.type & UInt8(VTERM_COLOR_TYPE_MASK.rawValue) == UInt8(VTERM_COLOR_INDEXED.rawValue) {
            return .indexed(color.indexed.idx)
        }
        return .rgb(color.rgb.red, color.rgb.green, color.rgb.blue)
    }

    // MARK: - Callbacks

    private func setTerminalProperty(_ property: VTermProp, _ value: VTermValue) {
        switch property {
        case VTERM_PROP_CURSORVISIBLE: isCursorVisible = value.boolean != 0
        case VTERM_PROP_ALTSCREEN: isAlternateScreenOn = value.boolean != 0
        default: break
        }
    }

    /// The link the cell at `row`, `col` was written under, if any.
    func link(row: Int, col: Int) -> String? {
        guard row >= 0, row < links.count, col >= 0, col < links[row].count else { return nil }
        return links[row][col]
    }

    private func damage(_ rect: VTermRect) {
        sixels.wipe(
            rows: Int(rect.start_row)..<Int(rect.end_row), cols: Int(rect.start_col)..<Int(rect.end_col))
        for row in max(0, Int(rect.start_row))..<min(links.count, Int(rect.end_row)) {
            for col in max(0, Int(rect.start_col))..<min(links[row].count, Int(rect.end_col)) {
                links[row][col] = openLink
            }
        }
    }

    /// TermUI's ready marker: `OSC 5379 ; ready ; <frame> ; in=<bytes> BEL` after each committed frame;
    /// OSC 8 hyperlinks.
    private func handleOSC(_ command: String) -> Bool {
        if command.hasPrefix("8;") {
            let rest = command.dropFirst(2)
            hyperlinkCommands.append(String(rest))
            let url = rest.firstIndex(of: ";").map { rest[rest.index(after: $0)...] } ?? ""
            openLink = url.isEmpty ? nil : String(url)
            return true
        }
        guard command.hasPrefix("5379;ready") else { return false }
        readyMarkerCount += 1
        isAnimating = command.hasSuffix(";animating")
        if let field = command.split(separator: ";").first(where: { $0.hasPrefix("in=") }) {
            bytesReadAtLastMarker = Int(field.dropFirst(3))
        }
        // The marker follows the frame's bytes: the screen now is exactly that frame.
        if recordsFrames { frames.append(capture()) }
        return true
    }
}
