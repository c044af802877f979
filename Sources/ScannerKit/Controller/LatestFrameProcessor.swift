import Dispatch
import Locking

/// Runs `work` on frames one at a time on a queue of its own, always on the
/// newest frame: a frame that arrives while another is being read replaces
/// any frame still waiting, so nothing queues up when reading is slower than
/// the source.
package final class LatestFrameProcessor<Input: Sendable, Output: Sendable>: Sendable {
    private struct State {
        var pending: Input?
        var isBusy = false
        var processed = 0
        var dropped = 0
    }

    private let state = Locked(State())
    private let queue: DispatchQueue
    private let work: @Sendable (Input) -> Output
    private let deliver: @Sendable (Output) -> Void

    /// A processor that reads with `work` and hands each result to `deliver`, both on its queue.
    package init(
        label: String, work: @escaping @Sendable (Input) -> Output,
        deliver: @escaping @Sendable (Output) -> Void
    ) {
        self.queue = DispatchQueue(label: label)
        self.work = work
        self.deliver = deliver
    }

    /// Offers a frame: read next, unless a newer one comes first.
    package func submit(_ input: Input) {
        let startsWorker = state.withLock { state -> Bool in
            if state.pending != nil { state.dropped += 1 }
            state.pending = input
            guard !state.isBusy else { return false }
            state.isBusy = true
            return true
        }
        if startsWorker { queue.async { self.drain() } }
    }

    /// Forgets the frame waiting, if any (the one being read still finishes).
    package func discardPending() {
        state.withLock { $0.pending = nil }
    }

    /// Frames read so far.
    package var processedCount: Int { state.withLock { $0.processed } }
    /// Frames replaced by a newer one before they were read.
    package var droppedCount: Int { state.withLock { $0.dropped } }

    private func drain() {
        while let input = takePending() {
            let output = work(input)
            state.withLock { $0.processed += 1 }
            deliver(output)
        }
    }

    private func takePending() -> Input? {
        state.withLock { state in
            guard let next = state.pending else {
                state.isBusy = false
                return nil
            }
            state.pending = nil
            return next
        }
    }
}
