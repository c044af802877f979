/// A `Terminal` wait that ran out of time, with what the screen showed then.
public struct TerminalError: Error, CustomStringConvertible {
    /// What was awaited, in words.
    public let awaited: String
    /// The screen at the deadline.
    public let screen: TerminalScreen
    /// How the app had ended, if it had.
    public let exitStatus: PtyProcess.ExitStatus?

    /// The awaited thing, then the framed screen.
    public var description: String {
        let ended = exitStatus.map { " (the app had ended: \($0))" } ?? ""
        return "timed out waiting for \(awaited)\(ended); the screen was:\n\(screen)"
    }
}
