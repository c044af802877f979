/// Why a terminal could not be set up; the message says what to do about it.
public enum ScreenError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe or a file).
    case notATerminal(stream: String)
    /// `TERM` is not set.
    case terminalTypeUnset
    /// ncurses found no terminfo entry for the terminal type.
    case unknownTerminalType(String)
    /// The terminal cannot move its cursor (no `cup` in terminfo, as `TERM=dumb`).
    case cannotAddressCursor(String)
    /// A stream could not be opened over a descriptor.
    case cannotOpenStream(fd: Int32)

    /// What went wrong, in one line a person can act on.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal; run this program in a terminal window"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case .unknownTerminalType(let name):
            return "unknown terminal type '\(name)'; set TERM to a type in terminfo, e.g. xterm-256color"
        case .cannotAddressCursor(let name):
            return
                "terminal type '\(name)' cannot move the cursor, which a full-screen program needs; "
                + "run it in a terminal window with TERM set to its type, e.g. xterm-256color"
        case .cannotOpenStream(let fd):
            return "cannot open a stream on file descriptor \(fd)"
        }
    }
}
