import CursesKit
import Testing

@testable import TermUI

/// ControllerRepresentable: the contract calls and the controller's appearance callbacks, in order.
@MainActor
@Suite struct ControllerRepresentableTests {
    final class RecordingController: WidgetController {
        let recorder: Recorder
        let label = LabelWidget("")
        init(recorder: Recorder) {
            self.recorder = recorder
            super.init()
        }
        override func loadWidget() { widget = label }
        override func widgetDidLoad() { recorder.record("didLoad") }
        override func widgetWillAppear() { recorder.record("willAppear") }
        override func widgetDidAppear() {
            recorder.record("didAppear" + (widget.superwidget == nil ? " (not in the tree!)" : ""))
        }
        override func widgetWillDisappear() { recorder.record("willDisappear") }
        override func widgetDidDisappear() { recorder.record("didDisappear") }
    }

    struct ControllerRep: ControllerRepresentable {
        let title: String
        let recorder: Recorder
        var size: Size?

        func makeCoordinator() -> Coordinator {
            recorder.record("makeCoordinator")
            let coordinator = Coordinator(parent: self)
            recorder.coordinators["c"] = WeakBox(coordinator)
            return coordinator
        }

        func makeController(context: Context) -> RecordingController {
            recorder.record("makeController")
            let controller = RecordingController(recorder: recorder)
            recorder.widgets["c"] = WeakBox(controller)
            return controller
        }

        func updateController(_ controller: RecordingController, context: Context) {
            recorder.record("updateController")
            controller.label.text = title
        }

        static func dismantleController(_ controller: RecordingController, coordinator: Coordinator) {
            coordinator.parent.recorder.record("dismantleController")
        }

        func sizeThatFits(_ proposal: ProposedSize, controller: RecordingController, context: Context)
            -> Size?
        {
            size
        }

        final class Coordinator: RepresentableCoordinator {
            var parent: ControllerRep
            init(parent: ControllerRep) { self.parent = parent }
        }
    }

    struct Screen: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            VStack(alignment: .leading) {
                if model.flag {
                    ControllerRep(title: "count \(model.count)", recorder: recorder)
                }
                Text("end")
            }
        }
    }

    @Test func lifecycleRunsInOrderAndRemovalDismantlesOnceAndReleases() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 9, height: 2), root: Screen(model: model, recorder: recorder))
        #expect(
            recorder.calls == [
                "makeCoordinator", "makeController", "didLoad", "willAppear", "updateController", "didAppear",
            ])
        #expect(host.lines == ["count 0  ", "end      "])
        recorder.clear()
        model.count = 4
        #expect(host.lines == ["count 4  ", "end      "])
        #expect(recorder.calls == ["updateController"])
        #expect(host.lifecycleLog.events.last?.reasons == [.inputsChanged])
        recorder.clear()
        model.flag = false
        #expect(host.lines == ["end      ", "         "])
        #expect(recorder.calls == ["willDisappear", "didDisappear", "dismantleController"])
        #expect(recorder.widgets["c"]?.object == nil)
        #expect(recorder.coordinators["c"]?.object == nil)
        #expect(host.lifecycleLog.events.map(\.kind).suffix(1) == [.dismantleController])
    }

    @Test(arguments: [Size(width: 3, height: 2), nil])
    func sizeThatFitsSetsTheControllerWidgetsFrame(_ size: Size?) {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 12, height: 4)) {
            VStack(alignment: .leading) {
                ControllerRep(title: "abcdef", recorder: recorder, size: size)
                Text("below")
            }
        }
        let widget = (recorder.widgets["c"]?.object as? RecordingController)?.widget
        let expected = size ?? Size(width: 6, height: 1)
        #expect(widget?.frame.size == expected)
        #expect(host.lines[expected.height] == "below       ")
    }
}
