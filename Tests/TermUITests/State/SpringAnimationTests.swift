import Testing

@testable import TermUI

/// Springs as timing curves: a damped spring released with no speed,
/// sampled at the times the animator ticks (moved by hand here).
@MainActor
@Suite struct SpringAnimationTests {
    @Test func theDefaultSpringHasSwiftUIsParameters() {
        let spring = Animation.spring
        #expect(spring.timingCurve == .spring(response: 0.5, dampingFraction: 0.825))
        // Comes within 0.001 of the target after the envelope e^(-ζωt)/√(1-ζ²) does.
        #expect(abs(spring.duration - 0.7223) < 0.001)
    }

    @Test(arguments: [
        // (time in seconds, displacement) of an underdamped spring, response 1 s, damping 0.5:
        // e^(-πt) (cos(√3 π t) + sin(√3 π t)/√3).
        (0.0, 1.0), (0.1, 0.8432), (0.25, 0.3527), (0.5, -0.1407), (0.75, -0.1001), (1.0, 0.0102),
    ])
    func anUnderdampedSpringOvershootsAndSwingsBack(time: Double, displacement: Double) {
        let value = AnimationCurve.springDisplacement(at: time, response: 1, dampingFraction: 0.5)
        #expect(abs(value - displacement) < 0.0005, "at \(time) s: \(value)")
    }

    @Test func aCriticallyDampedSpringNeverPassesItsTarget() {
        let samples = stride(from: 0.0, through: 2, by: 0.05).map {
            AnimationCurve.springDisplacement(at: $0, response: 0.5, dampingFraction: 1)
        }
        #expect(samples.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 >= $1 })
        // (1 + ωt) e^(-ωt) at ω = 4π, t = 0.25: (1 + π) e^(-π).
        #expect(
            abs(AnimationCurve.springDisplacement(at: 0.25, response: 0.5, dampingFraction: 1) - 0.178974)
                < 1e-5)
    }

    @Test func anOverdampedSpringIsSlowerThanACriticalOne() {
        let critical = AnimationCurve.springDisplacement(at: 0.3, response: 0.5, dampingFraction: 1)
        let over = AnimationCurve.springDisplacement(at: 0.3, response: 0.5, dampingFraction: 2)
        #expect(over > critical)
        #expect(
            AnimationCurve.springSettlingDuration(response: 0.5, dampingFraction: 2)
                > AnimationCurve.springSettlingDuration(response: 0.5, dampingFraction: 1))
    }

    @Test func interpolatingSpringTakesStiffnessAndDamping() {
        // ω = √170 ≈ 13.04 rad/s; ζ = 15 / (2√170) ≈ 0.575.
        let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        guard case .spring(let response, let damping) = animation.timingCurve else {
            Issue.record("not a spring: \(animation)")
            return
        }
        #expect(abs(response - 2 * Double.pi / 170.0.squareRoot()) < 1e-9)
        #expect(abs(damping - 15 / (2 * 170.0.squareRoot())) < 1e-9)
    }

    @Test func bouncySmoothAndSnappyAreSpringsOfDurationAndBounce() {
        #expect(Animation.bouncy.timingCurve == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.smooth.timingCurve == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.snappy.timingCurve == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(
            Animation.spring(duration: 0.4, bounce: -0.5).timingCurve
                == .spring(response: 0.4, dampingFraction: 2))
        #expect(Animation.easeInOut.timingCurve == .easeInOut)
    }

    @Test func aSpringAnimatesAProgressBarAlongItsCurve() {
        let model = Progress()
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            SpringProgress(model: model)
        }
        #expect(host.lines[0].filter { $0 == "█" }.isEmpty)
        withAnimation(.spring(response: 1, dampingFraction: 0.5)) { model.value = 1 }
        host.runPendingWork()
        var filled: [Int] = []
        for _ in 0..<4 {
            host.animationClock.advance(by: 0.25)
            host.animator.tick()
            filled.append(host.lines[0].filter { $0 == "█" }.count)
        }
        // Progress 1 - x(t): 0.565 at 0.25 s; past 1 at 0.5 s and 0.75 s (held at the end: a bar
        // cannot overfill); 0.992 at 1 s.
        #expect(filled[0] > 5 && filled[0] < 16, "\(filled)")
        #expect(filled[1] == filled[2], "\(filled)")
        #expect(filled[1] > filled[0], "\(filled)")
        #expect(host.animator.isAnimating, "the spring has not come to rest after 1 s")
        host.animationClock.advance(by: 5)
        host.animator.tick()
        #expect(!host.animator.isAnimating)
    }
}

@Observable @MainActor
private final class Progress {
    var value = 0.0
}

private struct SpringProgress: View {
    let model: Progress
    var body: some View {
        ProgressView(value: model.value).frame(width: 160)
    }
}
