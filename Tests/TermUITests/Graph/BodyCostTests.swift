import CursesKit
import Testing

@testable import TermUI

/// What one `@State` change deep in a large tree costs: the bodies evaluated,
/// counted exactly. Only the view that owns the state runs its body again.
@MainActor
@Suite struct BodyCostTests {
    struct Tree: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record("Tree")
            let marked = model.count
            VStack(alignment: .leading) {
                ForEach(0..<20, id: \.self) { row in
                    Row(index: row, isMarked: row == marked, recorder: recorder)
                }
            }
        }
    }

    struct Row: View {
        let index: Int
        let isMarked: Bool
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record(isMarked ? "Row \(index) marked" : "Row \(index)")
            HStack {
                ForEach(0..<5, id: \.self) { column in
                    Cell(row: index, column: column, recorder: recorder)
                }
            }
        }
    }

    struct Cell: View {
        let row: Int
        let column: Int
        let recorder: Recorder
        var body: some View {
            let _ = recorder.record("Cell")
            if row == 17 && column == 3 {
                Deep(recorder: recorder)
            } else {
                Text("\(row).\(column)")
            }
        }
    }

    /// The one button in the tree, owning the state it toggles.
    struct Deep: View {
        let recorder: Recorder
        @State private var isOn = false
        var body: some View {
            let _ = recorder.record("Deep")
            Button(isOn ? "on" : "off") { isOn.toggle() }
        }
    }

    @Test func aDeepStateChangeEvaluatesOnlyItsOwnBody() {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 60, height: 20)) {
            Tree(model: TestModel(), recorder: recorder)
        }
        #expect(recorder.calls.count == 1 + 20 + 100 + 1, "every body once at first")
        host.send(KeyEvent(.tab))
        recorder.clear()
        host.send(KeyEvent(.enter))
        #expect(recorder.calls == ["Deep"], "one state change, one body")
        #expect(host.lines[17].contains("on"))
        recorder.clear()
        host.send(KeyEvent(.enter))
        #expect(recorder.calls == ["Deep"])
        #expect(host.lines[17].contains("off"))
    }

    /// A change the root reads re-evaluates the root and the two rows whose input
    /// changed; the other rows and every cell compare equal and are skipped.
    @Test func aRootChangeEvaluatesOnlyTheChildrenWhoseInputsChanged() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(size: Size(width: 60, height: 20)) { Tree(model: model, recorder: recorder) }
        recorder.clear()
        model.count = 5
        host.runPendingWork()
        #expect(recorder.calls == ["Tree", "Row 0", "Row 5 marked"])
    }
}
