import CursesKit
import Testing

@testable import TermUI

/// The representable contract as a representable receives it: values read
/// inside `updateWidget` / `updateController`, not the lifecycle log. Every
/// case runs over both protocols, which share one host.
@MainActor
@Suite struct RepresentableReceivedTests {
    /// A host showing a ``ProbeScreen``, its probe set up to read the pass count.
    func launch(
        _ kind: RepresentableKind, model: TestModel = TestModel(), probe: Probe = Probe(),
        readsCountInBody: Bool = true
    ) -> HeadlessHost {
        model.flag = false
        let host = HeadlessHost(
            size: Size(width: 6, height: 1),
            root: ProbeScreen(kind: kind, model: model, probe: probe, readsCountInBody: readsCountInBody))
        probe.host = host
        return host
    }

    // Rule 4: the update receives the transaction of the write that caused it.
    @Test(arguments: RepresentableKind.allCases)
    func updateReceivesTheTransactionOfTheChange(_ kind: RepresentableKind) {
        let model = TestModel()
        let probe = Probe()
        let host = launch(kind, model: model, probe: probe)
        #expect(probe.received.map(\.animation) == [nil], "the first update is not animated")

        withAnimation(.easeIn(duration: 0.3)) { model.count = 1 }
        host.runPendingWork()
        let animated = probe.received.last
        #expect(animated?.input == 1)
        #expect(animated?.animation == .easeIn(duration: 0.3))
        #expect(animated?.effectiveAnimation == .easeIn(duration: 0.3))
        #expect(animated?.disablesAnimations == false)

        withTransaction(Transaction(animation: .linear(duration: 0.2), disablesAnimations: true)) {
            model.count = 2
        }
        host.runPendingWork()
        let disabled = probe.received.last
        #expect(disabled?.input == 2)
        #expect(disabled?.animation == .linear(duration: 0.2))
        #expect(disabled?.disablesAnimations == true)
        #expect(disabled?.effectiveAnimation == nil, "disablesAnimations turns the animation off")

        model.count = 3
        host.runPendingWork()
        #expect(probe.received.last?.input == 3)
        #expect(probe.received.last?.animation == nil, "a plain write carries no animation")
        #expect(probe.received.count == 4)
    }

    // Rules 6 and 9: a tap writes through the binding; a write made inside the
    // update is stored at once (a read right after it sees it), and re-renders
    // in the next pass, not this one.
    @Test(arguments: RepresentableKind.allCases)
    func aWriteInsideUpdateIsDeferredToTheNextPass(_ kind: RepresentableKind) {
        let probe = Probe()
        probe.writes = [1: [2]]
        let host = launch(kind, probe: probe)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(probe.taps == 1)
        let received = probe.received.dropFirst()
        #expect(received.map(\.value) == [1, 2])
        #expect(received.first?.readAfterWrite == 2, "the write is visible at once, inside the update")
        let passes = received.map(\.pass)
        #expect(passes.count == 2 && passes[1] == passes[0] + 1, "the re-render runs in the next pass")
        #expect(host.lines == ["v2    "])
    }

    // Rule 6: several writes made in one pass are applied in the order they were made.
    @Test(arguments: RepresentableKind.allCases)
    func writesMadeInOnePassApplyInOrder(_ kind: RepresentableKind) {
        let probe = Probe()
        probe.writes = [0: [5, 6, 7]]
        let host = launch(kind, probe: probe)
        #expect(probe.received.map(\.value) == [0, 7], "one more update, with the last value written")
        #expect(host.lines == ["v7    "])
    }

    // Rule 3: an @Observable property read inside the update is tracked.
    @Test(arguments: RepresentableKind.allCases)
    func anObservableReadInsideUpdateIsTracked(_ kind: RepresentableKind) {
        let model = TestModel()
        let probe = Probe()
        probe.model = model
        let host = launch(kind, model: model, probe: probe, readsCountInBody: false)
        #expect(probe.received.map(\.observed) == [0])
        model.count = 3
        host.runPendingWork()
        #expect(probe.received.map(\.observed) == [0, 3])
        let kindOfUpdate: LifecycleEvent.Kind = kind == .widget ? .updateWidget : .updateController
        #expect(host.lifecycleLog.events.last?.kind == kindOfUpdate)
        #expect(host.lifecycleLog.events.last?.reasons == [.observedChanged])
    }

    // Rule 5: `$value` swapped for `$value.animation(…)` compares as the same input, so no
    // update runs; an event right after must still run the new binding.
    @Test(arguments: RepresentableKind.allCases)
    func aBindingOnlyChangeReachesTheNextEvent(_ kind: RepresentableKind) {
        let model = TestModel()
        let probe = Probe()
        let host = launch(kind, model: model, probe: probe)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(probe.received.last?.value == 1)
        #expect(probe.received.last?.animation == nil)

        model.flag = true  // only the binding's transaction changes
        host.send(KeyEvent(.enter))
        #expect(probe.received.last?.value == 2)
        #expect(
            probe.received.last?.animation == .linear(duration: 0.4),
            "the tap wrote through the binding the parent holds now")
        #expect(probe.received.count == 3, "the binding-only change itself updated nothing")
    }

    // Rule 5 in one read: a key pressed again and again on a representable's
    // widget still finds the coordinator updated with the last press's value.
    @Test(arguments: RepresentableKind.allCases)
    func keysReadTogetherEachFindTheUpdateTheKeyBeforeCaused(_ kind: RepresentableKind) {
        let probe = Probe()
        let host = launch(kind, probe: probe)
        host.send(KeyEvent(.tab))
        host.send([KeyEvent](repeating: KeyEvent(.enter), count: 4))
        #expect(probe.taps == 4)
        #expect(probe.received.map(\.value) == [0, 1, 2, 3, 4])
    }
}
