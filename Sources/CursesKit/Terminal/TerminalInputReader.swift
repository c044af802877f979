import CTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a terminal's input descriptor and decodes it into events: one
/// `read(2)` per block, decoded by ``TerminalInputDecoder``. The full-screen
/// ``Screen`` and the ``InlineScreen`` read keys the same way through it.
@MainActor
package final class TerminalInputReader {
    /// The descriptor keys are read from.
    package let fd: Int32
    private var decoder: TerminalInputDecoder
    /// Where one `read(2)` puts the terminal's bytes.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// True once reading met the input's end (the terminal hung up).
    package private(set) var inputEnded = false
    /// The `read(2)` calls made so far (counted work for tests).
    package private(set) var readCount = 0
    /// The bytes read so far: a test harness compares them with what it wrote.
    package private(set) var bytesRead = 0

    /// Whether Ctrl-C is guarded while the main thread is busy: on while the kitty
    /// keyboard protocol is (it sends Ctrl-C as a key sequence, which makes no
    /// SIGINT), for a reader whose app guards the terminal. See CTerminal's
    /// `cterminal_interrupt_guard_enable`: a guard thread takes input that waits
    /// unread for ``interruptGuardMilliseconds`` and reads drain what it took first.
    package var guardsInterruptKey = false {
        didSet {
            guard guardsInterruptKey != oldValue else { return }
            let on: Int32 = guardsInterruptKey ? 1 : 0
            if cterminal_interrupt_guard_enable(fd, on, Self.interruptGuardMilliseconds) != 0 {
                guardsInterruptKey = false
            }
        }
    }

    /// How long input may wait unread before the guard takes it (the main thread is busy).
    package static let interruptGuardMilliseconds: Int32 = 250

    /// Bytes the interrupt guard took from the terminal that no read has drained yet.
    nonisolated package static var interruptGuardPendingBytes: Int { cterminal_interrupt_guard_pending() }

    /// A reader of `fd` that decodes the key sequences of `keys`.
    package init(fd: Int32, keys: KeySequenceTable) {
        self.fd = fd
        decoder = TerminalInputDecoder(keys: keys)
    }

    /// The terminal's reports decoded so far (answers to queries, focus changes),
    /// taken out of the input: never events.
    package func takeReports() -> [TerminalReport] {
        decoder.takeReports()
    }

    /// Notes that a cursor position query (`CSI 6 n`) was sent on its own:
    /// its answer is awaited.
    package func expectCursorReport() {
        decoder.expectedCursorReports += 1
    }

    /// Notes that queries were sent: their answers are awaited until the
    /// sentinel's (DA1), and with `cursorPosition` a cursor position report.
    package func expectReports(cursorPosition: Bool) {
        if cursorPosition { decoder.expectedCursorReports += 1 }
        decoder.awaitsAnswers = true
    }

    /// True while a cursor position report asked for has not come.
    package var awaitsCursorReports: Bool { decoder.expectedCursorReports > 0 }

    /// Before the terminal goes back to the shell: reads (and drops) what
    /// comes for up to `milliseconds` while a cursor position report is owed,
    /// so an answer that is on its way is taken here rather than echoed on
    /// the shell's line once echo is back on (`^[[2;1R` after the prompt).
    package func takeOwedCursorReports(milliseconds: Int) {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while awaitsCursorReports, !inputEnded {
            let left = ContinuousClock.now.duration(to: deadline).components
            let remaining = Int32(clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
            guard remaining > 0, hasBytes(timeoutMilliseconds: remaining) else { return }
            _ = readEvents()
        }
    }

    /// Reads everything waiting and decodes it, one `read(2)` per block.
    ///
    /// Never blocks, except that a read ending inside an escape sequence (or
    /// a lone Esc) waits up to ``TerminalInputDecoder/escapeDelayMilliseconds`` for the
    /// rest. A paste goes on across calls until its end marker. When the
    /// terminal hung up, ``inputEnded`` becomes true.
    package func readEvents() -> [InputEvent] {
        guard !inputEnded else { return [] }
        var events = readAvailable()
        let delay = TerminalInputDecoder.escapeDelayMilliseconds
        while !inputEnded, decoder.isWaitingForMore, hasBytes(timeoutMilliseconds: delay) {
            events += readAvailable()
        }
        if !inputEnded { events += decoder.finishBurst() }
        return events
    }

    /// Reads while the terminal has bytes waiting; decodes each block.
    private func readAvailable() -> [InputEvent] {
        var events: [InputEvent] = []
        while hasBytes(timeoutMilliseconds: 0) {
            let count = buffer.withUnsafeMutableBytes { buffer in
                guardsInterruptKey || cterminal_interrupt_guard_pending() > 0
                    ? cterminal_interrupt_guard_read(fd, buffer.baseAddress, buffer.count)
                    : read(fd, buffer.baseAddress, buffer.count)
            }
            readCount += 1
            if count > 0 {
                bytesRead += count
                events += decoder.feed(buffer[0..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                // End of input (0) or an error such as EIO: the terminal is gone.
                inputEnded = true
                break
            }
        }
        return events
    }

    /// Whether bytes wait (the guard's, or the terminal's within the timeout).
    private func hasBytes(timeoutMilliseconds: Int32) -> Bool {
        // The guard may hold bytes taken after it stopped guarding: they come first.
        if cterminal_interrupt_guard_pending() > 0 { return true }
        return Self.isReadable(fd, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Whether `fd` has bytes to read (or has reached its end) within the timeout.
    private static func isReadable(_ fd: Int32, timeoutMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, timeoutMilliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }
}
