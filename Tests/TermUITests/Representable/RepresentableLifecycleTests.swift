import CursesKit
import Testing

@testable import TermUI

/// Contract rules 1–3 and 7 over both representable protocols, as the
/// representable sees them: the calls it receives, the coordinator and the
/// environment read inside its update.
@MainActor
@Suite struct RepresentableLifecycleTests {
    // Rules 1 and 2: coordinator, then the hosted object, then an update, before the
    // first frame; the same coordinator in every call afterwards.
    @Test(arguments: RepresentableKind.allCases)
    func theFirstPassMakesThenUpdatesBeforeTheFrame(_ kind: RepresentableKind) {
        let model = TestModel()
        model.flag = false
        let probe = Probe()
        let host = HeadlessHost(
            size: Size(width: 6, height: 1), root: ProbeScreen(kind: kind, model: model, probe: probe))
        #expect(probe.calls == ["makeCoordinator", "make", "update"])
        #expect(host.lines == ["v0    "], "the first frame shows what the first update set")
        for count in 1...3 {
            model.count = count
            host.runPendingWork()
        }
        #expect(probe.calls == ["makeCoordinator", "make"] + Array(repeating: "update", count: 4))
        #expect(probe.coordinatorsSeen.count == 1, "one coordinator for the identity's whole life")
    }

    // Rule 3: an environment key read inside the update updates it; an unread one does not.
    @Test(arguments: RepresentableKind.allCases)
    func anEnvironmentKeyReadInsideUpdateIsTrackedAndAnUnreadOneIsNot(_ kind: RepresentableKind) {
        let model = TestModel()
        let probe = Probe()
        probe.readsAccent = true
        let host = HeadlessHost(
            size: Size(width: 6, height: 2),
            root: ProbeEnvironmentScreen(kind: kind, model: model, probe: probe))
        #expect(probe.accents == [.purple])
        model.count = 1  // foregroundColor: not read
        host.runPendingWork()
        #expect(probe.accents == [.purple])
        model.flag = false  // accentColor: read
        host.runPendingWork()
        #expect(probe.accents == [.purple, .green])
        #expect(host.lifecycleLog.events.last?.reasons == [.environmentChanged("accentColor")])
    }

    // Rule 7: removal dismantles once, then releases the hosted object and the coordinator.
    @Test(arguments: RepresentableKind.allCases)
    func removalDismantlesOnceAndReleases(_ kind: RepresentableKind) {
        let model = TestModel()
        let probe = Probe()
        let host = HeadlessHost(
            size: Size(width: 6, height: 2),
            root: ProbeEnvironmentScreen(kind: kind, model: model, probe: probe))
        #expect(probe.hosted != nil && probe.coordinator != nil)
        model.identity = 1
        host.runPendingWork()
        #expect(probe.calls.filter { $0 == "dismantle" }.count == 1)
        #expect(probe.calls.last == "dismantle")
        #expect(probe.hosted == nil, "the widget or controller is released")
        #expect(probe.coordinator == nil, "the coordinator is released")
        #expect(host.lines == ["end   ", "      "])
    }
}
