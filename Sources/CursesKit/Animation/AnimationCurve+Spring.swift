#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AnimationCurve {
    /// How far a spring still is from its target after `seconds`, as a
    /// fraction of the whole change (1 at the start, 0 at rest, below 0 past it).
    ///
    /// The spring starts at rest one unit from the target: its angular
    /// frequency is 2π / `response` and its damping ratio `dampingFraction`.
    /// A `response` of 0 is infinitely stiff: already there.
    public static func springDisplacement(at seconds: Double, response: Double, dampingFraction: Double)
        -> Double
    {
        guard response > 0 else { return 0 }
        let t = max(0, seconds)
        let omega = 2 * Double.pi / response
        let zeta = max(0, dampingFraction)
        if abs(zeta - 1) < 1e-9 {
            return exp(-omega * t) * (1 + omega * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let fast = -zeta * omega - spread
        let slow = -zeta * omega + spread
        return (fast * exp(slow * t) - slow * exp(fast * t)) / (fast - slow)
    }

    /// The displacement a spring is taken to be at rest within (a thousandth
    /// of the change: a tenth of a cell of an 80-column move).
    public static let springRestThreshold = 0.001

    /// The longest a spring runs (an undamped one never comes to rest).
    public static let longestSpring = 10.0

    /// How long a spring takes until it stays within ``springRestThreshold``
    /// of its target: the duration of a spring animation.
    ///
    /// Below critical damping the bound is the envelope of the swing,
    /// e^(−ζωt) / √(1 − ζ²); at or above it the displacement itself, which
    /// only shrinks.
    public static func springSettlingDuration(response: Double, dampingFraction: Double) -> Double {
        guard response > 0 else { return 0 }
        let omega = 2 * Double.pi / response
        let zeta = max(0, dampingFraction)
        if zeta < 1 {
            guard zeta > 0 else { return longestSpring }
            let settle = log(1 / (springRestThreshold * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
            return min(longestSpring, max(0, settle))
        }
        // Monotonic: halve the interval that holds the crossing.
        var low = 0.0
        var high = longestSpring
        guard springDisplacement(at: high, response: response, dampingFraction: zeta) < springRestThreshold
        else {
            return longestSpring
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if springDisplacement(at: middle, response: response, dampingFraction: zeta) > springRestThreshold
            {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }
}
