import Foundation
import TermUI

/// Waits, with a deadline, until `condition` holds, letting the main queue
/// run (a `.task`, a timer) and then `host` settle between looks. The
/// deadline is generous: a parallel run's other main-actor tests may hold
/// the main actor for long, and a passing wait returns as soon as it can.
/// It sleeps between looks: a yield-only loop would keep a core spinning
/// that the rest of a parallel run needs. Under a sanitizer the deadline is five
/// times as long: with ThreadSanitizer and the whole suite beside them, `.task`
/// and timer tests ran out 120 s behind the other main-actor tests.
@MainActor
func wait(
    _ host: HeadlessHost, timeout: Duration = .seconds(120), until condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout * sanitizerSlowdown
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))  // wait-ok: polls a condition under a deadline
        host.runPendingWork()
    }
    return true
}

/// How many times longer a deadline lasts in a sanitizer build (`make sanitize` sets the options).
let sanitizerSlowdown: Int =
    ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        || ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil ? 5 : 1
