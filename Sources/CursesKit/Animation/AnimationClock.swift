import Dispatch

/// The time source animations read, in seconds from an arbitrary origin.
///
/// The app uses ``SystemAnimationClock``; tests inject a
/// ``ManualAnimationClock`` and step the ``Animator`` with ``Animator/tick()``.
@MainActor
public protocol AnimationClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
}

/// Monotonic time since boot, unaffected by wall-clock changes.
@MainActor
public final class SystemAnimationClock: AnimationClock {
    /// Creates the clock.
    public init() {}

    /// Seconds since an arbitrary start, from the monotonic clock.
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }
}
