import CursesKit

/// How a change moves from the old value to the new one over time.
///
/// TermUI passes it to widgets through `context.transaction`; widgets honour
/// it with `Widget.animate`. Springs (`.spring`, `.interpolatingSpring`,
/// `.bouncy`, `.smooth`, `.snappy`) are timing curves too: a damped spring
/// released with no speed, sampled each frame, whose ``duration`` is the
/// time it takes to come to rest. A value that cannot go past its target
/// (a colour, a count of cells) stops there while the spring overshoots.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The pacing of an animation.
    public enum Curve: Sendable, Hashable {
        /// Constant speed; slow start; slow end; slow start and end.
        case linear, easeIn, easeOut, easeInOut
    }

    /// How long the animation runs, in seconds.
    public var duration: Double
    /// Its pacing (`.easeOut` for a spring, the ease closest to one, for code that reads it).
    public var curve: Curve
    /// The spring's response and damping fraction, when the animation is one.
    var spring: (response: Double, dampingFraction: Double)? {
        get { springResponse.map { ($0, springDampingFraction) } }
        set {
            springResponse = newValue?.response
            springDampingFraction = newValue?.dampingFraction ?? 0
        }
    }
    private var springResponse: Double?
    private var springDampingFraction = 0.0

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

    /// The CursesKit curve that paces a widget animation this way.
    var timingCurve: AnimationCurve {
        if let spring { return .spring(response: spring.response, dampingFraction: spring.dampingFraction) }
        return curve.cursesCurve
    }

    /// The curve and the duration, as the lifecycle pane shows it: `easeInOut(0.35s)`,
    /// `spring(0.5, 0.825)(0.72s)`.
    public var description: String {
        if let spring { return "spring(\(spring.response), \(spring.dampingFraction))(\(duration)s)" }
        return "\(curve)(\(duration)s)"
    }
}

extension Animation.Curve {
    /// The CursesKit curve that paces a widget animation the same way.
    var cursesCurve: AnimationCurve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        }
    }
}
