extension Widget {
    /// Animates every animatable property changed inside `changes` from its
    /// presented value to the new one (UIKit's `UIView.animate`).
    ///
    /// Properties of widgets that are in no host take their new value at
    /// once. `completion` runs once, after the last change ended: with `true`
    /// when all reached their target, `false` when one was interrupted by a
    /// newer change of the same property. When nothing animated it runs
    /// before this method returns.
    ///
    /// ```swift
    /// Widget.animate(duration: 0.3) {
    ///     progressBar.progress = 0.8
    /// } completion: { finished in
    ///     log("done: \(finished)")
    /// }
    /// ```
    public static func animate(
        duration: Double, curve: AnimationCurve = .easeInOut, changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let group = AnimationGroup(duration: duration, curve: curve, completion: completion)
        let outer = AnimationGroup.current
        AnimationGroup.current = group
        changes()
        AnimationGroup.current = outer
        group.endCollecting()
    }

    /// Applies `changes` without animation, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let outer = AnimationGroup.current
        AnimationGroup.current = nil
        changes()
        AnimationGroup.current = outer
    }
}
