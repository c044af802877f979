extension PtyProcess {
    /// How a child process ended.
    ///
    /// Nested in `PtyProcess` because Swift Testing has a top-level `ExitStatus` of its own.
    public enum ExitStatus: Hashable, Sendable, CustomStringConvertible {
        /// The process called `exit` with this code.
        case exited(Int32)
        /// The process was killed by this signal (a crash, or a signal nobody handled).
        case signaled(Int32)

        /// `"exit 0"` or `"signal 11"`.
        public var description: String {
            switch self {
            case .exited(let code): "exit \(code)"
            case .signaled(let signo): "signal \(signo)"
            }
        }
    }
}
