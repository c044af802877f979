extension Terminal {
    /// Starts keeping every frame the app commits (the screen at each ready marker),
    /// dropping any kept before. Read them with ``recordedFrames``.
    ///
    /// Frames are captured on the reader thread as the markers arrive, so none is
    /// missed however late the test looks: an animation's intermediate frames can be
    /// checked after it ended.
    ///
    /// ```swift
    /// terminal.recordFrames()
    /// try terminal.press(.character("a"))
    /// try await terminal.settle()
    /// #expect(terminal.recordedFrames.contains { $0[row: 5, col: 18].style.foreground == .indexed(170) })
    /// ```
    public func recordFrames() {
        core.state.withLock { state in
            state.virtualScreen.frames.removeAll()
            state.virtualScreen.recordsFrames = true
        }
    }

    /// The frames committed since ``recordFrames()``, oldest first.
    public var recordedFrames: [TerminalScreen] {
        core.state.withLock { $0.virtualScreen.frames }
    }

    /// How many bytes the app has written to the terminal since launch (all of them,
    /// escape sequences and ready markers included): take the difference around a key
    /// to count what the key cost.
    public var outputByteCount: Int {
        core.state.withLock { $0.outputBytes }
    }
}
