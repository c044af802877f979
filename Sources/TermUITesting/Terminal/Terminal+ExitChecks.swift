import Testing

extension Terminal {
    /// Fails the test unless the app exits with `status` and leaves the terminal usable:
    /// no crash, the alternate screen off, the cursor visible.
    ///
    /// ```swift
    /// try terminal.press(.character("q"))
    /// await terminal.expectCleanExit()
    /// ```
    public func expectCleanExit(
        status: PtyProcess.ExitStatus = .exited(0),
        timeout: Duration = Terminal.defaultTimeout,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let problems = await exitProblems(expecting: status, timeout: timeout)
        guard !problems.isEmpty else { return }
        Issue.record(
            """
            The app did not exit cleanly: \(problems.joined(separator: "; ")). The screen was:
            \(screen)
            Output tail: \(String(process.outputText.suffix(400)).debugDescription)
            """, sourceLocation: sourceLocation)
    }
}
