@preconcurrency import CNcurses
import CTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A live region drawn below the shell's lines instead of on the alternate
/// screen: the rows of the frame, from the line the cursor was on when the app
/// started, as tall as the frame, and nothing above them is ever touched.
///
/// ncurses owns a whole screen and positions its cursor absolutely, so the
/// region is written here, from cells drawn into a ``CellBuffer``, with relative
/// motion only: CR, LF, CUU, CUF, EL, ED and SGR. Between frames the
/// terminal's cursor rests, hidden, at the start of the region's first row:
/// that is where a terminal that reflows its lines on a resize keeps it too,
/// so a resize is answered by erasing from there down and drawing the region
/// again, without counting rows that the reflow may have changed. A focused
/// text field's cursor is drawn as a reversed cell.
///
/// Lines printed above the region (``printAbove(_:)``) are written where the
/// region starts, as ordinary text; the region is drawn again below them in the
/// same write. On ``end()`` the last frame stays where it is, the cursor goes
/// to the line after it and the modes are restored. A crash restores the same
/// way: the restore bytes CTerminal writes are kept up to date after each frame.
///
/// When the output is not a terminal (a pipe, a file, `TERM=dumb`) nothing but
/// text is written: each printed line as it comes, and the last frame at the end.
@MainActor
package final class InlineScreen: TerminalDisplay {
    /// Whether frames are drawn on a terminal or only kept for the end.
    package enum Output: Sendable {
        /// A terminal that can move its cursor up: the region is live.
        case terminal
        /// Plain text: printed lines as they come, the final frame at the end.
        case plainText
    }

    /// Where frames go.
    package let output: Output
    /// The descriptor keys are read from, or -1.
    package let inputFD: Int32
    /// The descriptor the region is written to (a duplicate of standard output while it is captured).
    package let outputFD: Int32
    /// Called when lines the program wrote to standard output are waiting to be printed above the region.
    package var didReceiveLines: (() -> Void)?
    /// The terminal's size (plain text: `COLUMNS` or 80 columns, and no row limit but 1,000).
    package private(set) var size: Size
    /// Writes `ESC ] 5379 ; ready ; <frame> BEL` after each frame (terminal output only).
    package var writesReadyMarker = false
    /// False after ``end()`` (and while suspended).
    package private(set) var isActive = true
    /// The colours styles are resolved to.
    package let colorCapability: ColorCapability
    /// False when the locale is not UTF-8: surfaces then draw ASCII stand-ins.
    package let canDrawUnicode: Bool
    /// The frames written so far.
    package private(set) var frameCount = 0

    private let reader: TerminalInputReader?
    /// Standard output on a pipe while the region is live, its lines printed above it.
    private let capture: StandardOutputCapture?
    private let guardsTerminal: Bool
    /// The rows the region shows on screen now (what the last frame wrote).
    private var shown: [[CellBuffer.Cell]] = []
    /// Lines printed since the last frame, written above the region by the next one.
    private var pendingAbove: [String] = []
    private var needsFullRedraw = true
    /// The bytes that put the terminal back, but the move below the region.
    private var modesOff: [UInt8] = []
    private var modesOn: [UInt8] = []
    /// The start-up queries and the features their answers turned on.
    private var queries: TerminalQueries
    /// Reports read and applied, for the application to take.
    private var reports: [TerminalReport] = []
    /// The screen row (0-based) of the region's first row, from the terminal's
    /// answer to the cursor position query sent after a frame that may have
    /// moved the region (between frames the cursor rests on that row); `nil`
    /// until an answer came. Mouse reports are made relative to it.
    package private(set) var regionTop: Int?
    /// True once mouse reporting is on: after the first cursor position answer,
    /// so a terminal that answers nothing is never asked to report the mouse.
    private var reportsMouse = false
    /// False under `TERMUI_INLINE_MOUSE=0`: the terminal keeps the mouse (its
    /// selection and its wheel's scrolling) while the region is live.
    private let capturesMouse: Bool
    /// What the terminal does beyond terminfo, and is used.
    package var capabilities: TerminalCapabilities { queries.capabilities }

    /// Opens the region on `terminal`: a live one when its output is a terminal
    /// that can move its cursor up, plain text otherwise (never a failure).
    /// Keys are read from the input when it is a terminal, in raw mode; when it
    /// is not, a live region reads them from the controlling terminal `/dev/tty`,
    /// as `fzf` does, and plain text reads none.
    package init(terminal: TerminalIO, guardsTerminal: Bool = true) {
        setlocale(LC_ALL, "")
        let environment = terminal.environment
        let type = environment["TERM"] ?? ""
        var status: Int32 = 0
        let outputIsTerminal = isatty(terminal.outputFD) != 0
        let knowsTerminal = !type.isEmpty && setupterm(type, terminal.outputFD, &status) == OK
        let canMoveUp = knowsTerminal && Terminfo.string("cuu") != nil && Terminfo.string("ed") != nil
        output = outputIsTerminal && canMoveUp && type != "dumb" ? .terminal : .plainText
        // `print` and a library's logging would land in the middle of the region:
        // standard output goes to a pipe, and its lines above the region.
        capture =
            output == .terminal && terminal.outputFD == STDOUT_FILENO ? StandardOutputCapture() : nil
        outputFD = capture?.terminalFD ?? terminal.outputFD
        canDrawUnicode = termui_locale_is_utf8() != 0
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        colorCapability =
            output == .terminal && !noColor ? ColorCapability.detect() : .monochrome
        var input = terminal.inputFD
        if isatty(input) == 0 {
            // Standard input holds the program's data (`cat list | tool`): keys come from the
            // terminal the region is on. Without a region (`tool | less`), the terminal is
            // left to whoever reads it, and input that is not a terminal is not read as keys.
            input = output == .terminal ? open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY) : -1
        }
        inputFD = input
        let keys: KeySequenceTable =
            knowsTerminal ? .fromTerminfo(Terminfo.string) : .fromTerminfo { _ in nil }
        reader = input >= 0 ? TerminalInputReader(fd: input, keys: keys) : nil
        self.guardsTerminal = guardsTerminal
        // Only a live region asks: plain text has no terminal to answer.
        queries =
            output == .terminal && reader != nil
            ? TerminalQueries(environment: environment, pictures: false) : .none
        capturesMouse = environment["TERMUI_INLINE_MOUSE"] != "0"
        let columns = Int(environment["COLUMNS"] ?? "") ?? 80
        size = Size(width: max(1, columns), height: 1000)
        if output == .terminal {
            modesOn = [Terminfo.string("smkx"), Screen.bracketedPaste(on: true), Terminfo.string("civis")]
                .compactMap { $0 }.flatMap(Terminfo.bytes(of:))
            modesOff = [
                Terminfo.string("sgr0"), Screen.bracketedPaste(on: false), Terminfo.string("rmkx"),
                Terminfo.string("cnorm"),
            ].compactMap { $0 }.flatMap(Terminfo.bytes(of:))
            updateSizeFromTerminal()
        }
        // SIGWINCH is watched by the event loop's dispatch source.
        signal(SIGWINCH, SIG_IGN)
        enterModes()
        let start = queries.startBytes()
        if queries.sendsQueries { reader?.expectReports(cursorPosition: false) }
        if !start.isEmpty { send(start) }
        if let capture {
            StandardOutputCapture.active = capture
            capture.onLines = { [weak self] lines in
                guard let self else { return }
                pendingAbove += lines.map { $0.escapingControlCharacters.replacingTabs }
                didReceiveLines?()
            }
        }
    }

    /// Saves the termios (the crash guard restores it), reads keys raw, turns
    /// keypad mode and bracketed paste on and hides the cursor.
    private func enterModes() {
        let keyFD = inputFD
        if guardsTerminal {
            // Restore bytes go to the output; without a terminal there, the termios
            // saved and restored is the one keys are read on.
            _ = cterminal_install(output == .terminal || keyFD < 0 ? outputFD : keyFD)
        }
        if keyFD >= 0 && isatty(keyFD) != 0 {
            _ = cterminal_enter_raw_mode(keyFD)
            if guardsTerminal { _ = cterminal_enable_interrupt_key(keyFD) }
        }
        if output == .terminal {
            send(modesOn + queries.modesOn)
            if guardsTerminal { _ = cterminal_capture_stderr() }
        }
        updateRestoreSequence()
        if guardsTerminal { cterminal_set_active(1) }
        updateInterruptGuard()
    }

    // MARK: - Input

    /// True once reading the terminal met its end (it hung up).
    package var inputEnded: Bool { reader?.inputEnded ?? false }

    /// The bytes read from the terminal so far.
    package var inputBytesRead: Int { reader?.bytesRead ?? 0 }

    /// Reads everything waiting and decodes it.
    package func readEvents() -> [InputEvent] {
        guard isActive, let reader else { return [] }
        let events = reader.readEvents()
        for report in reader.takeReports() {
            let linked = queries.capabilities.hyperlinks
            let switchOn = queries.apply(report)
            if !switchOn.isEmpty {
                send(switchOn)
                updateRestoreSequence()
            }
            // Links already on screen are sent as hyperlinks with the next frame.
            if queries.capabilities.hyperlinks && !linked { needsFullRedraw = true }
            if case .cursorPosition(let row, _) = report { regionDidMove(top: row - 1) }
            reports.append(report)
        }
        updateInterruptGuard()
        return events.compactMap(relativeToRegion)
    }

    /// See ``TerminalDisplay/setReportsKeyReleases(_:)``.
    package func setReportsKeyReleases(_ on: Bool) {
        let bytes = queries.setReportsKeyReleases(on)
        guard isActive, !bytes.isEmpty else { return }
        send(bytes)
    }

    /// Ctrl-C under the kitty keyboard protocol is guarded as the full screen's is.
    private func updateInterruptGuard() {
        reader?.guardsInterruptKey = guardsTerminal && isActive && queries.capabilities.kittyKeyboard
    }

    /// The region is at `top`: mouse reports can be placed in it, and are turned on.
    private func regionDidMove(top: Int) {
        regionTop = top
        guard capturesMouse, !reportsMouse, let on = Terminfo.mouseOn else { return }
        reportsMouse = true
        send(Terminfo.bytes(of: on))
        updateRestoreSequence()
    }

    /// A mouse report in region coordinates (row 0 is the region's first row),
    /// or nil for one outside the region or before its place is known.
    private func relativeToRegion(_ event: InputEvent) -> InputEvent? {
        guard case .mouse(var mouse) = event else { return event }
        guard let top = regionTop else { return nil }
        mouse.location.y -= top
        guard mouse.location.y >= 0, mouse.location.y < shown.count else { return nil }
        return .mouse(mouse)
    }

    /// The reports read since the last call, already applied to ``capabilities``.
    package func takeReports() -> [TerminalReport] {
        defer { reports.removeAll() }
        return reports
    }

    // MARK: - Frames

    /// Makes the next frame erase the region and write every row again.
    package func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    /// True when the next frame erases the region and writes every row again.
    package var isFullRedrawPending: Bool { needsFullRedraw }

    /// Writes `text` as permanent lines above the region with the next frame
    /// (plain text: at once). Control characters are written visibly escaped.
    package func printAbove(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).escapingControlCharacters.replacingTabs
        }
        switch output {
        case .terminal:
            pendingAbove += lines
        case .plainText:
            send(Array(lines.map { $0 + "\n" }.joined().utf8))
        }
    }

    /// Shows `rows` of `buffer` as the region, with a reversed cell at `cursor`
    /// (buffer coordinates) for a focused text field.
    package func present(_ buffer: CellBuffer, rows: Range<Int>, cursor: Point?, animating: Bool = false) {
        guard isActive else { return }
        var frame: [[CellBuffer.Cell]] = rows.map { y in
            (0..<buffer.size.width).map { buffer.cell(at: Point(x: $0, y: y)) }
        }
        if let cursor, rows.contains(cursor.y), cursor.x >= 0, cursor.x < buffer.size.width {
            var cell = frame[cursor.y - rows.lowerBound][cursor.x]
            cell.style.attributes.formSymmetricDifference(.reverse)
            frame[cursor.y - rows.lowerBound][cursor.x] = cell
        }
        switch output {
        case .terminal:
            // A frame that prints lines above, redraws everything or grows may move
            // the region (the terminal scrolls at its bottom): ask where it is now.
            let mayMove = needsFullRedraw || !pendingAbove.isEmpty || frame.count > shown.count
            var bytes = InlineFrameWriter.frame(
                frame, replacing: needsFullRedraw ? nil : shown, above: pendingAbove,
                capability: colorCapability, hyperlinks: queries.capabilities.hyperlinks)
            if frameCount == 0 { bytes = InlineFrameWriter.startOnAFreshLine(width: size.width) + bytes }
            if mayMove, queries.sendsQueries, let reader {
                bytes += Array("\u{1B}[6n".utf8)
                reader.expectCursorReport()
            }
            frameCount += 1
            if queries.capabilities.synchronizedOutput {
                bytes = TerminalQueries.beginFrame + bytes + TerminalQueries.endFrame
            }
            if writesReadyMarker {
                bytes += Array(
                    ReadyMarker.text(frame: frameCount, bytesRead: inputBytesRead, animating: animating).utf8)
            }
            // What a crash writes follows the frame before the frame is sent: a
            // signal that came once the frame was out (a test's SIGSEGV as soon as
            // it saw the frame) found the last frame's rows, and its message
            // overwrote this frame's last row. Only a crash while the frame is
            // being written can now find the two out of step.
            shown = frame
            updateRestoreSequence()
            send(bytes)
        case .plainText:
            frameCount += 1
            shown = frame
            updateRestoreSequence()
        }
        pendingAbove.removeAll()
        needsFullRedraw = false
    }

    /// The restore bytes a crash writes: attributes off, the cursor moved from
    /// the region's first row to the line after its last, then the modes off.
    private func updateRestoreSequence() {
        guard guardsTerminal else { return }
        var bytes: [UInt8] = []
        if output == .terminal {
            bytes =
                Array("\u{1B}[0m".utf8) + InlineFrameWriter.lineAfter(rows: shown.count) + queries.modesOff
                + mouseOff + modesOff
        }
        let chars = bytes.map { CChar(bitPattern: $0) }
        chars.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress {
                cterminal_set_restore_sequence(base, buffer.count)
            } else {
                var none: CChar = 0
                cterminal_set_restore_sequence(&none, 0)
            }
        }
    }

    // MARK: - Size, suspend, end

    /// Reads the window size from the terminal (TIOCGWINSZ); true when it changed.
    @discardableResult
    package func updateSizeFromTerminal() -> Bool {
        guard output == .terminal else { return false }
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard cterminal_window_size(outputFD, &rows, &columns) == 0, rows > 0, columns > 0 else {
            return false
        }
        let new = Size(width: Int(columns), height: Int(rows))
        guard new != size else { return false }
        size = new
        needsFullRedraw = true
        return true
    }

    /// Mouse reporting off, when it was turned on.
    private var mouseOff: [UInt8] {
        reportsMouse ? Terminfo.mouseOff.map(Terminfo.bytes(of:)) ?? [] : []
    }

    /// Leaves the region as it is, cursor below it, modes restored (before SIGSTOP).
    package func suspend() {
        guard isActive else { return }
        leave(final: false)
        isActive = false
        updateInterruptGuard()
        // The region starts afresh after `fg`: its place is asked again.
        reportsMouse = false
        regionTop = nil
        updateRestoreSequence()
    }

    /// Takes the terminal again: the region starts afresh at the cursor's line
    /// (the shell printed its job lines below the old one meanwhile).
    package func resume() {
        guard !isActive else { return }
        isActive = true
        shown = []
        needsFullRedraw = true
        enterModes()
        updateSizeFromTerminal()
    }

    /// Leaves the last frame on screen, the cursor on the line after it, the
    /// terminal's modes as they were; plain text: writes the last frame.
    package func end() {
        if let capture {
            pendingAbove += capture.stop().map { $0.escapingControlCharacters.replacingTabs }
        }
        guard isActive else { return }
        leave(final: true)
        isActive = false
        updateInterruptGuard()
        if inputFD >= 0 && inputFD != STDIN_FILENO && inputFD != outputFD {
            close(inputFD)
        }
    }

    /// Leaves the frame where it is with the cursor below it and the modes off;
    /// plain text: writes the frame if it is the `final` one.
    private func leave(final: Bool) {
        // A terminal that answers (it answered DA1) and owes a cursor report
        // answers within moments: take it before echo is back on, or it is
        // printed on the shell's line. One that never answered costs nothing.
        if output == .terminal, queries.capabilities.hasAnswered, let reader {
            reader.takeOwedCursorReports(milliseconds: 250)
        }
        switch output {
        case .terminal:
            if !pendingAbove.isEmpty {
                // Printed after the last frame: written above it, the frame again below.
                let frame = shown
                shown = []
                send(
                    InlineFrameWriter.frame(
                        frame, replacing: nil, above: pendingAbove, capability: colorCapability,
                        hyperlinks: queries.capabilities.hyperlinks))
                pendingAbove.removeAll()
                shown = frame
                updateRestoreSequence()
            }
        case .plainText where final:
            let text = shown.map { InlineFrameWriter.plainText(of: $0) + "\n" }.joined()
            send(Array(text.utf8))
            shown = []
        case .plainText:
            break
        }
        if guardsTerminal {
            // The same bytes a crash would write: below the frame, modes off, termios back.
            cterminal_restore_now()
        } else if output == .terminal {
            send(
                Array("\u{1B}[0m".utf8) + InlineFrameWriter.lineAfter(rows: shown.count) + queries.modesOff
                    + mouseOff + modesOff)
        }
    }

    private func send(_ bytes: [UInt8]) {
        // What the program printed with stdio comes before what is sent here.
        cterminal_flush_stdout(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(outputFD, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

extension String {
    /// Tabs as spaces to the next multiple of eight columns, as a terminal moves them.
    fileprivate var replacingTabs: String {
        guard contains("\t") else { return self }
        var result = ""
        var column = 0
        for character in self {
            if character == "\t" {
                let spaces = 8 - column % 8
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += character.displayWidth
            }
        }
        return result
    }
}
