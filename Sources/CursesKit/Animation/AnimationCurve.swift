/// How an animation's progress maps elapsed time to the distance covered.
///
/// Ease curves are quadratic, which reads smoothly at terminal frame rates
/// and keeps the values easy to predict in tests.
public enum AnimationCurve: Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Starts slowly and speeds up.
    case easeIn
    /// Starts fast and slows down at the end.
    case easeOut
    /// Slow at both ends, fastest in the middle.
    case easeInOut

    /// The fraction of the change covered after `time` (0...1) of the duration.
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
        }
    }
}
