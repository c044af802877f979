import CursesKit
import Observation
import Testing

@testable import TermUI

/// What a `ForEach`'s content reads is tracked for the node that runs it, as a
/// body's reads are: a list's rows and a stack's `ForEach` rows show a model's
/// new value (both kept the old text when only the content closure read it).
@MainActor
@Suite struct ListObservationTests {
    @Observable final class Model {
        var title = "first"
    }

    struct InList: View {
        let model: Model
        var body: some View {
            List { ForEach(0..<3, id: \.self) { row in Text("\(model.title) \(row)") } }
        }
    }

    struct InStack: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3, id: \.self) { row in Text("\(model.title) \(row)") }
            }
        }
    }

    @Test func aListRowShowsTheModelsNewValue() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) { InList(model: model) }
        #expect(host.lines[0].contains("first 0"))
        model.title = "second"
        host.runPendingWork()
        #expect(host.lines[0].contains("second 0"), "\(host.lines[0])")
        #expect(host.lines[2].contains("second 2"), "\(host.lines[2])")
    }

    @Test func aForEachRowShowsTheModelsNewValue() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 3)) { InStack(model: model) }
        #expect(host.lines[1].hasPrefix("first 1"))
        model.title = "second"
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("second 1"), "\(host.lines[1])")
    }
}
