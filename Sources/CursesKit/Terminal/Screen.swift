@preconcurrency import CNcurses
import CTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One ncurses terminal, built with `newterm` over the given descriptors so
/// input and output can be injected (a pty, pipes, or the process's own terminal).
///
/// It puts the terminal in raw, no-echo, keypad mode with mouse reporting and
/// bracketed paste, switches to the alternate screen, and commits frames with
/// `wnoutrefresh` and one `doupdate`, so ncurses sends only the cells that
/// changed. ncurses only draws: input is read here, a block per `read(2)`,
/// and decoded by ``TerminalInputDecoder`` with the terminal's terminfo keys. Every call first makes this
/// screen ncurses' current one (`set_term`), so several may coexist in tests.
@MainActor
package final class Screen {
    private let screen: OpaquePointer
    /// The whole-screen window widgets draw into (ncurses' `stdscr` of this screen).
    package let window: UnsafeMutablePointer<WINDOW>
    /// Colour pairs for the styles drawn on this terminal.
    package let colors: ColorPairCache
    private let inputStream: UnsafeMutablePointer<FILE>
    private let outputStream: UnsafeMutablePointer<FILE>
    /// The descriptor keys are read from.
    package let inputFD: Int32
    /// The descriptor ncurses writes to.
    package let outputFD: Int32
    /// The terminal's size in cells.
    package private(set) var size: Size
    /// The number of frames committed so far.
    package private(set) var frameCount = 0
    /// Writes `ESC ] 5379 ; ready ; <frame> BEL` after each frame, for test harnesses
    /// (`ESC ] 5379 ; ready ; <frame> ; animating BEL` while an animation will draw more).
    package var writesReadyMarker = false
    /// False after ``end()`` (and while suspended).
    package private(set) var isActive = true
    /// False when the locale is not UTF-8 (`LANG=C`): surfaces then draw ASCII stand-ins.
    package let canDrawUnicode: Bool
    private let guardsTerminal: Bool
    private let reader: TerminalInputReader
    /// True once reading the terminal met its end (it hung up).
    package var inputEnded: Bool { reader.inputEnded }
    /// The `read(2)` calls made on the terminal so far (counted work for tests).
    package var readCount: Int { reader.readCount }
    /// The bytes read from the terminal so far.
    package var inputBytesRead: Int { reader.bytesRead }
    private var cursorVisible: Bool?
    private var needsFullRedraw = true
    /// The start-up queries and the features their answers turned on.
    private var queries: TerminalQueries
    /// Reports read and applied, for the application to take.
    private var reports: [TerminalReport] = []
    /// The links drawn, sent as OSC 8 hyperlinks after each frame where the terminal takes them.
    let hyperlinks = HyperlinkLayer()
    /// The pictures drawn, sent with the kitty graphics protocol or as sixels where the terminal takes one.
    let pictures = PictureLayer()
    /// A cell's size in pixels from the window's (TIOCGWINSZ), and from the
    /// terminal's answer to `CSI 16 t`; the first wins.
    private var windowCellPixels: Size?
    private var reportedCellPixels: Size?
    /// What the terminal does beyond terminfo, and is used.
    package var capabilities: TerminalCapabilities { queries.capabilities }

    /// Sets up ncurses on `inputFD` and `outputFD` (duplicated; the caller keeps its own).
    ///
    /// Colour follows terminfo's `colors` unless `monochrome` asks for none
    /// (the application passes `NO_COLOR`): then styles keep their meaning with
    /// attributes alone, as on a monochrome terminal.
    ///
    /// - Parameters:
    ///   - terminalType: the terminfo name; `nil` reads `TERM`.
    ///   - monochrome: draw without colour whatever the terminal can show.
    ///   - guardsTerminal: save the termios and install the crash-restore
    ///     handlers (CTerminal) before touching the terminal. The application does;
    ///     tests that run a screen inside the test process do not.
    ///   - queries: what to ask the terminal at start-up (sent after the modes,
    ///     never waited for; see ``TerminalQueries``); none by default.
    package init(
        inputFD: Int32 = STDIN_FILENO, outputFD: Int32 = STDOUT_FILENO, terminalType: String? = nil,
        monochrome: Bool = false, guardsTerminal: Bool = false, queries: TerminalQueries = .none
    ) throws(ScreenError) {
        let type: String
        if let terminalType {
            type = terminalType
        } else if let env = getenv("TERM"), env.pointee != 0 {
            type = String(cString: env)
        } else {
            throw .terminalTypeUnset
        }
        // Ask terminfo first, quietly: newterm on an unknown type may print its own message.
        var status: Int32 = 0
        if setupterm(type, outputFD, &status) != OK {
            throw .unknownTerminalType(type)
        }
        let canAddressCursor = Terminfo.canAddressCursor
        if let term = cur_term { del_curterm(term) }
        guard canAddressCursor else { throw .cannotAddressCursor(type) }

        // Every way out below gives back what was taken before it: the
        // duplicated descriptors (or the streams that now own them) and the
        // crash guard, so a failed screen leaves the process as it found it.
        let (input, output) = try Self.openStreams(inputFD: inputFD, outputFD: outputFD)
        let previousWinch = Self.prepareProcess()
        if guardsTerminal {
            _ = cterminal_install(outputFD)
        }
        guard let created = newterm(type, output, input) else {
            Self.release(input, output, guardsTerminal: guardsTerminal, winch: previousWinch)
            throw .unknownTerminalType(type)
        }
        guard let window = stdscr else {
            delscreen(created)
            Self.release(input, output, guardsTerminal: guardsTerminal, winch: previousWinch)
            throw .unknownTerminalType(type)
        }
        let inCopy = fileno(input)
        let outCopy = fileno(output)
        self.screen = created
        self.window = window
        self.colors = ColorPairCache(
            capability: monochrome ? .monochrome : .detect(screen: created), screen: created)
        self.canDrawUnicode = termui_locale_is_utf8() != 0
        self.inputStream = input
        self.outputStream = output
        self.inputFD = inCopy
        self.outputFD = outCopy
        self.guardsTerminal = guardsTerminal
        self.reader = TerminalInputReader(fd: inCopy, keys: .fromTerminfo(Terminfo.string))
        self.size = Size(width: Int(COLS), height: Int(LINES))
        self.queries = queries
        enterModes()
        Self.leaveInitialState(screen: created, outputFD: outCopy)
        if guardsTerminal {
            updateRestoreSequence()
            cterminal_set_active(1)
            _ = cterminal_capture_stderr()
        }
        updateSizeFromTerminal()
        readCellPixels()
        // Asked once, after the modes and before the first frame; the answers
        // are read with the keys and applied when they come (readEvents).
        let start = queries.startBytes()
        if queries.sendsQueries { reader.expectReports(cursorPosition: false) }
        if !start.isEmpty { writeRaw(start) }
    }

    /// The bytes a crash (or any way out) writes: ``restoreSequence(featuresOff:)``
    /// with the features the terminal's answers turned on.
    private func updateRestoreSequence() {
        guard guardsTerminal else { return }
        let bytes = Self.restoreSequence(featuresOff: queries.modesOff)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { cterminal_set_restore_sequence($0, buffer.count) }
        }
    }

    /// Streams over duplicates of the two descriptors (the caller keeps its
    /// own); on failure nothing stays open.
    private static func openStreams(
        inputFD: Int32, outputFD: Int32
    ) throws(ScreenError) -> (UnsafeMutablePointer<FILE>, UnsafeMutablePointer<FILE>) {
        let inCopy = dup(inputFD)
        guard inCopy >= 0 else { throw .cannotOpenStream(fd: inputFD) }
        let outCopy = dup(outputFD)
        guard outCopy >= 0 else {
            close(inCopy)
            throw .cannotOpenStream(fd: outputFD)
        }
        guard let input = fdopen(inCopy, "r") else {
            close(inCopy)
            close(outCopy)
            throw .cannotOpenStream(fd: inputFD)
        }
        guard let output = fdopen(outCopy, "w") else {
            fclose(input)
            close(outCopy)
            throw .cannotOpenStream(fd: outputFD)
        }
        return (input, output)
    }

    /// Makes ncurses send a frame in one write. Until its screen has once
    /// been ended and refreshed, ncurses flushes its output at every cursor
    /// move (it takes the screen for one a low-level program drives), so a
    /// frame left in dozens of writes, each a chance for the terminal (tmux,
    /// SSH) to show half a frame. One `endwin` and `doupdate` with the output
    /// on `/dev/null` moves it on without a byte reaching the terminal, which
    /// stays on the alternate screen ncurses entered; the first frame then
    /// repaints everything, as it always did.
    private static func leaveInitialState(screen: OpaquePointer, outputFD: Int32) {
        termui_flush_output(screen)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let saved = fcntl(outputFD, F_DUPFD_CLOEXEC, 0)
        guard null >= 0, saved >= 0, dup2(null, outputFD) >= 0 else {
            if null >= 0 { close(null) }
            if saved >= 0 { close(saved) }
            return
        }
        endwin()
        doupdate()
        dup2(saved, outputFD)
        close(saved)
        close(null)
    }

    /// Gives back what a screen that failed after ``openStreams(inputFD:outputFD:)`` took.
    private static func release(
        _ input: UnsafeMutablePointer<FILE>, _ output: UnsafeMutablePointer<FILE>, guardsTerminal: Bool,
        winch: (@convention(c) (Int32) -> Void)?
    ) {
        fclose(input)
        fclose(output)
        if guardsTerminal { cterminal_uninstall() }
        signal(SIGWINCH, winch)
    }

    /// The locale (for UTF-8) and SIGWINCH, which must be ignored before
    /// `newterm` so ncurses installs no handler of its own; the event loop
    /// watches it with a dispatch source instead. Returns SIGWINCH's
    /// disposition before, which a screen that fails puts back.
    private static func prepareProcess() -> (@convention(c) (Int32) -> Void)? {
        setlocale(LC_ALL, "")
        return signal(SIGWINCH, SIG_IGN)
    }

    private func activate() {
        _ = set_term(screen)
    }

    private func enterModes() {
        activate()
        set_escdelay(25)
        raw()
        if guardsTerminal {
            // Ctrl-C becomes SIGINT again, answered even while the app is busy;
            // ncurses keeps this as its program mode for the next resume.
            _ = cterminal_enable_interrupt_key(inputFD)
            def_prog_mode()
        }
        noecho()
        nonl()
        intrflush(window, false)
        leaveok(window, false)
        fflush(outputStream)
        // Keypad transmit mode (the key sequences terminfo lists are the ones
        // sent in it), mouse reporting, and bracketed paste: a paste arrives
        // marked, as one insertion, not as keys. ncurses reads no input here, so
        // these are written directly; the restore sequence turns each off.
        for mode in [Terminfo.string("smkx"), Terminfo.mouseOn, Self.bracketedPaste(on: true)] {
            if let mode { writeRaw(Terminfo.bytes(of: mode)) }
        }
        // Features an earlier answer turned on come back after a suspend (at
        // start-up none is on yet unless forced, and those go with the queries).
        if frameCount > 0, !queries.modesOn.isEmpty { writeRaw(queries.modesOn) }
        cursorVisible = nil
        setCursorVisible(false)
    }

    /// The bytes that put this terminal back, from its terminfo entry through
    /// `tputs` (so padding is never written as text): attributes off (`sgr0`),
    /// mouse reporting off, bracketed paste off (`BD`), keypad mode off (`rmkx`),
    /// `featuresOff` (the kitty keyboard pop, focus reports off: still on the
    /// alternate screen, whose keyboard stack they were pushed on), the main screen (`rmcup`),
    /// and the cursor shown (`cnorm`). A terminal without an alternate screen is
    /// cleared (`clear`) instead, so the shell's prompt starts on a clean screen
    /// rather than over the app's last line. What the terminal lacks is left out.
    static func restoreSequence(featuresOff: [UInt8] = []) -> [CChar] {
        let leaveScreen = Terminfo.string("rmcup") ?? Terminfo.string("clear")
        let before = [Terminfo.string("sgr0"), Terminfo.mouseOff, bracketedPaste(on: false)]
        let after = [Terminfo.string("rmkx"), leaveScreen, Terminfo.string("cnorm")]
        let bytes =
            before.compactMap { $0 }.flatMap(Terminfo.bytes(of:)) + featuresOff
            + after.compactMap { $0 }.flatMap(Terminfo.bytes(of:))
        return bytes.map { CChar(bitPattern: $0) }
    }

    /// terminfo's `BE` / `BD` (bracketed paste on / off), or xterm's for a
    /// terminal with xterm mouse reporting but no entry for them.
    static func bracketedPaste(on: Bool) -> String? {
        if let value = Terminfo.string(on ? "BE" : "BD") { return value }
        guard Terminfo.string("kmous") != nil else { return nil }
        return on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
    }

    // MARK: - Input

    /// Reads everything waiting and decodes it (see ``TerminalInputReader/readEvents()``).
    package func readEvents() -> [InputEvent] {
        guard isActive else { return [] }
        let events = reader.readEvents()
        for report in reader.takeReports() {
            let showedPictures = showsPictures
            let switchOn = queries.apply(report)
            if !switchOn.isEmpty {
                writeRaw(switchOn)
            }
            if case .cellSize(let width, let height) = report, width > 0, height > 0 {
                reportedCellPixels = Size(width: width, height: height)
                pictures.cellPixels = windowCellPixels ?? reportedCellPixels
            }
            if showsPictures != showedPictures {
                // The pictures already drawn are noted only as they are drawn
                // again (and drawn another way when kitty's answer comes after DA1).
                needsFullRedraw = true
            }
            updateRestoreSequence()
            reports.append(report)
        }
        updateInterruptGuard()
        return events
    }

    /// See ``TerminalDisplay/setReportsKeyReleases(_:)``.
    package func setReportsKeyReleases(_ on: Bool) {
        let bytes = queries.setReportsKeyReleases(on)
        guard isActive, !bytes.isEmpty else { return }
        writeRaw(bytes)
    }

    /// Ctrl-C under the kitty keyboard protocol is a key sequence, not SIGINT:
    /// while the protocol is on, the reader guards it (see
    /// ``TerminalInputReader/guardsInterruptKey``) so a busy app still answers it.
    private func updateInterruptGuard() {
        reader.guardsInterruptKey = guardsTerminal && isActive && queries.capabilities.kittyKeyboard
    }

    /// The reports read since the last call, already applied to ``capabilities``.
    package func takeReports() -> [TerminalReport] {
        defer { reports.removeAll() }
        return reports
    }

    // MARK: - Frames

    /// A surface over the whole screen for one frame's drawing.
    /// How pictures are shown now: kitty's graphics, sixels (once a cell's
    /// size in pixels is known), or only their half blocks (nil).
    private var showsPictures: PictureLayer.Method? {
        if queries.capabilities.graphics { return .kitty }
        if queries.capabilities.sixel, pictures.cellPixels != nil { return .sixel }
        return nil
    }

    package func makeSurface() -> WindowSurface {
        activate()
        hyperlinks.fit(size)
        pictures.fit(size)
        let method = showsPictures
        if let method, method != pictures.method {
            pictures.forgetSent()
            pictures.method = method
        }
        pictures.isEnabled = method != nil
        return WindowSurface(
            window: window, colors: colors, canDrawUnicode: canDrawUnicode, links: hyperlinks,
            pictures: pictures)
    }

    /// Makes the next commit repaint every cell (after a resize or resume).
    package func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    /// True when the next commit repaints everything; the drawing pass should then
    /// draw the whole tree.
    package var isFullRedrawPending: Bool { needsFullRedraw }

    /// Sends the frame drawn into ``window``: `wnoutrefresh` then one `doupdate`.
    /// `cursor` places the visible cursor, or hides it for `nil`; `animating`
    /// says an animation will draw further frames (the ready marker tells a
    /// harness the screen is not settled yet, however slowly they come).
    package func commit(cursor: Point?, animating: Bool = false) {
        guard isActive else { return }
        activate()
        let repainted = needsFullRedraw
        if needsFullRedraw {
            clearok(curscr, true)
            needsFullRedraw = false
        }
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            setCursorVisible(true)
        } else {
            setCursorVisible(false)
        }
        wnoutrefresh(window)
        // Synchronized output: the terminal shows the frame once it is whole.
        // Begin and end go into ncurses' own output buffer: the begin leaves
        // with the frame's first write, the end (and the ready marker) with one more.
        let synchronized = queries.capabilities.synchronizedOutput
        if synchronized { termui_buffer_output(screen, "\u{1B}[?2026h") }
        if queries.capabilities.hyperlinks { hyperlinks.noteUpdate() }
        if showsPictures == .sixel { pictures.noteWrites() }
        doupdate()
        fflush(outputStream)
        // The links, on top of ncurses' frame (HyperlinkLayer), in its output buffer.
        let linked =
            queries.capabilities.hyperlinks
            && hyperlinks.send(window: window, screen: screen, repainted: repainted)
        // The pictures, over the half blocks ncurses drew for them (PictureLayer).
        let pictured = showsPictures != nil && pictures.send(screen: screen, repainted: repainted)
        // Features forced on by the environment, once the alternate screen is
        // up (the kitty keyboard stack is the screen's).
        var tail = frameCount == 0 ? queries.modesOn : []
        frameCount += 1
        if writesReadyMarker {
            let read = reader.bytesRead
            tail += Array(ReadyMarker.text(frame: frameCount, bytesRead: read, animating: animating).utf8)
        }
        if synchronized {
            tail = TerminalQueries.endFrame + tail
            termui_buffer_output(screen, String(decoding: tail, as: UTF8.self))
            termui_flush_output(screen)
        } else if linked || pictured {
            termui_buffer_bytes(screen, tail.map { CChar(bitPattern: $0) }, tail.count)
            termui_flush_output(screen)
        } else if !tail.isEmpty {
            writeRaw(tail)
        }
        if frameCount == 1 { updateInterruptGuard() }
    }

    private func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        cursorVisible = visible
        curs_set(visible ? 1 : 0)
    }

    private func writeRaw(_ text: String) {
        writeRaw(Array(text.utf8))
    }

    private func writeRaw(_ bytes: [UInt8]) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(outputFD, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }

    // MARK: - Size, suspend, end

    /// Reads the window size from the terminal (TIOCGWINSZ) and resizes
    /// ncurses to it. Returns true when the size changed.
    @discardableResult
    package func updateSizeFromTerminal() -> Bool {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard cterminal_window_size(outputFD, &rows, &columns) == 0, rows > 0, columns > 0 else {
            return false
        }
        return resize(to: Size(width: Int(columns), height: Int(rows)))
    }

    /// Resizes ncurses' screen to `newSize`. Returns true when the size changed.
    @discardableResult
    package func resize(to newSize: Size) -> Bool {
        guard isActive else { return false }
        activate()
        if newSize == size && Int(LINES) == newSize.height && Int(COLS) == newSize.width { return false }
        resizeterm(Int32(newSize.height), Int32(newSize.width))
        size = newSize
        readCellPixels()
        needsFullRedraw = true
        return true
    }

    /// A cell's size in pixels from the window's size in pixels, where the
    /// terminal fills it in (foot, kitty, xterm do; many leave it zero).
    private func readCellPixels() {
        var width: Int32 = 0
        var height: Int32 = 0
        if cterminal_window_pixels(outputFD, &width, &height) == 0, width > 0, height > 0, size.width > 0,
            size.height > 0
        {
            windowCellPixels = Size(
                width: max(1, Int(width) / size.width), height: max(1, Int(height) / size.height))
        } else {
            windowCellPixels = nil
        }
        pictures.cellPixels = windowCellPixels ?? reportedCellPixels
    }

    /// Leaves curses modes so the shell can use the terminal (before SIGSTOP).
    package func suspend() {
        guard isActive else { return }
        activate()
        switchFeaturesOff()
        endwin()
        if guardsTerminal { cterminal_restore_now() }
        isActive = false
        updateInterruptGuard()
    }

    /// Pops the kitty keyboard flags and turns focus reports off while the
    /// alternate screen (whose keyboard stack they were pushed on) is still up.
    private func switchFeaturesOff() {
        let off = queries.modesOff
        if !off.isEmpty { writeRaw(off) }
    }

    /// Re-enters curses modes after ``suspend()``; the next commit repaints everything.
    package func resume() {
        guard !isActive else { return }
        isActive = true
        activate()
        if guardsTerminal {
            cterminal_set_active(1)
            _ = cterminal_capture_stderr()
        }
        refresh()
        enterModes()
        needsFullRedraw = true
        updateSizeFromTerminal()
        updateInterruptGuard()
    }

    /// Restores the terminal and releases ncurses' screen. The screen is unusable afterwards.
    package func end() {
        if isActive {
            activate()
            switchFeaturesOff()
            endwin()
            if guardsTerminal { cterminal_restore_now() }
            isActive = false
            updateInterruptGuard()
        }
        activate()
        delscreen(screen)
        fclose(inputStream)
        fclose(outputStream)
    }
}
