import Dispatch

/// Runs `body` on the main actor at a later turn of the main queue: the one
/// hop from any thread (a source's reader, a transfer's callback, a lock's
/// holder) or from the main actor itself (to run after the current event).
///
/// A block on the main queue runs on the main actor (the main queue is its
/// executor), so `assumeIsolated` only states what holds, and would trap if it
/// ever did not. Unlike `Task { @MainActor in }` it makes no task: blocks run
/// in the order they were enqueued, after what the queue already holds (a
/// frame scheduled before it draws first).
///
/// ```swift
/// enqueueOnMainActor { [weak self] in self?.apply(result) }
/// ```
package func enqueueOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated(body) }
}
