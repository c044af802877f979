import Foundation
import TermUITesting
import Testing

/// An idle app makes no wakeups, even after an action's plain `Task` that
/// slept on `ContinuousClock` has run: the bench's tiny app, launched as a
/// person runs it, with `--action-sleep`.
@Suite struct IdleWakeupTests {
    /// Long enough to see libdispatch's once-a-second workqueue monitor twice.
    static let quiet = Duration.seconds(3)

    @Test func anActionsSleepingTaskLeavesTheAppQuiet() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-bench-termui"), arguments: ["--action-sleep"])
        try await terminal.waitFor(text: "Added 0 times")
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Added 1 times")
        let switches = await Self.contextSwitchesUntilQuiet(of: terminal.process.pid, deadline: .seconds(60))
        #expect(switches.isQuiet, "context switches never stood still for \(Self.quiet): \(switches.samples)")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// Polls the context switches of every thread of `pid` until none of them
    /// moves for ``quiet`` (each switch is a wakeup or a preemption), or until
    /// `deadline`; returns whether they stood still and the totals seen at each
    /// change. A thread that ends is no wakeup to come (libdispatch retires an
    /// idle worker a while after its last job, later still on a loaded box):
    /// only threads alive in both looks are compared, and a new one counts.
    static func contextSwitchesUntilQuiet(of pid: pid_t, deadline: Duration) async -> (
        isQuiet: Bool, samples: [Int]
    ) {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        var last = contextSwitches(of: pid)
        var samples = [last.values.reduce(0, +)]
        var since = clock.now
        while clock.now < end {
            try? await Task.sleep(for: .milliseconds(100))  // wait-ok: polls a condition under a deadline
            let now = contextSwitches(of: pid)
            let moved = now.contains { thread, count in last[thread].map { count != $0 } ?? true }
            last = now
            if moved {
                samples.append(now.values.reduce(0, +))
                since = clock.now
            } else if clock.now - since >= quiet {
                return (true, samples)
            }
        }
        return (false, samples)
    }

    /// Voluntary and involuntary context switches of each thread of `pid` so far, by thread id.
    static func contextSwitches(of pid: pid_t) -> [String: Int] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var counts: [String: Int] = [:]
        for thread in threads {
            let status =
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8)) ?? ""
            counts[thread] = status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }.reduce(0)
            {
                $0 + (Int($1.split(separator: "\t").last.map(String.init) ?? "") ?? 0)
            }
        }
        return counts
    }
}
