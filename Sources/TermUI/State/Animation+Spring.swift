import CursesKit

extension Animation {
    /// A spring whose undamped period is `response` seconds and whose
    /// damping is `dampingFraction` (1: no overshoot), running until it rests.
    ///
    /// `blendDuration` is accepted: a new spring replaces a running one at
    /// once, from where the value is shown.
    ///
    /// ```swift
    /// withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { isExpanded.toggle() }
    /// ```
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        var animation = Animation(
            duration: AnimationCurve.springSettlingDuration(
                response: response, dampingFraction: dampingFraction),
            curve: .easeOut)
        animation.spring = (response, dampingFraction)
        return animation
    }

    /// A spring of perceptual `duration` seconds and `bounce` (0 none, up to
    /// 1 more; below 0 slower to settle, like an overdamped spring).
    ///
    /// `.spring()` with no argument is the response form above (damping
    /// 0.825), as SwiftUI's is; this form is chosen when an argument names it.
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce))
    }

    /// The default spring: response 0.5 s, damping fraction 0.825.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825) }

    /// A stiff spring for interactive changes (response 0.15 s, damping 0.86).
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// The default interactive spring.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15) }

    /// A spring of `mass`, `stiffness` and `damping`, as a physics model states
    /// it: its period is 2π√(mass/stiffness), its damping fraction
    /// damping / (2√(stiffness·mass)). `initialVelocity` is accepted; the
    /// spring starts at rest.
    ///
    /// ```swift
    /// .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: offset)
    /// ```
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let mass = max(mass, .leastNonzeroMagnitude)
        let stiffness = max(stiffness, .leastNonzeroMagnitude)
        return spring(
            response: 2 * Double.pi * (mass / stiffness).squareRoot(),
            dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// A spring of perceptual `duration` and `bounce`, sampled in time.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    /// The default interpolating spring (duration 0.5 s, no bounce).
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A spring with some bounce: duration 0.5 s, bounce 0.3.
    public static var bouncy: Animation { bouncy() }

    /// A spring with some bounce, `extraBounce` more.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring with no bounce: duration 0.5 s.
    public static var smooth: Animation { smooth() }

    /// A spring with no bounce, `extraBounce` more.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce: duration 0.5 s, bounce 0.15.
    public static var snappy: Animation { snappy() }

    /// A spring with a little bounce, `extraBounce` more.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// SwiftUI's mapping of bounce to damping: 1 − bounce, or 1 / (1 + bounce) below 0.
    static func dampingFraction(bounce: Double) -> Double {
        bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99))
    }
}
