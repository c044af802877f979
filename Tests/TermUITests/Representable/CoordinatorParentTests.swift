import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import TermUI

/// A coordinator's `parent` must be the representable that made it: a
/// mismatch would never be refreshed, so TermUI stops at once and says why.
@MainActor
@Suite struct CoordinatorParentTests {
    struct Other: View {
        var body: some View { Text("other") }
    }

    /// Its coordinator claims another view as its parent.
    struct MismatchedRep: WidgetRepresentable {
        func makeWidget(context: Context) -> RecordingWidget { RecordingWidget() }
        func updateWidget(_ widget: RecordingWidget, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: Other()) }
        final class Coordinator: RepresentableCoordinator {
            var parent: Other
            init(parent: Other) { self.parent = parent }
        }
    }

    @Test func aCoordinatorOfItsParentTypeIsRefreshedWithTheNewValue() {
        let probe = Probe()
        let coordinator = WidgetProbe.Coordinator(
            parent: WidgetProbe(input: 1, value: .constant(0), probe: probe))
        let refresh = CoordinatorParent.refresher(for: coordinator, madeBy: WidgetProbe.self)
        refresh?(WidgetProbe(input: 2, value: .constant(0), probe: probe))
        #expect(coordinator.parent.input == 2)
        #expect(CoordinatorParent.refresher(for: (), madeBy: WidgetProbe.self) == nil, "no coordinator")
    }

    @Test func aMismatchedParentNamesBothTypes() {
        let coordinator = MismatchedRep.Coordinator(parent: Other())
        let message = CoordinatorParent.mismatch(coordinator, MismatchedRep.self)
        #expect(
            message.contains("MismatchedRep.Coordinator.parent is a TermUITests.CoordinatorParentTests.Other")
        )
        #expect(message.contains("Declare `var parent: MismatchedRep`"))
        #expect(CoordinatorParent.typedRefresher(coordinator, MismatchedRep.self) == nil)
    }

    @Test nonisolated func aMismatchedParentStopsTheProgramWhenTheCoordinatorIsMade() async {
        await SeparateTestProcess.run(expecting: .failure) {
            await MainActor.run {
                _ = HeadlessHost(size: Size(width: 6, height: 1)) { MismatchedRep() }
            }
        }
    }
}
