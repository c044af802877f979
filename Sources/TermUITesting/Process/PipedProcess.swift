import CPty
import Foundation

/// A program run with pipes instead of a terminal (standard input from
/// /dev/null), for what it prints where no terminal is: `--help`, a refusal to
/// start. ``run(executable:arguments:environment:)`` collects both streams and
/// the exit status.
///
/// Why not Foundation's `Process` and `Pipe`: their descriptors are not
/// close-on-exec, so a child another test spawns meanwhile inherits a copy of
/// the write end and the pipe never ends while that child lives; a
/// `readToEnd()` then blocks one of the few cooperative threads for good, and
/// with two of them blocked (a two-core machine) every other test in the
/// process stops. That hung a whole suite: two reads waited on a demo's
/// pipes that a long-lived HTTP fixture had inherited. Here the pipes are
/// close-on-exec from their creation and the reading is done on a thread of
/// its own, never on the cooperative pool.
public enum PipedProcess {
    /// How the program ended and what it wrote.
    public struct Result: Sendable {
        /// Its exit status, or the signal that ended it.
        public var status: PtyProcess.ExitStatus
        /// What it wrote to standard output.
        public var standardOutput: String
        /// What it wrote to standard error.
        public var standardError: String
    }

    /// Runs `executable` to its end, with `environment` on top of the clean
    /// environment every spawned child gets (see ``PtyProcess``).
    public static func run(
        executable: String, arguments: [String] = [], environment: [String: String] = [:]
    ) async throws(PtyError) -> Result {
        var output: Int32 = -1
        var errors: Int32 = -1
        var pid: pid_t = 0
        let childEnvironment = try spawn(executable, arguments, environment) { argv, envp in
            termui_pipe_spawn(executable, argv, envp, &output, &errors, &pid)
        }
        let (readOutput, readErrors, child) = (output, errors, pid)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
            let thread = Thread {
                let streams = readToEnd(readOutput, readErrors)
                var code: Int32 = -1
                var signo: Int32 = -1
                _ = termui_pty_wait(child, &code, &signo)
                let status: PtyProcess.ExitStatus = signo >= 0 ? .signaled(signo) : .exited(code)
                continuation.resume(
                    returning: Result(
                        status: status, standardOutput: String(decoding: streams.0, as: UTF8.self),
                        standardError: String(decoding: streams.1, as: UTF8.self)))
            }
            thread.name = "PipedProcess \(executable)"
            thread.start()
        }
        childEnvironment.removeHome()
        return result
    }

    /// Makes the clean environment (with `environment` on top), and calls
    /// `call` with `executable` and `arguments` and that environment as C
    /// arrays; throws its errno. Returns the environment, whose HOME the
    /// caller removes once the child is done.
    static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String],
        _ call: (
            UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
            UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        )
            -> Int32
    ) throws(PtyError) -> ChildEnvironment {
        let childEnvironment = try ChildEnvironment(extras: environment)
        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(childEnvironment.entries)
        let spawned = call(argv.pointer, envp.pointer)
        argv.deallocate()
        envp.deallocate()
        guard spawned == 0 else {
            childEnvironment.removeHome()
            throw .spawnFailed(executable: executable, errno: spawned)
        }
        return childEnvironment
    }

    /// Reads both descriptors until each ends, then closes them.
    private static func readToEnd(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var descriptors = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0),
            pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices
            where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes {
                    read(descriptors[index].fd, $0.baseAddress, $0.count)
                }
                if count > 0 {
                    collected[index] += buffer[0..<count]
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(descriptors[index].fd)
                    // A negative descriptor is ignored by poll.
                    descriptors[index].fd = -1
                }
            }
        }
        for descriptor in descriptors where descriptor.fd >= 0 { close(descriptor.fd) }
        return (collected[0], collected[1])
    }
}
