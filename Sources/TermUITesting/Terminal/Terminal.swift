import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real executable running in a headless terminal: a pty plus libvterm.
///
/// Launch it, drive it with keys, text, clicks and resizes, let it settle, then look at
/// `screen` or compare it with a golden snapshot:
///
/// ```swift
/// let terminal = try Terminal.launch(executable: BuiltProduct.path("termui-demo"))
/// try await terminal.settle()
/// try terminal.press(.tab)
/// try await terminal.settle()
/// assertSnapshot(of: terminal, named: "focus-moved")
/// try terminal.press(.character("q"))
/// await terminal.expectCleanExit()
/// ```
///
/// Settling relies on the app's ready marker: with `TERMUI_READY_MARKER=1` (set by
/// `launch`) a TermUI app prints `OSC 5379;ready;<n> BEL` after each committed frame.
public final class Terminal: @unchecked Sendable {
    /// The process behind the terminal.
    public let process: PtyProcess
    /// How long waits last unless told otherwise: generous, for loaded CI machines.
    public static let defaultTimeout = Duration.seconds(30)

    let core: Core
    let usesReadyMarker: Bool

    /// State shared with the reader thread.
    final class Core: Sendable {
        let changes = ChangeSignal()
        let state: Locked<State>
        let answers: QueryAnswers

        /// What the reader thread and the test's thread share, behind ``state``.
        struct State {
            let virtualScreen: VirtualScreen
            weak var process: PtyProcess?
            var pendingReplies: [UInt8] = []
            var outputChunks = 0
            var outputBytes = 0
            var markerCountAtInput = 0
            var outputChunksAtInput = 0
            /// Every byte written to the app: input and the emulator's replies.
            var bytesWritten = 0
            var bytesWrittenAtInput = 0
            /// False once a byte went in while the line discipline could keep or
            /// turn it into a signal (before raw mode, or with signals on): the
            /// app's count of bytes read then no longer matches ``bytesWritten``.
            var countsBytesExactly = true
            var hasOutputEnded = false
            var hasExited = false

            /// What settling must see happen after this input.
            mutating func markInput() {
                markerCountAtInput = virtualScreen.readyMarkerCount
                outputChunksAtInput = outputChunks
                bytesWrittenAtInput = bytesWritten
            }

            /// True once the app has drawn a frame after the last input: a ready
            /// marker newer than the input, and, where the app says how much it
            /// has read, one drawn after reading every byte written by then.
            var hasFrameAfterInput: Bool {
                guard virtualScreen.readyMarkerCount > markerCountAtInput else { return false }
                guard countsBytesExactly, let read = virtualScreen.bytesReadAtLastMarker else { return true }
                return read >= bytesWrittenAtInput
            }
        }

        init(size: TerminalSize, answers: QueryAnswers) {
            state = Locked(State(virtualScreen: VirtualScreen(size: size)))
            self.answers = answers
        }

        func receive(_ bytes: [UInt8]) {
            let (target, replies) = state.withLock { state -> (PtyProcess?, [UInt8]) in
                state.outputChunks += 1
                state.outputBytes += bytes.count
                state.pendingReplies += answers.answer(bytes, state.virtualScreen.feed(bytes))
                let target = state.process
                var replies: [UInt8] = []
                if target != nil {
                    swap(&replies, &state.pendingReplies)
                    state.bytesWritten += replies.count
                }
                return (target, replies)
            }
            if let target, !replies.isEmpty {
                let reaching = Terminal.bytesReachingTheApp(replies, through: target)
                if reaching != replies.count { state.withLock { $0.countsBytesExactly = false } }
                try? target.write(replies)
            }
            changes.notify()
        }
    }

    /// Starts `executable` in a headless terminal of `size`.
    ///
    /// The environment is `PtyProcess.spawn`'s explicit one plus `TERMUI_READY_MARKER=1`
    /// (unless `readyMarker` is false) and `environment`. `answers` says how the
    /// terminal answers the app's queries (libvterm's own answers by default).
    public static func launch(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        size: TerminalSize = .standard,
        readyMarker: Bool = true,
        answers: QueryAnswers = .libvterm
    ) throws(PtyError) -> Terminal {
        let core = Core(size: size, answers: answers)
        var variables = readyMarker ? ["TERMUI_READY_MARKER": "1"] : [:]
        variables.merge(environment) { _, given in given }
        let events = PtyProcess.Events(
            output: { [core] bytes in core.receive(bytes) },
            outputEnded: { [core] in
                core.state.withLock { $0.hasOutputEnded = true }
                core.changes.notify()
            },
            exited: { [core] in
                core.state.withLock { $0.hasExited = true }
                core.changes.notify()
            })
        let process = try PtyProcess.spawn(
            executable: executable, arguments: arguments, environment: variables, size: size,
            events: events)
        // Replies to queries that arrived before the process was known go out now.
        let early: [UInt8] = core.state.withLock { state in
            state.process = process
            defer { state.pendingReplies.removeAll() }
            return state.pendingReplies
        }
        // Replies to what the app asked before this process was known (a loaded
        // machine runs the app that far first): counted as any reply is.
        if !early.isEmpty {
            let reaching = bytesReachingTheApp(early, through: process)
            core.state.withLock { state in
                if reaching != early.count { state.countsBytesExactly = false }
                state.bytesWritten += early.count
            }
            try? process.write(early)
        }
        return Terminal(process: process, core: core, usesReadyMarker: readyMarker)
    }

