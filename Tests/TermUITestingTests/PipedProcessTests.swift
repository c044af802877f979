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
