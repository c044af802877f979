import Foundation
import TermUI

/// Waits, with a deadline, until `condition` holds, letting the main queue
/// run (a `.task`, a timer) and then `host` settle between looks. The
/// deadline is generous: a parallel run's other tests may hold the main
/// queue for long, and a passing wait returns as soon as it can. It counts
/// the time this wait could look, not the time it was held up: on Linux the
/// main queue is drained by the same worker threads as the global executor,
/// so CPU-bound tests beside it can hold every look back for a minute (a 1 ms
/// timer "did not fire" within 120 s once in CI that way); a look that comes
/// late counts as 50 ms. It sleeps between looks on the main-queue clock (no
/// thread of the global executor needed to wake), so the wait leaves the
/// cores to the rest of the run. Under a sanitizer the deadline is five
/// times as long.
@MainActor
func wait(
    _ host: HeadlessHost, timeout: Duration = .seconds(120), until condition: () -> Bool
) async -> Bool {
    let budget = timeout * sanitizerSlowdown
    var looked = Duration.zero
    var last = ContinuousClock.now
    while !condition() {
        let now = ContinuousClock.now
        looked += min(now - last, .milliseconds(50))
        last = now
        if looked > budget { return false }
        try? await Task.sleep(for: .milliseconds(2), clock: .mainQueue)  // wait-ok: polls under a deadline
        host.runPendingWork()
    }
    return true
}

/// How many times longer a deadline lasts in a sanitizer build (`make sanitize` sets the options).
let sanitizerSlowdown: Int =
    ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        || ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil ? 5 : 1