    private init(process: PtyProcess, core: Core, usesReadyMarker: Bool) {
        self.process = process
        self.core = core
        self.usesReadyMarker = usesReadyMarker
    }

    deinit {
        // A test that failed half-way must not leave its app running.
        if process.exitStatus == nil { try? process.signal(SIGKILL) }
    }

    // MARK: - Looking

    /// What the terminal shows now.
    public var screen: TerminalScreen {
        core.state.withLock { $0.virtualScreen.capture() }
    }

    /// The terminal's current size.
    public var size: TerminalSize {
        core.state.withLock { $0.virtualScreen.size }
    }

    /// Whether the app has the alternate screen switched on (`CSI ?1049h`).
    public var isAlternateScreenOn: Bool {
        core.state.withLock { $0.virtualScreen.isAlternateScreenOn }
    }

    /// True while every byte written has reached the app as written (so settling
    /// can wait for the frame that read the last one).
    var countsInputBytesExactly: Bool {
        core.state.withLock { $0.countsBytesExactly }
    }

    /// The OSC 8 hyperlink the cell at `row`, `col` shows (the URL the
    /// terminal opens on a click), or `nil`: the link that was open when the
    /// cell was last written.
    public func hyperlink(row: Int, col: Int) -> String? {
        core.state.withLock { $0.virtualScreen.link(row: row, col: col) }
    }

    /// Every OSC 8 hyperlink sequence the app sent, in order, as
    /// `params;URL` (`;` for a link's end).
    public var hyperlinkCommands: [String] {
        core.state.withLock { $0.virtualScreen.hyperlinkCommands }
    }

    /// The pictures a terminal with the kitty graphics protocol would show
    /// now, top to bottom (rebuilt from the APC strings the app sent).
    public var picturePlacements: [PicturePlacement] {
        core.state.withLock { $0.virtualScreen.graphics.shown }
    }

    /// How many pictures such a terminal would hold in memory now.
    public var storedPictureCount: Int {
        core.state.withLock { $0.virtualScreen.graphics.pictures.count }
    }

    /// Every kitty graphics command the app sent, its keys without the payload, in order.
    public var pictureCommands: [String] {
        core.state.withLock { $0.virtualScreen.graphics.commands }
    }

    /// The kitty graphics commands a real terminal would refuse (none, when all is well).
    public var pictureErrors: [String] {
        core.state.withLock { $0.virtualScreen.graphics.errors }
    }

    /// Every sixel image the app drew, in order (a terminal that draws
    /// sixels, at ``QueryAnswers/sixel``'s 10 × 20 pixels a cell).
    public var sixelImages: [SixelImage] {
        core.state.withLock { $0.virtualScreen.sixels.images }
    }

    /// Which cells show a sixel now, per row: a glyph written into a cell,
    /// an erase or a scroll wipes its part, as in foot or xterm.
    public var sixelCells: [[Bool]] {
        core.state.withLock { $0.virtualScreen.sixels.cellsShown }
    }

    /// The average colour of the sixel pixels in the top (or bottom) half of
    /// the cell at `row`, `col`; nil where the cell shows no sixel.
    public func sixelColor(row: Int, col: Int, topHalf: Bool) -> (red: Int, green: Int, blue: Int)? {
        core.state.withLock { $0.virtualScreen.sixels.average(row: row, col: col, topHalf: topHalf) }
    }

    /// Sixel images a real terminal would refuse, or that would scroll its
    /// screen (one reaching the last row); none, when all is well.
    public var sixelErrors: [String] {
        core.state.withLock { $0.virtualScreen.sixels.errors }
    }

    /// How many ready markers the app has emitted.
    public var readyMarkerCount: Int {
        core.state.withLock { $0.virtualScreen.readyMarkerCount }
    }

    // MARK: - Driving

