import CPty
import Foundation

/// A program left running with a pipe to its standard input and one from its
/// standard output (standard error goes to /dev/null): a fixture server a
/// test scripts, or a writer a test kills halfway.
///
/// Why not Foundation's `Process`: on Linux it watches each child through a
/// socket pair whose child end is not close-on-exec, so a `Process` spawned
/// on another thread in the same moment inherits it; the first child's end
/// then never closes while the second lives, and `waitUntilExit()` waits
/// for good. That hung a whole suite: a scanner fixture had exited (a
/// zombie nobody reaped) while a long-lived HTTP fixture, started at the
/// same time by another test, held its socket. Here the pipes are
/// close-on-exec from their creation, every other descriptor is closed in
/// the child, and the child is waited for by its pid on a thread of its
/// own, never on the cooperative pool.
public final class PipedChild: @unchecked Sendable {
    /// The child's process id.
    public let pid: pid_t
    private let input: Int32
    private let environment: ChildEnvironment
    private let lock = NSLock()
    private var collected: [UInt8] = []
    private var status: PtyProcess.ExitStatus?
    private var inputOpen = true
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments`, in the clean environment every
    /// spawned child gets (see ``PtyProcess``) with `environment` on top.
    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:])
        throws(PtyError)
    {
        var input: Int32 = -1
        var output: Int32 = -1
        var pid: pid_t = 0
        let childEnvironment = try PipedProcess.spawn(executable, arguments, environment) { argv, envp in
            termui_pipe_spawn_server(executable, argv, envp, &input, &output, &pid)
        }
        self.pid = pid
        self.input = input
        self.environment = childEnvironment
        let reading = output
        let thread = Thread { [self] in watch(reading) }
        thread.name = "PipedChild \(executable)"
        thread.start()
    }

    deinit {
        stop()
        environment.removeHome()
    }

    /// Everything the child wrote to standard output so far.
    public var outputText: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// The output's lines so far.
    public var lines: [String] { outputText.split(separator: "\n").map(String.init) }

    /// How the child ended, or `nil` while it runs.
    public var exitStatus: PtyProcess.ExitStatus? { lock.withLock { status } }

    /// Writes `text` to the child's standard input.
    public func send(_ text: String) {
        lock.withLock {
            guard inputOpen else { return }
            var bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeMutableBytes {
                    write(input, $0.baseAddress! + offset, $0.count - offset)
                }
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { break }
                offset += written
            }
            bytes.removeAll()
        }
    }

    /// Kills the child (SIGKILL) unless it already ended, and waits until it is
    /// reaped and its output read to the end. Returns how it ended.
    @discardableResult
    public func stop() -> PtyProcess.ExitStatus? {
        lock.withLock {
            // Not reaped yet, so the pid is still this child's.
            if status == nil { _ = kill(pid, SIGKILL) }
            if inputOpen {
                close(input)
                inputOpen = false
            }
        }
        _ = finished.wait(timeout: .now() + 30)
        finished.signal()
        return exitStatus
    }

    /// Reads the output to its end, then reaps the child (under the lock, so
    /// ``stop()`` never signals a pid that was reused).
    private func watch(_ output: Int32) {
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            lock.withLock { collected += buffer[0..<count] }
        }
        close(output)
        _ = termui_pty_await_exit(pid)
        lock.withLock {
            var code: Int32 = -1
            var signo: Int32 = -1
            _ = termui_pty_wait(pid, &code, &signo)
            status = signo >= 0 ? .signaled(signo) : .exited(code)
        }
        finished.signal()
    }
}
