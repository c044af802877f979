import CPty
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An executable running on its own pseudo-terminal, driven from outside.
///
/// The child is a session leader with the pty as its controlling terminal, so it receives
/// SIGWINCH on `resize`, SIGHUP when the master goes away, and job-control signals as in a real
/// terminal. Its environment is explicit (see `spawn`). Everything it prints is collected in
/// `output` by a background reader, which stops at the end of output (EIO or 0 when the
/// child and every holder of the pty have gone).
///
/// ```swift
/// let process = try PtyProcess.spawn(executable: demoPath, arguments: ["--screen", "web"])
/// let before = try process.termios()
/// try process.signal(SIGTERM)
/// #expect(try process.waitForExit(timeout: .seconds(20)) == .exited(0))
/// ```
public final class PtyProcess: @unchecked Sendable {
    /// The child's process id.
    public let pid: pid_t
    /// The pty master: write here to type, read here (the reader does) to see output.
    public let masterFD: Int32
    /// The path the child was started from.
    public let executable: String

    private let environment: ChildEnvironment
    private let events: Events
    // Guards everything below; waiters sleep on it.
    private let condition = NSCondition()
    private var collected: [UInt8] = []
    private var ended = false
    private var status: ExitStatus?

    /// Starts `executable` on a new pty of `size`.
    ///
    /// The child's environment is built from scratch: `TERM=xterm-256color`, `LANG` and
    /// `LC_ALL` `C.UTF-8`, `ESCDELAY=25`, a temporary `HOME` with XDG folders inside, a plain
    /// `PATH`, and no `LINES`/`COLUMNS`; `environment` is merged over that base.
    ///
    /// - Parameters:
    ///   - executable: the path of the program to run.
    ///   - arguments: its arguments, without the program's name.
    ///   - environment: variables merged over the base environment above.
    ///   - size: the pty's rows and columns.
    ///   - onOutput: called on the reader thread with each chunk the child prints,
    ///     in order, once `output` includes it (what a terminal's screen shows
    ///     from it, `output` holds).
    public static func spawn(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        size: TerminalSize = .standard,
        onOutput: (@Sendable ([UInt8]) -> Void)? = nil
    ) throws(PtyError) -> PtyProcess {
        try spawn(
            executable: executable, arguments: arguments, environment: environment, size: size,
            events: Events(output: onOutput))
    }

    /// What a driver (a `Terminal`) hears from the background threads, in order.
    struct Events: Sendable {
        var output: (@Sendable ([UInt8]) -> Void)?
        var outputEnded: (@Sendable () -> Void)?
        var exited: (@Sendable () -> Void)?
    }

    static func spawn(
        executable: String, arguments: [String], environment: [String: String],
        size: TerminalSize, events: Events
    ) throws(PtyError) -> PtyProcess {
        let childEnvironment = try ChildEnvironment(extras: environment)
        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(childEnvironment.entries)
        defer {
            argv.deallocate()
            envp.deallocate()
        }
        var child = termui_pty_child(master_fd: -1, pid: 0)
        let result = termui_pty_spawn(
            executable, argv.pointer, envp.pointer,
            UInt16(clamping: size.rows), UInt16(clamping: size.cols), &child)
        guard result == 0 else {
            childEnvironment.removeHome()
            throw .spawnFailed(executable: executable, errno: result)
        }
        let process = PtyProcess(
            pid: child.pid, masterFD: child.master_fd, executable: executable,
            environment: childEnvironment, events: events)
        process.startThreads()
        return process
    }

    private init(
        pid: pid_t, masterFD: Int32, executable: String, environment: ChildEnvironment,
        events: Events
    ) {
        self.pid = pid
        self.masterFD = masterFD
        self.executable = executable
        self.environment = environment
        self.events = events
    }

    deinit {
        // Only reached after the reader and reaper threads finished: the child has exited
        // and the output has ended, so nobody writes to this descriptor any more.
        close(masterFD)
    }

    // MARK: - Output

    /// Everything the child has printed so far.
    public var output: [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return collected
    }

    /// `output` decoded as UTF-8 (invalid bytes replaced).
    public var outputText: String {
        String(decoding: output, as: UTF8.self)
    }

