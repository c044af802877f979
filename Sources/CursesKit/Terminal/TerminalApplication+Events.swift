import CTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalApplication {
    /// Checks the terminal's input and output and its `TERM`, and opens the
    /// screen on them; on failure prints one line on standard error and ends
    /// through the exit path with status 2. `NO_COLOR` set to anything but the
    /// empty string (no-color.org) turns colour off.
    func openDisplayOrExit() -> any TerminalDisplay {
        if case .inline = presentation {
            return InlineScreen(terminal: terminal)
        }
        do {
            return try Self.openScreen(on: terminal)
        } catch {
            exitWithMessage(error.description)
        }
    }

    /// The screen on `terminal`, or why there can be none.
    static func openScreen(on terminal: TerminalIO) throws(ScreenError) -> Screen {
        let standard = terminal.inputFD == STDIN_FILENO && terminal.outputFD == STDOUT_FILENO
        if isatty(terminal.inputFD) == 0 {
            throw .notATerminal(stream: standard ? "standard input" : "input descriptor \(terminal.inputFD)")
        }
        if isatty(terminal.outputFD) == 0 {
            throw .notATerminal(
                stream: standard ? "standard output" : "output descriptor \(terminal.outputFD)")
        }
        guard let type = terminal.environment["TERM"], !type.isEmpty else { throw .terminalTypeUnset }
        let noColor = !(terminal.environment["NO_COLOR"] ?? "").isEmpty
        return try Screen(
            inputFD: terminal.inputFD, outputFD: terminal.outputFD, terminalType: type, monochrome: noColor,
            guardsTerminal: true, queries: TerminalQueries(environment: terminal.environment))
    }

    private func exitWithMessage(_ message: String) -> Never {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        let line = "\(program.isEmpty ? "termui" : program): \(message)".escapingControlCharacters + "\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exitPath(2)
    }

    func startWatching(_ screen: any TerminalDisplay) {
        if screen.inputFD >= 0 {
            loop.watchInput(fd: screen.inputFD) { [unowned self] in self.readInput() }
            // Input the Ctrl-C guard took while this thread was busy (see
            // TerminalInputReader.guardsInterruptKey) no longer shows on the descriptor.
            let guardWake = cterminal_interrupt_guard_wake_fd()
            if guardWake >= 0 {
                loop.watchInput(fd: guardWake) { [unowned self] in
                    cterminal_interrupt_guard_drain_wake()
                    self.readInput()
                }
            }
        }
        loop.watchSignal(SIGWINCH) { [unowned self] in self.terminalDidResize() }
        loop.watchSignal(SIGTSTP) { [unowned self] in self.suspendToShell() }
        loop.watchSignal(SIGCONT) { [unowned self] in self.resumeAfterStop() }
        // SIGTERM, SIGHUP and SIGINT (and Ctrl-C, which the terminal turns into
        // SIGINT) are answered within the grace period even while this thread is
        // busy: CTerminal's watchdog restores the terminal and exits if the orderly
        // quit below has not happened by then.
        let terminationFD = cterminal_watch_termination(Self.terminationGraceMilliseconds)
        if terminationFD >= 0 {
            loop.watchInput(fd: terminationFD) { [unowned self] in self.takeTerminationSignals() }
        }
    }

    /// How long an orderly quit may take after a termination signal before the
    /// watchdog restores the terminal and ends the process itself.
    static let terminationGraceMilliseconds: Int32 = 60

    /// Signals noted by CTerminal's handler: Ctrl-C from the terminal is a key
    /// (the app may take it); SIGTERM, SIGHUP and a sent SIGINT end the app.
    private func takeTerminationSignals() {
        var fromTerminal: Int32 = 0
        while case let signo = cterminal_take_termination(&fromTerminal), signo != 0 {
            if fromTerminal != 0 {
                cterminal_acknowledge_termination()
                if !isQuitting {
                    handle(KeyEvent.control("c"))
                    didHandleEvents?()
                }
            } else {
                terminate(exitCode: 128 + signo)
            }
        }
    }

    // MARK: - Input

    private func readInput() {
        guard let screen = display, screen.isActive else { return }
        let bytesBefore = screen.inputBytesRead
        let before = screen.capabilities
        let events = screen.readEvents()
        takeReports(from: screen)
        // An answer that turned hyperlinks or pictures on (the display applies
        // it as it reads): the links and pictures already drawn go out with the next frame.
        let after = screen.capabilities
        if (!before.hyperlinks && after.hyperlinks) || (!before.graphics && after.graphics) {
            loop.setNeedsFrame()
        }
        for event in events where !isQuitting {
            switch event {
            // A key acts as it goes down; a release reaches the app only when it
            // asked for releases (``reportsKeyReleases``), never the widgets.
            case .key(let key) where key.phase == .up:
                if reportsKeyReleases { _ = onKey?(key) }
            case .key(let key): handle(key)
            case .mouse(var mouse):
                // An inline region's rows show the content from its scroll offset on.
                if screen is InlineScreen { mouse.location.y += inlineScrollOffset }
                handle(mouse)
            case .paste(let text): handlePaste(text)
            }
        }
        // Every event of the read is applied; the frame (one, at the end of this
        // turn of the main queue) shows them all.
        if !isQuitting { didHandleEvents?() }
        // A harness waits for the ready marker that counts its last byte; input
        // that changed nothing (a wheel past the end, a reply the decoder took
        // silently) still gets one, in a frame that sends no cells.
        if screen.writesReadyMarker && screen.inputBytesRead != bytesBefore { loop.setNeedsFrame() }
        // The terminal hung up: what it sent before is handled, then the app ends.
        if screen.inputEnded && !isQuitting { terminate(exitCode: 128 + SIGHUP) }
    }

    /// Answers to the start-up queries (already applied by the display) and
    /// focus changes: the host hears of each.
    private func takeReports(from screen: any TerminalDisplay) {
        var changed = false
        for report in screen.takeReports() {
            switch report {
            case .focus(let focused): onFocusChange?(focused)
            case .cursorPosition: break
            default: changed = true
            }
        }
        guard changed else { return }
        didChangeCapabilities?(screen.capabilities)
        // An answer that turned pictures on asked for everything to be drawn
        // again (their cells are noted only as they are drawn): that frame
        // comes now, not at the next key.
        if screen.isFullRedrawPending { loop.setNeedsFrame() }
    }

    /// A paste goes to the focused widget only: never to ``onKey``, so no
    /// character in it runs a command.
    private func handlePaste(_ text: String) {
        if let onPaste {
            onPaste(text)
            return
        }
        _ = focusChain.dispatch(paste: text)
    }

    private func handle(_ mouse: MouseEvent) {
        if let onMouse, onMouse(mouse) { return }
        _ = focusChain.dispatch(mouse)
    }

    private func handle(_ key: KeyEvent) {
        if let onKey, onKey(key) { return }
        if key == .control("c") {
            quit(exitCode: Self.interruptExitStatus)
            return
        }
        // Ctrl-Z is undo in a focused text control, else it suspends to the shell.
        if key == .control("z") {
            if !focusChain.dispatch(key) { suspendToShell() }
            return
        }
        _ = focusChain.dispatch(key)
    }

    // MARK: - Signals

    /// Repaints everything after a resize, even one that ends at the size the
    /// app already had: signals coalesce, so a shrink and a grow back between
    /// two reads look like no change, yet the terminal cut (or reflowed)
    /// what it showed at the smaller size.
    private func terminalDidResize() {
        guard let screen = display, screen.isActive else { return }
        if screen.updateSizeFromTerminal() { onResize?(screen.size) }
        screen.setNeedsFullRedraw()
        root.setNeedsLayout()
        loop.setNeedsFrame()
    }

    /// Puts the terminal back for the shell and stops (as Ctrl-Z does);
    /// continues here on SIGCONT, with every mode restored and the screen repainted.
    public func suspendToShell() {
        guard let screen = display, screen.isActive else { return }
        screen.suspend()
        cterminal_stop_self()
        // Continued: the SIGCONT that did it is already handled here.
        ignoresNextContinue = true
        resume(screen)
    }

    private func resumeAfterStop() {
        guard let screen = display else { return }
        if ignoresNextContinue {
            ignoresNextContinue = false
            return
        }
        // Stopped by someone else (`kill -STOP`): the shell put the terminal back in
        // line mode meanwhile. Leave and re-enter every mode (raw, keypad, mouse,
        // alternate screen, bracketed paste), then repaint.
        screen.suspend()
        resume(screen)
    }

    /// Re-enters curses modes and repaints everything.
    private func resume(_ screen: any TerminalDisplay) {
        screen.resume()
        screen.setNeedsFullRedraw()
        if screen.updateSizeFromTerminal() { onResize?(screen.size) }
        root.setNeedsLayout()
        loop.setNeedsFrame()
    }
}
