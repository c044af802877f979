import CTerminal
import Foundation
import TermUITesting
import Testing

@testable import CursesKit

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal pair opened in the test process: the Screen runs on the
/// slave, the test types into and reads from the master. No child process.
private final class PtyPair {
    let master: Int32
    let slave: Int32

    init(rows: Int = 24, cols: Int = 80) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let result = cterminal_open_pty_pair(&master, &slave, UInt16(rows), UInt16(cols))
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        self.master = master
        self.slave = slave
        // Non-blocking reads on the master so draining output never hangs.
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(slave)
        close(master)
    }

    func resize(rows: Int, cols: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(cols), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything the screen wrote so far that has not been read yet.
    func drainOutput() -> String {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            collected += buffer[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Waits (with a deadline) until the slave holds at least `count` unread bytes,
    /// so one write is known to be readable whole before the screen reads it.
    func waitForInput(bytes count: Int, timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            var available: Int32 = 0
            if ioctl(slave, UInt(FIONREAD), &available) == 0, available >= count { return true }
            _ = waitForInput(timeout: .milliseconds(10))
        }
        return false
    }

    /// Waits (poll, with a deadline) until the slave has bytes for the screen to read.
    func waitForInput(timeout: Duration = .seconds(5)) -> Bool {
        var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000)
        return poll(&descriptor, 1, milliseconds) == 1
    }
}

/// The Screen on a real pty: keys typed into the master come out decoded,
/// frames go out as bytes with the ready marker, resizes follow TIOCGWINSZ.
@Suite(.serialized) @MainActor struct ScreenTests {
    /// Types `text` and collects decoded events until `count` arrived or the deadline passed.
    private func events(
        typing text: String, expecting count: Int, on pty: PtyPair, screen: Screen
    ) -> [InputEvent] {
        pty.type(text)
        var events: [InputEvent] = []
        let deadline = ContinuousClock.now + .seconds(5)
        while events.count < count && ContinuousClock.now < deadline {
            if pty.waitForInput(timeout: .milliseconds(200)) {
                events += screen.readEvents()
            }
        }
        return events
    }

    private func makeScreen(_ pty: PtyPair) throws -> Screen {
        try Screen(inputFD: pty.slave, outputFD: pty.slave, terminalType: "xterm-256color")
    }

