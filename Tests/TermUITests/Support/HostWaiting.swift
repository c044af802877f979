import TermUI

/// Waits, with a deadline, until `condition` holds, letting the main queue
/// run (a `.task`, a timer) and then `host` settle between looks. The
/// deadline is generous: a parallel run's other main-actor tests may hold
/// the main actor for long, and a passing wait returns as soon as it can.
@MainActor
func wait(
    _ host: HeadlessHost, timeout: Duration = .seconds(120), until condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        await Task.yield()
        host.runPendingWork()
    }
    return true
}
