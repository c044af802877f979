/// One thing an ``Animator`` advances every frame: a property moving to a new
/// value, or a repeating effect such as an indeterminate progress bar.
@MainActor
package protocol AnimationTrack: AnyObject {
    /// Updates the presented state for time `now`; returns false when the track is done.
    func step(at now: Double) -> Bool
    /// Called once after the animator dropped the track; `finished` is false
    /// when it was interrupted or cancelled.
    func didEnd(finished: Bool)
}

/// A track that calls `update` with the seconds elapsed since it started,
/// until `update` returns false or it is cancelled. Used for open-ended
/// effects that run only while their widget is visible.
@MainActor
package final class RepeatingTrack: AnimationTrack {
    private let start: Double
    private let update: (Double) -> Bool
    private let onEnd: ((Bool) -> Void)?

    package init(start: Double, update: @escaping (Double) -> Bool, onEnd: ((Bool) -> Void)? = nil) {
        self.start = start
        self.update = update
        self.onEnd = onEnd
    }

    package func step(at now: Double) -> Bool { update(now - start) }

    package func didEnd(finished: Bool) { onEnd?(finished) }
}
