import CursesKit
import Testing

@MainActor
private final class Counter {
    var taps = 0
    var edits = 0
    func tapped() { taps += 1 }
    func edited() { edits += 1 }
}

@MainActor
@Suite struct ControlTests {
    @Test func targetIsCalledForItsEventsOnly() {
        let control = Control()
        let counter = Counter()
        control.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
        control.addTarget(counter, action: Counter.edited, for: .editingChanged)
        control.sendActions(for: .primaryActionTriggered)
        #expect(counter.taps == 1)
        #expect(counter.edits == 0)
    }

    @Test func releasedTargetIsNotCalledAndIsDropped() {
        let control = Control()
        weak var released: Counter?
        do {
            let counter = Counter()
            released = counter
            control.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
            #expect(control.targetCount == 1)
        }
        #expect(released == nil)
        control.sendActions(for: .primaryActionTriggered)
        #expect(control.targetCount == 0)
    }

    @Test func addingFromTheSameLineTwiceKeepsOneEntry() {
        let control = Control()
        let counter = Counter()
        for _ in 0..<3 {
            control.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
        }
        control.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(counter.taps == 2)
        #expect(control.targetCount == 2)
    }

    @Test func removeTargetStopsCalls() {
        let control = Control()
        let counter = Counter()
        control.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
        control.removeTarget(counter, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(counter.taps == 0)
    }

    @Test func disabledControlCannotBeFocused() {
        let control = Control()
        #expect(control.canBecomeFocused)
        control.isEnabled = false
        #expect(!control.canBecomeFocused)
    }
}
