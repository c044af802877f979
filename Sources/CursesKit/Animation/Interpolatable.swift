/// A value an animation can move gradually from one state to another.
public protocol Interpolatable: Equatable {
    /// The value `fraction` (0...1) of the way from `self` to `target`.
    ///
    /// A fraction of 0 gives `self` and 1 gives `target` exactly.
    func interpolated(to target: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// The value `fraction` of the way from this one to `target`.
    public func interpolated(to target: Double, fraction: Double) -> Double {
        if fraction >= 1 { return target }
        if fraction <= 0 { return self }
        return self + (target - self) * fraction
    }
}

extension Int: Interpolatable {
    /// The value `fraction` of the way from this one to `target`, rounded to the nearest integer.
    public func interpolated(to target: Int, fraction: Double) -> Int {
        if fraction >= 1 { return target }
        if fraction <= 0 { return self }
        let delta = Double(target - self) * fraction
        // Rounded half away from zero without libm, which not every executable links.
        return self + Int(delta + (delta < 0 ? -0.5 : 0.5))
    }
}

extension Point: Interpolatable {
    /// The point `fraction` of the way to `target`, rounded to whole cells.
    public func interpolated(to target: Point, fraction: Double) -> Point {
        Point(
            x: x.interpolated(to: target.x, fraction: fraction),
            y: y.interpolated(to: target.y, fraction: fraction))
    }
}

extension Size: Interpolatable {
    /// The size `fraction` of the way to `target`, rounded to whole cells.
    public func interpolated(to target: Size, fraction: Double) -> Size {
        Size(
            width: width.interpolated(to: target.width, fraction: fraction),
            height: height.interpolated(to: target.height, fraction: fraction))
    }
}

extension Rect: Interpolatable {
    /// The rectangle `fraction` of the way to `target`: origin and size interpolated, rounded to whole cells.
    public func interpolated(to target: Rect, fraction: Double) -> Rect {
        Rect(
            origin: origin.interpolated(to: target.origin, fraction: fraction),
            size: size.interpolated(to: target.size, fraction: fraction))
    }
}