    /// Types `text` as one write, as a paste-free burst of keystrokes would arrive.
    public func type(_ text: String) throws(PtyError) {
        try send(Array(text.utf8))
    }

    /// Presses `key`: its whole sequence in one write, in the app's current key modes.
    public func press(_ key: Key) throws(PtyError) {
        let bytes: [UInt8]
        if let characterBytes = key.characterBytes {
            bytes = characterBytes
        } else if case .named(let named) = key.base {
            bytes = core.state.withLock { $0.virtualScreen.bytes(for: named, modifiers: key.modifiers) }
        } else {
            bytes = []
        }
        try send(bytes)
    }

    /// Presses each key in turn (each its own write); settle afterwards to see the result.
    public func press(_ keys: Key...) throws(PtyError) {
        for key in keys { try press(key) }
    }

    /// Clicks at the 0-based cell `row`, `col`: an SGR mouse press, then a release, as two
    /// writes sent back to back (the app may read them together). To model a person's
    /// click, with time for the app to react to the press, use `mouseDown`, `settle()`,
    /// `mouseUp`.
    public func click(row: Int, col: Int, button: Int = 0) throws(PtyError) {
        try mouseDown(row: row, col: col, button: button)
        try mouseUp(row: row, col: col, button: button)
    }

    /// Presses mouse `button` (0 left, 1 middle, 2 right) over the 0-based cell `row`, `col`.
    public func mouseDown(row: Int, col: Int, button: Int = 0) throws(PtyError) {
        try send(Array("\u{1B}[<\(button);\(col + 1);\(row + 1)M".utf8))
    }

    /// Releases mouse `button` over the 0-based cell `row`, `col`.
    public func mouseUp(row: Int, col: Int, button: Int = 0) throws(PtyError) {
        try send(Array("\u{1B}[<\(button);\(col + 1);\(row + 1)m".utf8))
    }

    /// Which way the wheel turns.
    public enum ScrollDirection: Sendable {
        /// Towards the top (wheel button 4).
        case up
        /// Towards the bottom (wheel button 5).
        case down
    }

    /// Turns the mouse wheel one notch over the 0-based cell `row`, `col`.
    public func scroll(_ direction: ScrollDirection, row: Int, col: Int) throws(PtyError) {
        let button = direction == .up ? 64 : 65
        try send(Array("\u{1B}[<\(button);\(col + 1);\(row + 1)M".utf8))
    }

    /// Resizes the terminal: libvterm first, then the pty, so the app's SIGWINCH finds the
    /// emulator already at the new size.
    public func resize(rows: Int, cols: Int) throws(PtyError) {
        core.state.withLock { state in
            state.virtualScreen.resize(to: TerminalSize(rows: rows, cols: cols))
            state.markInput()
        }
        try process.resize(rows: rows, cols: cols)
    }

    /// Asks the app to redraw everything at the size it has: a SIGWINCH without a
    /// new size (setting the size a terminal already has sends no signal). A
    /// TermUI app then repaints every cell from its state, changing nothing else,
    /// so comparing the screen before and after shows a cell an incremental frame
    /// left behind. `settle()` afterwards waits for that frame.
    public func redrawEverything() throws(PtyError) {
        core.state.withLock { $0.markInput() }
        try process.signal(SIGWINCH)
    }

    /// How many of `bytes` reach the app, or nil when the line discipline may keep
    /// or change some (line editing, flow control). In raw mode every byte does,
    /// except, with signals on, the characters that become a signal instead (a
    /// TermUI app keeps only Ctrl-C's, so it can be interrupted while busy).
    static func bytesReachingTheApp(_ bytes: [UInt8], through process: PtyProcess) -> Int? {
        guard let settings = try? process.termios(),
            settings.c_lflag & tcflag_t(ICANON) == 0, settings.c_iflag & tcflag_t(IXON | IGNCR) == 0
        else { return nil }
        guard settings.c_lflag & tcflag_t(ISIG) != 0 else { return bytes.count }
        let characters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
        let signalling = Set(
            [VINTR, VQUIT, VSUSP].map { characters[Int($0)] }.filter { $0 != 0 })  // 0: _POSIX_VDISABLE, none
        return bytes.count { !signalling.contains($0) }
    }

    /// Writes raw bytes to the app, noting the moment for `settle()`.
    public func send(_ bytes: [UInt8]) throws(PtyError) {
        let reaching = Self.bytesReachingTheApp(bytes, through: process)
        core.state.withLock { state in
            if reaching == nil { state.countsBytesExactly = false }
            state.bytesWritten += reaching ?? bytes.count
            state.markInput()
        }
        try process.write(bytes)
    }
}
