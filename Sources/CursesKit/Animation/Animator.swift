import Dispatch

/// Advances the running animations of one host, frame by frame.
///
/// Its timer exists only while something animates: an idle app has no timer
/// and makes no system calls. Each frame sets presented values, which mark
/// their widgets for display, so the host draws one frame per tick.
///
/// Tests inject a ``ManualAnimationClock`` and call ``tick()`` themselves.
@MainActor
public final class Animator {
    /// Where the animator reads the time.
    public let clock: AnimationClock
    /// How many frames per second the timer asks for.
    public let framesPerSecond: Double

    private var tracks: [AnimationTrack] = []
    private var timer: DispatchSourceTimer?
    /// Called when the last running animation ends (the timer stops).
    package var onIdle: (@MainActor () -> Void)?

    /// Creates an animator reading `clock` and ticking `framesPerSecond` times a second.
    public init(clock: AnimationClock = SystemAnimationClock(), framesPerSecond: Double = 60) {
        self.clock = clock
        self.framesPerSecond = max(1, framesPerSecond)
    }

    isolated deinit {
        timer?.cancel()
    }

    /// True while at least one animation runs.
    public var isAnimating: Bool { !tracks.isEmpty }

    /// True while the frame timer exists (exactly while ``isAnimating``).
    public var hasTimer: Bool { timer != nil }

    /// The number of running tracks, for tests and diagnostics.
    package var trackCount: Int { tracks.count }

    /// Starts advancing `track` from the next tick.
    package func add(_ track: AnimationTrack) {
        tracks.append(track)
        startTimerIfNeeded()
    }

    /// Stops `track` without finishing it; it hears `didEnd(finished: false)`.
    package func cancel(_ track: AnimationTrack) {
        guard let index = tracks.firstIndex(where: { $0 === track }) else { return }
        tracks.remove(at: index)
        stopTimerIfIdle()
        track.didEnd(finished: false)
    }

    /// True when `track` is still running.
    package func contains(_ track: AnimationTrack) -> Bool {
        tracks.contains { $0 === track }
    }

    /// Advances every running animation to the clock's current time.
    ///
    /// The timer calls this; tests call it after moving a manual clock.
    public func tick() {
        let now = clock.now
        var ended: [AnimationTrack] = []
        for track in tracks where !track.step(at: now) {
            ended.append(track)
        }
        guard !ended.isEmpty else { return }
        tracks.removeAll { track in ended.contains { $0 === track } }
        stopTimerIfIdle()
        // Completions run last: they may start new animations.
        for track in ended { track.didEnd(finished: true) }
    }

    private func startTimerIfNeeded() {
        guard timer == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        let interval = 1 / framesPerSecond
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(2))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.tick() }
        }
        timer = source
        source.resume()
    }

    private func stopTimerIfIdle() {
        guard tracks.isEmpty, let source = timer else { return }
        source.cancel()
        timer = nil
        onIdle?()
    }
}
