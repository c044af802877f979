import Dispatch

/// The main-actor event loop: dispatch sources for terminal input and
/// signals, and one coalesced frame per turn of the main queue.
///
/// Nothing polls. Input wakes the loop through a read source on the terminal's
/// descriptor, signals through signal sources, and a frame is one
/// `DispatchQueue.main.async` however many widgets asked for it. An idle app
/// makes no system calls.
@MainActor
package final class EventLoop {
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    private let drawFrame: @MainActor () -> Void

    /// Creates a loop that calls `drawFrame` once per turn in which a frame was requested.
    package init(drawFrame: @escaping @MainActor () -> Void) {
        self.drawFrame = drawFrame
    }

    /// Calls `handler` whenever `fd` has bytes to read (or reached its end).
    package func watchInput(fd: Int32, handler: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { handler() }
        }
        source.resume()
        sources.append(source)
    }

    /// Calls `handler` on the main queue each time `signo` arrives.
    ///
    /// libdispatch takes the signal over (its own no-op handler and a
    /// `signalfd`), so the default action no longer applies.
    package func watchSignal(_ signo: Int32, handler: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeSignalSource(signal: signo, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { handler() }
        }
        source.resume()
        sources.append(source)
    }

    /// Asks for one frame at the end of this turn of the main queue.
    /// Any number of calls before it runs cost one frame.
    package func setNeedsFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        enqueueOnMainActor { [weak self] in self?.runFrame() }
    }

    /// Draws now if a frame is pending (used before blocking or exiting).
    package func runFrame() {
        guard frameScheduled else { return }
        frameScheduled = false
        drawFrame()
    }

    /// True while a frame is scheduled and has not run.
    package var isFramePending: Bool { frameScheduled }

    /// Cancels every source; the loop then delivers nothing more.
    package func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }
}
