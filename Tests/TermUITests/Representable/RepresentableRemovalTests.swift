import CursesKit
import Observation
import Testing

@testable import TermUI

/// Contract rule 7: every way of removing a representable dismantles it once and releases it.
@MainActor
@Suite struct RepresentableRemovalTests {
    enum Removal: String, CaseIterable, Sendable {
        case branchSwitch, idChange, forEachRemoval, sheetDismissal, appExit
    }

    struct RemovalScreen: View {
        let model: TestModel
        let recorder: Recorder
        let removal: Removal
        @State private var showSheet = true

        var body: some View {
            switch removal {
            case .branchSwitch:
                if model.flag {
                    RecordingRep(name: "b", title: "B", recorder: recorder)
                } else {
                    Text("gone")
                }
            case .idChange:
                RecordingRep(name: "b", title: "B", recorder: recorder).id(model.identity)
            case .forEachRemoval:
                VStack {
                    ForEach(model.items, id: \.self) { item in
                        RecordingRep(name: item, title: item, recorder: recorder)
                    }
                }
            case .sheetDismissal:
                Text("base").sheet(isPresented: $showSheet) {
                    RecordingRep(name: "b", title: "B", recorder: recorder)
                }
            case .appExit:
                RecordingRep(name: "b", title: "B", recorder: recorder)
            }
        }
    }

    @Test(arguments: Removal.allCases)
    func removalDismantlesOnceAndReleases(_ removal: Removal) {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 30, height: 10),
            root: RemovalScreen(model: model, recorder: recorder, removal: removal))
        let widget = recorder.widgets["b"]
        let coordinator = recorder.coordinators["b"]
        #expect(widget?.object != nil)
        #expect(coordinator?.object != nil)
        recorder.clear()
        switch removal {
        case .branchSwitch: model.flag = false
        case .idChange: model.identity = 1
        case .forEachRemoval: model.items = ["a", "c"]
        case .sheetDismissal: host.send(KeyEvent(.escape))
        case .appExit: host.tearDown()
        }
        host.runPendingWork()
        #expect(recorder.count("b.dismantleWidget") == 1)
        #expect(!recorder.calls.contains("a.dismantleWidget"))
        if removal == .idChange {
            #expect(
                recorder.calls.firstIndex(of: "b.dismantleWidget") ?? 99 < recorder.calls.firstIndex(
                    of: "b.makeWidget") ?? -1)
        }
        #expect(widget?.object == nil)
        #expect(coordinator?.object == nil)
    }
}
