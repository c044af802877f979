/// A clock that moves only when told to, for deterministic animation tests.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// let animator = Animator(clock: clock)
/// clock.advance(by: 0.25)
/// animator.tick()
/// ```
@MainActor
public final class ManualAnimationClock: AnimationClock {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) {
        now += max(0, seconds)
    }
}
