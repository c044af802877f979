/// What went wrong while driving a process through a pty.
public enum PtyError: Error, Equatable, CustomStringConvertible {
    /// The executable could not be started (`errno` from the pty setup or from exec).
    case spawnFailed(executable: String, errno: Int32)
    /// A system call on the pty failed.
    case systemCall(String, errno: Int32)
    /// Waiting for something took longer than the deadline.
    case timedOut(String)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case .spawnFailed(let executable, let code):
            "could not start \(executable): \(errnoText(code)) (errno \(code))"
        case .systemCall(let call, let code):
            "\(call) failed: \(errnoText(code)) (errno \(code))"
        case .timedOut(let what):
            "timed out waiting for \(what)"
        }
    }
}
