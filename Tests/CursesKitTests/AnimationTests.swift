import CursesKit
import Testing

/// A widget with one animatable property, standing in for ProgressBar and friends.
@MainActor
private final class Gauge: Widget {
    let storage = AnimatableValue(0.0)
    var level: Double {
        get { storage.value }
        set { storage.set(newValue, for: self) }
    }
    var shown: Double { storage.presentedValue }
}

@MainActor
private final class AnimationHost: WidgetHost {
    let clock = ManualAnimationClock()
    lazy var animator = Animator(clock: clock)
    var frameRequests = 0
    func setNeedsFrame() { frameRequests += 1 }
}

@MainActor
private func hosted() -> (Gauge, AnimationHost) {
    let host = AnimationHost()
    let gauge = Gauge()
    gauge.rootHost = host
    return (gauge, host)
}

@MainActor
@Suite struct AnimationTests {
    @Test(arguments: [
        (AnimationCurve.linear, [0.0, 25, 50, 100]),
        (.easeIn, [0.0, 6.25, 25, 100]),
        (.easeOut, [0.0, 43.75, 75, 100]),
        (.easeInOut, [0.0, 12.5, 50, 100]),
    ])
    func valuesAtQuarterStepsFollowTheCurve(curve: AnimationCurve, expected: [Double]) {
        let (gauge, host) = hosted()
        Widget.animate(duration: 2, curve: curve) { gauge.level = 100 }
        var seen: [Double] = [gauge.shown]
        host.clock.advance(by: 0.5)
        host.animator.tick()
        seen.append(gauge.shown)
        host.clock.advance(by: 0.5)
        host.animator.tick()
        seen.append(gauge.shown)
        host.clock.advance(by: 1)
        host.animator.tick()
        seen.append(gauge.shown)
        #expect(seen == expected)
        #expect(gauge.level == 100)
        #expect(!host.animator.isAnimating)
    }

    @Test func completionReportsFinishedOnceAtTheEnd() {
        let (gauge, host) = hosted()
        var calls: [Bool] = []
        Widget.animate(duration: 1, changes: { gauge.level = 1 }, completion: { calls.append($0) })
        #expect(calls.isEmpty)
        host.clock.advance(by: 0.99)
        host.animator.tick()
        #expect(calls.isEmpty)
        host.clock.advance(by: 0.01)
        host.animator.tick()
        host.animator.tick()
        #expect(calls == [true])
    }

    @Test func newerAnimationInterruptsAndStartsFromThePresentedValue() {
        let (gauge, host) = hosted()
        var first: [Bool] = []
        var second: [Bool] = []
        Widget.animate(
            duration: 1, curve: .linear, changes: { gauge.level = 100 }, completion: { first.append($0) })
        host.clock.advance(by: 0.5)
        host.animator.tick()
        #expect(gauge.shown == 50)
        Widget.animate(
            duration: 1, curve: .linear, changes: { gauge.level = 0 }, completion: { second.append($0) })
        #expect(first == [false])
        #expect(gauge.shown == 50)
        host.clock.advance(by: 0.5)
        host.animator.tick()
        #expect(gauge.shown == 25)
        host.clock.advance(by: 0.5)
        host.animator.tick()
        #expect(gauge.shown == 0)
        #expect(second == [true])
        #expect(first == [false])
    }

    @Test func plainSetDuringAnimationJumpsAndInterrupts() {
        let (gauge, host) = hosted()
        var calls: [Bool] = []
        Widget.animate(duration: 1, changes: { gauge.level = 10 }, completion: { calls.append($0) })
        gauge.level = 3
        #expect(gauge.shown == 3)
        #expect(calls == [false])
        #expect(!host.animator.hasTimer)
    }

    @Test func widgetOutsideAHostTakesTheFinalValueImmediately() {
        let gauge = Gauge()
        var calls: [Bool] = []
        Widget.animate(duration: 1, changes: { gauge.level = 7 }, completion: { calls.append($0) })
        #expect(gauge.shown == 7)
        #expect(calls == [true])
    }

    @Test func settingAnEqualValueNeitherAnimatesNorRedraws() {
        let (gauge, host) = hosted()
        gauge.level = 5
        let requests = host.frameRequests
        gauge.markDisplayedForTest()
        Widget.animate(duration: 1) { gauge.level = 5 }
        #expect(!host.animator.isAnimating)
        #expect(!gauge.needsDisplay)
        #expect(host.frameRequests == requests)
    }

    @Test func performWithoutAnimationInsideABlockAppliesAtOnce() {
        let (gauge, host) = hosted()
        Widget.animate(duration: 1) {
            Widget.performWithoutAnimation { gauge.level = 9 }
        }
        #expect(gauge.shown == 9)
        #expect(!host.animator.isAnimating)
    }

    @Test func eachFrameMarksTheWidgetForDisplay() {
        let (gauge, host) = hosted()
        Widget.animate(duration: 1, curve: .linear) { gauge.level = 1 }
        gauge.markDisplayedForTest()
        host.clock.advance(by: 0.1)
        host.animator.tick()
        #expect(gauge.needsDisplay)
    }

    @Test func timerExistsOnlyWhileAnimating() {
        let (gauge, host) = hosted()
        #expect(!host.animator.hasTimer)
        Widget.animate(duration: 1) { gauge.level = 1 }
        #expect(host.animator.hasTimer)
        host.clock.advance(by: 1)
        host.animator.tick()
        #expect(!host.animator.hasTimer)
    }

    @Test func realClockAnimationFinishesOnItsOwnTimerAndStopsIt() async throws {
        let animator = Animator()
        let host = RealClockHost(animator: animator)
        let gauge = Gauge()
        gauge.rootHost = host
        var finished: Bool?
        Widget.animate(duration: 0.05, changes: { gauge.level = 1 }, completion: { finished = $0 })
        #expect(animator.hasTimer)
        // A generous deadline: the timer fires on the main queue, which other
        // main-actor tests of a parallel run may hold for tens of seconds.
        let deadline = ContinuousClock.now + .seconds(120)
        while finished == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))  // wait-ok: polls a condition under a deadline
        }
        #expect(finished == true)
        #expect(gauge.shown == 1)
        #expect(!animator.hasTimer)
    }
}

@MainActor
private final class RealClockHost: WidgetHost {
    let animator: Animator
    init(animator: Animator) { self.animator = animator }
    func setNeedsFrame() {}
}

extension Widget {
    /// Clears the redraw marks as a frame would.
    func markDisplayedForTest() { markDisplayed() }
}
