import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// ``PipedProcess`` runs a program with pipes, and its pipes end when the
/// program does, even while a child another test spawned meanwhile, keeping
/// every descriptor it inherited, lives on.
@Suite struct PipedProcessTests {
    @Test func itsPipesEndWithItsChildNotWithAnotherOne() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(component: "termui-piped-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = folder.appending(component: "started")
        let gate = folder.appending(component: "gate")
        // The child says it started, then waits for the gate: the other child is
        // spawned while its pipes are open.
        async let piped = PipedProcess.run(
            executable: "/bin/sh",
            arguments: [
                "-c", "touch \"$1\"; while [ ! -e \"$0\" ]; do sleep 0.01; done; echo out; echo err >&2",
                gate.path, started.path,
            ])
        let hasStarted = await waitUntil(timeout: .seconds(30)) {
            FileManager.default.fileExists(atPath: started.path)
        }
        #expect(hasStarted)
        // Another child spawned meanwhile that keeps whatever it inherits (as
        // Foundation's `Process` does with a descriptor made while it spawns).
        var other: pid_t = 0
        let spawned = "/bin/sleep".withCString { path in
            "60".withCString { seconds in
                var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup(seconds), nil]
                defer { argv.forEach { free($0) } }
                return posix_spawn(&other, path, nil, nil, &argv, environ)
            }
        }
        #expect(spawned == 0)
        defer {
            kill(other, SIGKILL)
            var status: Int32 = 0
            waitpid(other, &status, 0)
        }
        FileManager.default.createFile(atPath: gate.path, contents: nil)
        let result = try await piped
        #expect(result.status == .exited(0))
        #expect(result.standardOutput == "out\n")
        #expect(result.standardError == "err\n")
        #expect(kill(other, 0) == 0, "the run waited for the other child to end: it held the pipes")
    }
}

/// ``PipedChild`` talks to a running program through its standard input and
/// output, knows when it ended and how, and passes it nothing else: a
/// descriptor the test process holds (a Foundation `Process`'s socket that is
/// not close-on-exec, as the one a long-lived fixture once inherited, which
/// left a scanner fixture unreaped for good) never reaches the child.
@Suite struct PipedChildTests {
    @Test func itTalksThroughItsStreamsAndIsReapedByItsPid() async throws {
        let child = try PipedChild(
            executable: "/bin/sh", arguments: ["-c", "echo ready; read line; echo \"got $line\""])
        #expect(await waitUntil(timeout: .seconds(30)) { child.lines == ["ready"] })
        #expect(child.exitStatus == nil)
        child.send("release\n")
        #expect(await waitUntil(timeout: .seconds(30)) { child.exitStatus != nil })
        #expect(child.exitStatus == .exited(0))
        #expect(child.lines == ["ready", "got release"])
    }

    @Test func stopKillsAndReaps() async throws {
        let child = try PipedChild(executable: "/bin/sleep", arguments: ["60"])
        #expect(child.stop() == .signaled(SIGKILL))
        #expect(kill(child.pid, 0) != 0, "reaped: no such process any more")
        #expect(child.stop() == .signaled(SIGKILL), "a second stop returns the same")
    }

    @Test func theChildHoldsOnlyItsThreeStreams() async throws {
        // A descriptor without close-on-exec, as Foundation's `Process` leaves its sockets.
        var leaked: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &leaked) == 0)
        defer { leaked.forEach { close($0) } }
        let child = try PipedChild(executable: "/bin/sh", arguments: ["-c", "ls /proc/self/fd; read line"])
        defer { child.stop() }
        #expect(await waitUntil(timeout: .seconds(30)) { child.lines.count >= 4 })
        // 0, 1, 2, and the descriptor `ls` opened to read the directory.
        #expect(child.lines == ["0", "1", "2", "3"], "inherited: \(child.lines)")
    }
}
