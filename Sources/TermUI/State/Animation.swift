/// How a change moves from the old value to the new one over time.
///
/// TermUI passes it to widgets through `context.transaction`; widgets honour
/// it with `Widget.animate`.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The pacing of an animation.
    public enum Curve: Sendable, Hashable {
        /// Constant speed; slow start; slow end; slow start and end.
        case linear, easeIn, easeOut, easeInOut
    }

    /// How long the animation runs, in seconds.
    public var duration: Double
    /// Its pacing.
    public var curve: Curve

    /// Creates an animation.
    public init(duration: Double, curve: Curve) {
        self.duration = duration
        self.curve = curve
    }

    /// Ease in and out over 0.35 s.
    public static let `default` = Animation(duration: 0.35, curve: .easeInOut)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation.default
    /// Constant speed over 0.35 s.
    public static let linear = Animation(duration: 0.35, curve: .linear)
    /// Start slowly, over 0.35 s.
    public static let easeIn = Animation(duration: 0.35, curve: .easeIn)
    /// End slowly, over 0.35 s.
    public static let easeOut = Animation(duration: 0.35, curve: .easeOut)

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(duration: duration, curve: .easeInOut)
    }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(duration: duration, curve: .linear) }
    /// Start slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(duration: duration, curve: .easeIn) }
    /// End slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(duration: duration, curve: .easeOut)
    }

    /// The curve and the duration, as the lifecycle pane shows it: `easeInOut(0.35s)`.
    public var description: String { "\(curve)(\(duration)s)" }
}
