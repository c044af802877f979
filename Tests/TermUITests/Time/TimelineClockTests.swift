import Foundation
import Testing

@testable import TermUI

/// The terminal's timeline timer: a main-queue dispatch timer that ticks on
/// the schedule's moments and stops for good when cancelled.
@MainActor
@Suite struct TimelineClockTests {
    final class Ticks {
        var count = 0
    }

    /// Lets the main queue run until `condition` holds or `timeout` of looking
    /// has passed. As `wait(_:until:)` in HostWaiting: it sleeps on the main
    /// queue's clock and counts only the time it could look (a late look counts
    /// 50 ms), since CPU-bound tests beside it hold the worker threads the main
    /// queue is drained on (a wall-clock deadline ran out in CI after 218 s).
    private func wait(timeout: Duration = .seconds(120), until condition: () -> Bool) async -> Bool {
        let budget = timeout * sanitizerSlowdown
        var looked = Duration.zero
        var last = ContinuousClock.now
        while !condition() {
            let now = ContinuousClock.now
            looked += min(now - last, .milliseconds(50))
            last = now
            if looked > budget { return false }
            try? await Task.sleep(for: .milliseconds(5), clock: .mainQueue)  // wait-ok: deadline
        }
        return true
    }

    @Test func theDispatchTimerTicksOnTheMainQueueUntilCancelled() async {
        let ticks = Ticks()
        let clock = TimelineClock()
        let timer = clock.schedule(.periodic(from: clock.now, by: 0.02)) {
            MainActor.preconditionIsolated()
            ticks.count += 1
        }
        #expect(await wait { ticks.count >= 3 })
        timer.cancel()
        let afterCancel = ticks.count
        // A tick already queued when cancel ran would land on this turn of the main queue.
        await Task.yield()
        #expect(ticks.count == afterCancel)
    }

    @Test(arguments: [
        (0.0, 0.0), (0.99, 0.0), (1.0, 1.0), (2.5, 2.0), (-3.0, 0.0),
    ])
    func aScheduleShowsTheLatestMomentPassed(elapsed: Double, shown: Double) {
        let start = Date(timeIntervalSinceReferenceDate: 100)
        let schedule = PeriodicTimelineSchedule.periodic(from: start, by: 1)
        let entry = schedule.entry(atOrBefore: start.addingTimeInterval(elapsed))
        #expect(entry.timeIntervalSince(start) == shown)
        #expect(schedule.entry(after: start.addingTimeInterval(elapsed)) > start.addingTimeInterval(elapsed))
    }
}
