import Dispatch
import Foundation
import Locking

/// Wakes async waiters when something changed, with a deadline and without polling.
///
/// Each change bumps a generation; a waiter passes the generation it last looked at and
/// resumes as soon as it differs, or at its deadline.
final class ChangeSignal: Sendable {
    private struct State {
        var generation: UInt64 = 0
        var nextWaiter: UInt64 = 0
        var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Locked(State())

    var current: UInt64 {
        state.withLock { $0.generation }
    }

    func notify() {
        let resumed: [CheckedContinuation<Void, Never>] = state.withLock { state in
            state.generation &+= 1
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for continuation in resumed { continuation.resume() }
    }

    /// Returns once the generation differs from `seen`, or at `deadline`.
    func wait(changedFrom seen: UInt64, until deadline: ContinuousClock.Instant) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let id: UInt64? = state.withLock { state in
                guard state.generation == seen else { return nil }
                state.nextWaiter &+= 1
                state.waiters[state.nextWaiter] = continuation
                return state.nextWaiter
            }
            guard let id else {
                continuation.resume()
                return
            }
            let delay = max(0, (deadline - .now).seconds)
            // Only resumes a waiter: at the default QoS it would queue behind a parallel
            // test run's CPU-bound work, and a settle's 80 ms of quiet would take seconds.
            DispatchQueue.global(qos: .userInteractive).asyncAfter(deadline: .now() + delay) { [self] in
                let expired = state.withLock { $0.waiters.removeValue(forKey: id) }
                expired?.resume()
            }
        }
    }
}
