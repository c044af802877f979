/// How an animation's progress maps elapsed time to the distance covered.
///
/// Ease curves are quadratic, which reads smoothly at terminal frame rates
/// and keeps the values easy to predict in tests. A spring is a damped
/// spring released from the old value with no speed, sampled in time (see
/// ``spring(response:dampingFraction:)``).
public enum AnimationCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly and speeds up.
    case easeIn
    /// Starts fast and slows down at the end.
    case easeOut
    /// Slow at both ends, fastest in the middle.
    case easeInOut
    /// A damped spring: `response` is the period of the undamped spring in
    /// seconds, `dampingFraction` its damping (1 critical, below 1 it
    /// overshoots and swings back). Its duration is
    /// ``springSettlingDuration(response:dampingFraction:)``: the time
    /// argument of ``progress(_:)`` is a fraction of that.
    case spring(response: Double, dampingFraction: Double)

    /// The fraction of the change covered after `time` (0...1) of the duration.
    ///
    /// A spring's fraction goes past 1 when it overshoots; it is 1 at the end.
    public func progress(_ time: Double) -> Double {
        let t = min(1, max(0, time))
        switch self {
        case .linear:
            return t
        case .easeIn:
            return t * t
        case .easeOut:
            return 1 - (1 - t) * (1 - t)
        case .easeInOut:
            return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        case .spring(let response, let dampingFraction):
            if t >= 1 { return 1 }
            let duration = Self.springSettlingDuration(response: response, dampingFraction: dampingFraction)
            return 1
                - Self.springDisplacement(
                    at: t * duration, response: response, dampingFraction: dampingFraction)
        }
    }
}
