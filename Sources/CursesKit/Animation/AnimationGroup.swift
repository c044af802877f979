/// The parameters and completion of one ``Widget/animate(duration:curve:changes:completion:)``
/// call, shared by every property change made inside its `changes` closure.
///
/// The completion runs once, after the last of those changes ended: with
/// `true` when all of them reached their target, `false` when any was
/// interrupted by a newer change of the same property.
@MainActor
package final class AnimationGroup {
    package let duration: Double
    package let curve: AnimationCurve
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var isCollecting = true

    /// The group whose `changes` closure is running, if any.
    package static var current: AnimationGroup?

    package init(duration: Double, curve: AnimationCurve, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.curve = curve
        self.completion = completion
    }

    /// Counts a track started for this group.
    package func trackStarted() { pending += 1 }

    /// Records that a track of this group ended.
    package func trackEnded(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// Ends the `changes` closure: with no track started, the completion runs now.
    package func endCollecting() {
        isCollecting = false
        fireIfDone()
    }

    private func fireIfDone() {
        guard !isCollecting, pending == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
