import TermUI

/// Waits, with a deadline, until `condition` holds, letting the main queue
/// run (a `.task`, a timer) and then `host` settle between looks. The
/// deadline is generous: a parallel run's other main-actor tests may hold
/// the main actor for long, and a passing wait returns as soon as it can.
/// It sleeps between looks: a yield-only loop would keep a core spinning
/// that the rest of a parallel run needs.
@MainActor
func wait(
    _ host: HeadlessHost, timeout: Duration = .seconds(120), until condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))  // wait-ok: polls a condition under a deadline
        host.runPendingWork()
    }
    return true
}