    /// Whether the reader has seen the end of output (EIO or 0 from the master).
    public var hasOutputEnded: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ended
    }

    /// Blocks until `predicate(output)` holds or the output ends, at most `timeout`.
    ///
    /// - Returns: whether the predicate held.
    @discardableResult
    public func waitForOutput(
        timeout: Duration, where predicate: ([UInt8]) -> Bool
    ) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(collected) {
            if ended || !condition.wait(until: deadline) { return predicate(collected) }
        }
        return true
    }

    /// Blocks until the output contains `text` (see `waitForOutput(timeout:where:)`).
    @discardableResult
    public func waitForOutput(containing text: String, timeout: Duration) -> Bool {
        waitForOutput(timeout: timeout) { String(decoding: $0, as: UTF8.self).contains(text) }
    }

    /// Blocks until the end of output, at most `timeout`.
    public func waitForOutputEnd(timeout: Duration) throws(PtyError) {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) {
                throw .timedOut("the end of output of \(executable) (EIO on the pty master)")
            }
        }
    }

    // MARK: - Input and control

    /// Writes `bytes` to the terminal in one `write` call (retried only for the remainder).
    ///
    /// Send a multi-byte key sequence in one call: split across writes, an app may read
    /// half a sequence and see a bare Esc.
    public func write(_ bytes: [UInt8]) throws(PtyError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(masterFD, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .systemCall("write to the pty of \(executable)", errno: errno)
            }
            offset += written
        }
    }

    /// Writes the UTF-8 bytes of `text` in one `write` call.
    public func write(_ text: String) throws(PtyError) {
        try write(Array(text.utf8))
    }

    /// Sets the pty's size; the child's session receives SIGWINCH.
    public func resize(rows: Int, cols: Int) throws(PtyError) {
        let result = termui_pty_set_size(masterFD, UInt16(clamping: rows), UInt16(clamping: cols))
        guard result == 0 else { throw .systemCall("TIOCSWINSZ", errno: result) }
    }

    /// Sends `signo` to the child, unless it has already exited (its pid may be reused then).
    public func signal(_ signo: Int32) throws(PtyError) {
        condition.lock()
        defer { condition.unlock() }
        guard status == nil else { return }
        if kill(pid, signo) != 0 {
            throw .systemCall("kill(\(pid), \(signo))", errno: errno)
        }
    }

    /// The terminal's current settings as the child left them (`tcgetattr` on the master).
    public func termios() throws(PtyError) -> TerminalSettings {
        var settings = TerminalSettings()
        guard tcgetattr(masterFD, &settings) == 0 else {
            throw .systemCall("tcgetattr on the pty master", errno: errno)
        }
        return settings
    }

    /// Changes the terminal's settings, as a shell does to a job it stopped (`tcsetattr` on the master).
    public func setTermios(_ settings: TerminalSettings) throws(PtyError) {
        var copy = settings
        guard tcsetattr(masterFD, TCSANOW, &copy) == 0 else {
            throw .systemCall("tcsetattr on the pty master", errno: errno)
        }
    }

    // MARK: - Exit

    /// How the child ended, or `nil` while it runs.
    public var exitStatus: ExitStatus? {
        condition.lock()
        defer { condition.unlock() }
        return status
    }

    /// Blocks until the child exits, at most `timeout`, and returns how it ended.
    ///
    /// This waits for this child's pid only; other children of the test process are
    /// never reaped here.
    public func waitForExit(timeout: Duration) throws(PtyError) -> ExitStatus {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let status { return status }
            if !condition.wait(until: deadline) {
                if let status { return status }
                throw .timedOut("\(executable) (pid \(pid)) to exit")
            }
        }
    }

    // MARK: - Threads

    private func startThreads() {
        let reader = Thread { [self] in readUntilEnd() }
        reader.name = "termui-pty-reader-\(pid)"
        reader.start()
        let reaper = Thread { [self] in reap() }
        reaper.name = "termui-pty-reaper-\(pid)"
        reaper.start()
    }

    private func readUntilEnd() {
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(masterFD, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            // Kept first, then handed on: a terminal feeds its screen from the
            // callback, and whatever a test sees there must be in `output`
            // already (the other order let a test find a screen's text but
            // not the bytes that drew it).
            condition.lock()
            collected += chunk
            condition.broadcast()
            condition.unlock()
            events.output?(chunk)
        }
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
        events.outputEnded?()
    }

    private func reap() {
        // Wait without reaping first, so `signal` (under the lock) never hits a reused pid.
        _ = termui_pty_await_exit(pid)
        // Before anyone hears of the exit: a test that ends right after waitForExit must
        // not leave the temporary HOME behind.
        environment.removeHome()
        var code: Int32 = -1
        var signo: Int32 = -1
        condition.lock()
        let result = termui_pty_wait(pid, &code, &signo)
        status = result != 0 ? .exited(-1) : (signo >= 0 ? .signaled(signo) : .exited(code))
        condition.broadcast()
        condition.unlock()
        events.exited?()
    }
}

extension Duration {
    /// The duration in seconds as a `TimeInterval`.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
