#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a ``TerminalApplication`` runs on: the terminal's input and output
/// descriptors and the environment it reads (`TERM`, `NO_COLOR`,
/// `TERMUI_READY_MARKER`), given by its caller rather than taken from the
/// process, so an embedder or a test can run it on a pty of its own.
///
/// ```swift
/// let app = TerminalApplication(
///     root: window,
///     terminal: TerminalIO(inputFD: pty, outputFD: pty, environment: ["TERM": "xterm-256color"]))
/// ```
public struct TerminalIO: Sendable {
    /// The descriptor keys are read from.
    public var inputFD: Int32
    /// The descriptor frames are written to.
    public var outputFD: Int32
    /// The environment variables the application reads.
    public var environment: [String: String]

    /// A terminal on `inputFD` and `outputFD`, with `environment`.
    public init(inputFD: Int32, outputFD: Int32, environment: [String: String]) {
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.environment = environment
    }

    /// The process's own terminal: standard input, standard output and the process's environment.
    public static var standard: TerminalIO {
        TerminalIO(inputFD: STDIN_FILENO, outputFD: STDOUT_FILENO, environment: processEnvironment())
    }

    /// The process's environment variables, read once from `environ`.
    private static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
