import Dispatch
import Foundation

/// Wakes async waiters when something changed, with a deadline and without polling.
///
/// Each change bumps a generation; a waiter passes the generation it last looked at and
/// resumes as soon as it differs, or at its deadline.
final class ChangeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var generation: UInt64 = 0
    private var nextWaiter: UInt64 = 0
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]

    var current: UInt64 {
        lock.withLock { generation }
    }

    func notify() {
        let resumed: [CheckedContinuation<Void, Never>] = lock.withLock {
            generation &+= 1
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
        for continuation in resumed { continuation.resume() }
    }

    /// Returns once the generation differs from `seen`, or at `deadline`.
    func wait(changedFrom seen: UInt64, until deadline: ContinuousClock.Instant) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let id: UInt64? = lock.withLock {
                guard generation == seen else { return nil }
                nextWaiter &+= 1
                waiters[nextWaiter] = continuation
                return nextWaiter
            }
            guard let id else {
                continuation.resume()
                return
            }
            let delay = max(0, (deadline - .now).seconds)
            // Only resumes a waiter: at the default QoS it would queue behind a parallel
            // test run's CPU-bound work, and a settle's 80 ms of quiet would take seconds.
            DispatchQueue.global(qos: .userInteractive).asyncAfter(deadline: .now() + delay) { [self] in
                let expired = lock.withLock { waiters.removeValue(forKey: id) }
                expired?.resume()
            }
        }
    }
}
