#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Waits until `condition` holds, looking at it on the main actor every
/// 2 ms, or until `timeout` of looking has passed; returns whether it held.
///
/// The deadline counts the time this wait could look, not the time it was
/// held up: in a parallel run (and more under a sanitizer) other tests can
/// keep the main actor, and the threads that wake it, busy for a minute,
/// and a wall-clock deadline then ran out on a wait that was never late. A
/// look that comes late counts as 50 ms. Under AddressSanitizer or
/// ThreadSanitizer (`ASAN_OPTIONS` or `TSAN_OPTIONS` set, as `make sanitize`
/// does) the deadline is five times as long.
///
/// ```swift
/// #expect(await waitUntil { loader.isLoading == false })
/// ```
@MainActor
public func waitUntil(timeout: Duration = .seconds(120), _ condition: () -> Bool) async -> Bool {
    let budget = timeout * (runsUnderASanitizer ? 5 : 1)
    var looked = Duration.zero
    var last = ContinuousClock.now
    while !condition() {
        let now = ContinuousClock.now
        looked += min(now - last, .milliseconds(50))
        last = now
        if looked > budget { return false }
        try? await Task.sleep(for: .milliseconds(2))  // wait-ok: polls a condition under a deadline
    }
    return true
}

/// True when the process runs under AddressSanitizer or ThreadSanitizer.
public let runsUnderASanitizer: Bool = getenv("ASAN_OPTIONS") != nil || getenv("TSAN_OPTIONS") != nil