    @Test func typedKeysArriveDecoded() throws {
        let pty = try PtyPair()
        let screen = try makeScreen(pty)
        defer { screen.end() }
        let cases: [(String, InputEvent)] = [
            ("a", .key(.character("a"))),
            ("é", .key(.character("é"))),
            ("日", .key(.character("日"))),
            ("\t", .key(KeyEvent(.tab))),
            ("\r", .key(KeyEvent(.enter))),
            ("\u{7F}", .key(KeyEvent(.backspace))),
            ("\u{03}", .key(.control("c"))),
            ("\u{1B}[A", .key(KeyEvent(.up))),
            ("\u{1B}[Z", .key(KeyEvent(.backTab))),
            ("\u{1B}OP", .key(KeyEvent(.function(1)))),
            ("\u{1B}[24~", .key(KeyEvent(.function(12)))),
            ("\u{1B}[3~", .key(KeyEvent(.delete))),
            ("\u{1B}[H", .key(KeyEvent(.home))),
            ("\u{1B}[6~", .key(KeyEvent(.pageDown))),
            ("\u{1B}[1;5C", .key(KeyEvent(.right, modifiers: .control))),
            ("\u{1B}x", .key(KeyEvent(.character("x"), modifiers: .alt))),
            ("\u{1B}[<0;5;3M", .mouse(MouseEvent(.press, at: Point(x: 4, y: 2), button: 1))),
            ("\u{1B}[<0;5;3m", .mouse(MouseEvent(.release, at: Point(x: 4, y: 2), button: 1))),
            ("\u{1B}[<64;1;1M", .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0), button: 0))),
        ]
        for (typed, expected) in cases {
            let got = events(typing: typed, expecting: 1, on: pty, screen: screen)
            #expect(got == [expected], "typed \(typed.debugDescription)")
        }
    }

    /// Several reports in one write (a fast click, keys typed ahead, a slow link)
    /// all come out of the one `readEvents` call that a single read-source wakeup makes.
    @Test(arguments: [
        (
            "\u{1B}[<0;6;8M\u{1B}[<0;6;8m",
            [
                InputEvent.mouse(MouseEvent(.press, at: Point(x: 5, y: 7), button: 1)),
                .mouse(MouseEvent(.release, at: Point(x: 5, y: 7), button: 1)),
            ]
        ),
        (
            "\u{1B}[<0;6;8M\u{1B}[<0;6;8m\u{1B}[<2;9;2M\u{1B}[<2;9;2m",
            [
                .mouse(MouseEvent(.press, at: Point(x: 5, y: 7), button: 1)),
                .mouse(MouseEvent(.release, at: Point(x: 5, y: 7), button: 1)),
                .mouse(MouseEvent(.press, at: Point(x: 8, y: 1), button: 3)),
                .mouse(MouseEvent(.release, at: Point(x: 8, y: 1), button: 3)),
            ]
        ),
        (
            "\u{1B}[<0;2;3M\u{1B}[<0;4;3m",
            [
                .mouse(MouseEvent(.press, at: Point(x: 1, y: 2), button: 1)),
                .mouse(MouseEvent(.release, at: Point(x: 3, y: 2), button: 1)),
            ]
        ),
        (
            "\u{1B}[<64;1;1M\u{1B}[<64;1;1M\u{1B}[<65;1;1M",
            [
                .mouse(MouseEvent(.wheelUp, at: .zero, button: 0)),
                .mouse(MouseEvent(.wheelUp, at: .zero, button: 0)),
                .mouse(MouseEvent(.wheelDown, at: .zero, button: 0)),
            ]
        ),
        (
            "a\u{1B}[<0;6;8M\u{1B}[<0;6;8mb",
            [
                .key(.character("a")),
                .mouse(MouseEvent(.press, at: Point(x: 5, y: 7), button: 1)),
                .mouse(MouseEvent(.release, at: Point(x: 5, y: 7), button: 1)),
                .key(.character("b")),
            ]
        ),
        ("abc", [.key(.character("a")), .key(.character("b")), .key(.character("c"))]),
        ("\u{1B}[A\u{1B}[A", [.key(KeyEvent(.up)), .key(KeyEvent(.up))]),
        ("\u{1B}[B\r日", [.key(KeyEvent(.down)), .key(KeyEvent(.enter)), .key(.character("日"))]),
    ])
    func oneWriteIsDecodedWholeByOneRead(typed: String, expected: [InputEvent]) throws {
        let pty = try PtyPair()
        let screen = try makeScreen(pty)
        defer { screen.end() }
        pty.type(typed)
        #expect(pty.waitForInput(bytes: typed.utf8.count))
        #expect(screen.readEvents() == expected, "typed \(typed.debugDescription)")
        #expect(screen.readEvents() == [], "nothing is left for a later read")
    }

    /// ncurses kept one read's mouse reports in a ring of eight events and lost
    /// the oldest; read by CursesKit, every click of a read arrives, in order.
    @Test func everyClickOfOneReadArrivesInOrder() throws {
        let pty = try PtyPair()
        let screen = try makeScreen(pty)
        defer { screen.end() }
        let typed = (1...6).map { "\u{1B}[<0;\($0);2M\u{1B}[<0;\($0);2m" }.joined()
        let clicks: [InputEvent] = (0..<6).flatMap { x in
            [
                InputEvent.mouse(MouseEvent(.press, at: Point(x: x, y: 1), button: 1)),
                .mouse(MouseEvent(.release, at: Point(x: x, y: 1), button: 1)),
            ]
        }
        pty.type(typed)
        #expect(pty.waitForInput(bytes: typed.utf8.count))
        #expect(screen.readEvents() == clicks)
    }

    /// CursesKit reads the terminal a block at a time: a 1 MB paste takes a few
    /// hundred reads and arrives as one event (ncurses' `wget_wch` read one byte
    /// per system call: over a million reads for the same paste).
    @Test func aMegabytePasteIsReadInBlocksAsOneEvent() throws {
        let pty = try PtyPair()
        let screen = try makeScreen(pty)
        defer { screen.end() }
        let text = String(repeating: "lorem ipsum q dolor sit amet 日本\n", count: 30_000)
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
        var offset = 0
        var events: [InputEvent] = []
        let deadline = ContinuousClock.now + .seconds(120)
        while events.isEmpty && ContinuousClock.now < deadline {
            if offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
                if written > 0 { offset += written }
            }
            if pty.waitForInput(timeout: .milliseconds(100)) { events += screen.readEvents() }
        }
        #expect(events == [.paste(text)])
        #expect(screen.readCount <= bytes.count / 1024, "\(screen.readCount) reads for \(bytes.count) bytes")
    }

    @Test func loneEscIsTheEscKeyAfterTheEscDelay() throws {
        let pty = try PtyPair()
        let screen = try makeScreen(pty)
        defer { screen.end() }
        let start = ContinuousClock.now
        let got = events(typing: "\u{1B}", expecting: 1, on: pty, screen: screen)
        #expect(got == [.key(KeyEvent(.escape))])
        // ESCDELAY is 25 ms, not ncurses' default second.
        #expect(ContinuousClock.now - start < .milliseconds(900))
    }

    @Test func commitSendsTheFrameThenOnlyWhatChanged() throws {
        let pty = try PtyPair(rows: 10, cols: 40)
        let screen = try makeScreen(pty)
        defer { screen.end() }
        screen.writesReadyMarker = true
        _ = pty.drainOutput()
        let surface = screen.makeSurface()
        surface.draw("hello world", at: Point(x: 2, y: 1), style: .plain)
        screen.commit(cursor: nil)
        let first = pty.drainOutput()
        #expect(first.contains("hello world"))
        #expect(first.hasSuffix("\u{1B}]5379;ready;1;in=0\u{07}"))

        surface.draw("J", at: Point(x: 8, y: 1), style: .plain)
        screen.commit(cursor: nil)
        let second = pty.drainOutput()
        #expect(second.contains("J"))
        #expect(!second.contains("hello"), "unchanged cells are not sent again: \(second.debugDescription)")
        #expect(second.hasSuffix("\u{1B}]5379;ready;2;in=0\u{07}"))

        screen.commit(cursor: nil)
        #expect(
            pty.drainOutput() == "\u{1B}]5379;ready;3;in=0\u{07}",
            "an unchanged frame sends nothing but the marker")
    }

    /// The application's frame draws into ncurses only the widgets that changed, and
    /// ncurses sends only the changed cells: counted, widgets and glyphs, not timed.
    @Test func aFrameDrawsOnlyChangedWidgetsAndSendsOnlyChangedCells() throws {
        let pty = try PtyPair(rows: 10, cols: 40)
        let screen = try makeScreen(pty)
        defer { screen.end() }
        let root = Widget()
        let labels = (0..<30).map { index in
            let label = LabelWidget("abcdefghij")
            label.frame = Rect(x: (index % 3) * 12, y: index / 3, width: 10, height: 1)
            root.addSubwidget(label)
            return label
        }
        let app = TerminalApplication(root: root, minimumSize: Size(width: 1, height: 1))
        app.screen = screen
        app.drawFrame()
        #expect(WidgetRenderer.widgetsDrawnInLastRender == 31, "the first frame draws everything")
        _ = pty.drainOutput()

        labels[16].text = "abcdefghiX"  // the last cell: nothing after it is cheaper to resend
        app.drawFrame()
        #expect(WidgetRenderer.widgetsDrawnInLastRender <= 2, "the changed label (and the root behind it)")
        let sent = pty.drainOutput()
        #expect(Self.glyphs(in: sent) == ["X"], "one cell changed, one glyph sent: \(sent.debugDescription)")

        app.drawFrame()
        #expect(WidgetRenderer.widgetsDrawnInLastRender == 0, "nothing changed, nothing drawn")
        #expect(Self.glyphs(in: pty.drainOutput()).isEmpty)
    }

    /// The printable characters in terminal output, escape sequences removed.
    static func glyphs(in output: String) -> [Character] {
        var glyphs: [Character] = []
        var scalars = output.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                guard let kind = scalars.next() else { break }
                if kind == "[" {  // CSI: parameters up to a final byte @...~
                    while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
                } else if kind == "]" {  // OSC: up to BEL or ST
                    while let next = scalars.next(), next != "\u{07}", next != "\u{1B}" {}
                } else if kind == "(" || kind == ")" {
                    _ = scalars.next()
                }
            } else if scalar.value >= 0x20 && scalar.value != 0x7F {
                glyphs.append(Character(scalar))
            }
        }
        return glyphs
    }

    @Test func resizeFollowsTheTerminalAndRepaintsEverything() throws {
        let pty = try PtyPair(rows: 10, cols: 40)
        let screen = try makeScreen(pty)
        defer { screen.end() }
        #expect(screen.size == Size(width: 40, height: 10))
        let surface = screen.makeSurface()
        surface.draw("kept", at: .zero, style: .plain)
        screen.commit(cursor: nil)
        _ = pty.drainOutput()

        pty.resize(rows: 20, cols: 60)
        #expect(screen.updateSizeFromTerminal())
        #expect(screen.size == Size(width: 60, height: 20))
        #expect(screen.makeSurface().size == Size(width: 60, height: 20))
        #expect(!screen.updateSizeFromTerminal(), "the same size is no change")
        screen.commit(cursor: nil)
        #expect(pty.drainOutput().contains("kept"), "a resize repaints every cell")
    }

    @Test func cursorIsShownWhereAskedAndHiddenOtherwise() throws {
        let pty = try PtyPair(rows: 10, cols: 40)
        let screen = try makeScreen(pty)
        defer { screen.end() }
        screen.commit(cursor: nil)
        _ = pty.drainOutput()
        screen.commit(cursor: Point(x: 5, y: 3))
        let shown = pty.drainOutput()
        #expect(shown.contains("\u{1B}[?25h") || shown.contains("\u{1B}[?12;25h"))
        #expect(shown.contains("\u{1B}[4;6H"))
        screen.commit(cursor: nil)
        #expect(pty.drainOutput().contains("\u{1B}[?25l"))
    }

    @Test func endLeavesTheAlternateScreenAndRestoresTermios() throws {
        let pty = try PtyPair()
        var before = termios()
        tcgetattr(pty.slave, &before)
        let screen = try makeScreen(pty)
        var during = termios()
        tcgetattr(pty.slave, &during)
        #expect(during.c_lflag & tcflag_t(ECHO) == 0, "raw mode: no echo")
        screen.commit(cursor: nil)
        #expect(pty.drainOutput().contains("\u{1B}[?1049h"))
        screen.end()
        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
        #expect(pty.drainOutput().contains("\u{1B}[?1049l"))
    }

    @Test func unknownTerminalTypeIsAnError() throws {
        let pty = try PtyPair()
        #expect(throws: ScreenError.unknownTerminalType("no-such-terminal-xyz")) {
            try Screen(inputFD: pty.slave, outputFD: pty.slave, terminalType: "no-such-terminal-xyz")
        }
        #expect(pty.drainOutput().isEmpty, "nothing reaches the terminal")
    }

    @Test(arguments: [
        (Size(width: 80, height: 24), ["terminal too small: need 40×12"]),
        (Size(width: 16, height: 5), ["terminal too", "small: need", "40×12"]),
        (Size(width: 10, height: 1), ["terminal"]),
    ])
    func tooSmallMessageIsCentredAndCutToFit(size: Size, expected: [String]) {
        let layout = Screen.tooSmallLayout(minimum: Size(width: 40, height: 12), in: size)
        #expect(layout.map(\.1) == expected)
        for (point, line) in layout {
            #expect(point.x == (size.width - line.count) / 2)
            #expect(point.x + line.count <= size.width && point.y < size.height)
        }
    }
}

/// Below its minimum size an app shows what it needs, centred, and comes back when enlarged.
@Suite struct TooSmallTerminalTests {
    @Test func tooSmallMessageAndRecovery() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-restore-fixture"), arguments: ["wait"],
            size: TerminalSize(rows: 4, cols: 16))
        // The fixture needs 20×5.
        try await terminal.waitFor(text: "small: need")
        #expect(
            terminal.screen.lines == [
                "                ",
                "  terminal too  ",
                "small: need 20×5",
                "                ",
            ])

        try terminal.resize(rows: 10, cols: 40)
        try await terminal.waitFor(text: "restore fixture: wait")
        #expect(!terminal.screen.contains("too small"))

        try terminal.resize(rows: 10, cols: 19)
        try await terminal.waitFor(text: "need 20×5")
        try terminal.resize(rows: 10, cols: 40)
        try await terminal.waitFor(text: "restore fixture: wait")
        try terminal.process.signal(SIGTERM)
        #expect(await terminal.exitProblems(expecting: .exited(128 + SIGTERM)).isEmpty)
    }
}
