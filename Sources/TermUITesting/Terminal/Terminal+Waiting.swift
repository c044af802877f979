import Foundation

extension Terminal {
    /// Waits until the app has finished reacting to the last input (or to its launch).
    ///
    /// First the ready marker of a frame drawn after the app read the last input's every byte
    /// (any output when the terminal was launched without markers), then `quiet` with no
    /// output at all, after a
    /// frame whose marker did not say an animation is running. Time is
    /// measured from the input, never from the last output, so a slow app is not mistaken
    /// for an idle one.
    ///
    /// - Throws: `TerminalError` with the screen, when `timeout` passes first.
    public func settle(
        timeout: Duration = Terminal.defaultTimeout, quiet: Duration = .milliseconds(80)
    ) async throws(TerminalError) {
        let deadline = ContinuousClock.now + timeout
        let awaited =
            usesReadyMarker
            ? "a ready marker (OSC 5379) after the last input" : "output after the last input"
        try await wait(for: awaited, until: deadline) { state in
            usesReadyMarker ? state.hasFrameAfterInput : state.outputChunks > state.outputChunksAtInput
        }
        var shown = screen
        var unchangedSince = ContinuousClock.now
        // The time this wait could look, as `waitUntil` counts it: a loaded parallel run
        // can keep this task off every thread for longer than the whole timeout, and the
        // first look after that sees the app's last frames as "just changed". Each pass
        // counts at most two quiet periods, so a starved task is never timed out for
        // time it could not look, while a screen that never settles still runs it out.
        var looked = Duration.zero
        var last = ContinuousClock.now
        while true {
            let seen = core.changes.current
            let quietEnd = ContinuousClock.now + quiet
            await core.changes.wait(changedFrom: seen, until: quietEnd)
            let woke = ContinuousClock.now
            looked += min(woke - last, quiet * 2)
            last = woke
            // Quiet, and the last frame was not one of an animation still running
            // (on a loaded machine its frames may come further apart than `quiet`).
            if core.changes.current == seen && !animationRunning { return }
            // Output came, but if the screen has been the same for `quiet`, the
            // frames changed no cell (their ready markers, work finishing late on a
            // loaded machine): that is not a screen still changing.
            let now = screen
            if now != shown {
                shown = now
                unchangedSince = ContinuousClock.now
            } else if ContinuousClock.now - unchangedSince >= quiet, !animationRunning {
                return
            }
            if looked >= timeout {
                throw failure(animationRunning ? "an animation to end" : "\(quiet) without output")
            }
        }
    }

    /// True when the app's last ready marker said an animation will draw more frames.
    private var animationRunning: Bool {
        core.state.withLock { $0.virtualScreen.isAnimating }
    }

    /// Waits until some row of the screen contains `text`.
    ///
    /// - Throws: `TerminalError` with the screen, when `timeout` passes first.
    public func waitFor(
        text: String, timeout: Duration = Terminal.defaultTimeout
    ) async throws(TerminalError) {
        try await waitFor("the text \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen.
    ///
    /// ```swift
    /// try await terminal.waitFor("the cursor in the field") { $0.cursor.row == 5 }
    /// ```
    /// - Throws: `TerminalError` with the screen, when `timeout` passes first.
    public func waitFor(
        _ description: String = "a condition on the screen",
        timeout: Duration = Terminal.defaultTimeout,
        _ condition: (TerminalScreen) -> Bool
    ) async throws(TerminalError) {
        try await wait(for: description, until: .now + timeout) {
            condition($0.virtualScreen.capture())
        }
    }

    /// Waits until the app has exited and its output has ended, then returns how it ended.
    public func waitForExit(
        timeout: Duration = Terminal.defaultTimeout
    ) async throws(TerminalError) -> PtyProcess.ExitStatus {
        let deadline = ContinuousClock.now + timeout
        try await wait(for: "the app to exit", until: deadline) { $0.hasExited }
        // Output still in the pty when the app exited belongs to the final screen.
        try? await wait(for: "the end of output", until: deadline) { $0.hasOutputEnded }
        guard let status = process.exitStatus else { throw failure("the app's exit status") }
        return status
    }

    /// What is wrong with how the app ended: an unexpected status (a crash), the alternate
    /// screen left on, or the cursor left hidden. Empty when the exit was clean.
    public func exitProblems(
        expecting expected: PtyProcess.ExitStatus = .exited(0), timeout: Duration = Terminal.defaultTimeout
    ) async -> [String] {
        let status: PtyProcess.ExitStatus
        do {
            status = try await waitForExit(timeout: timeout)
        } catch {
            return [error.description]
        }
        var problems: [String] = []
        if status != expected {
            problems.append("the app ended with \(status), expected \(expected)")
        }
        if isAlternateScreenOn { problems.append("the app left the alternate screen on") }
        if !screen.cursor.isVisible { problems.append("the app left the cursor hidden") }
        return problems
    }

    // MARK: - Internals

    /// Waits until `condition` (evaluated under the lock) holds, or throws at `deadline`.
    func wait(
        for description: String, until deadline: ContinuousClock.Instant,
        _ condition: (inout Core.State) -> Bool
    ) async throws(TerminalError) {
        while true {
            let seen = core.changes.current
            if core.state.withLock({ condition(&$0) }) { return }
            if ContinuousClock.now >= deadline { throw failure(description) }
            await core.changes.wait(changedFrom: seen, until: deadline)
        }
    }

    func failure(_ description: String) -> TerminalError {
        TerminalError(awaited: description, screen: screen, exitStatus: process.exitStatus)
    }
}
