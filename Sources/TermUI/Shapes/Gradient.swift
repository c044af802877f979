import CursesKit

/// Colours along a line from 0 to 1: what a ``LinearGradient``,
/// ``RadialGradient`` or ``AngularGradient`` spreads over a shape.
///
/// Between two stops the colour is mixed in RGB; before the first stop and
/// after the last it is that stop's colour. The terminal's default colour has
/// no RGB value, so next to it the nearer stop's colour is taken whole.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .red, location: 0), .init(color: .yellow, location: 0.3)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where along it the colour is pure.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is pure, from 0 to 1.
        public var location: CGFloat

        /// A stop of `color` at `location` (0 to 1).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient of these stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of `colors` spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// The colour at `location` (clamped to 0...1); `nil` with no stops.
    func color(at location: CGFloat) -> Color? {
        let sorted = stops.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }
        .map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return nil }
        let t = min(1, max(0, location))
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (from, to) in zip(sorted, sorted.dropFirst()) where t <= to.location {
            let span = to.location - from.location
            guard span > 0 else { return to.color }
            return from.color.interpolated(to: to.color, fraction: (t - from.location) / span)
        }
        return last.color
    }
}
