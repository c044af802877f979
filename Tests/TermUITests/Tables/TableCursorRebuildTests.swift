import CursesKit
import Testing

@testable import TermUI

/// Moving the cursor in a `Table` or `List` whose data did not change makes
/// again only the rows whose look changed: the app's cell closures and row
/// bodies are counted while Down moves the cursor down a screenful of rows.
@MainActor
@Suite struct TableCursorRebuildTests {
    final class Tally {
        var calls = 0

        func count() { calls += 1 }
    }

    struct File: Identifiable {
        let id: Int
        let name: String
    }

    /// A table owning its data and selection, as an app has them; the name
    /// column counts its closure's calls.
    struct Files: View {
        let tally: Tally
        @State private var files = (0..<200).map { File(id: $0, name: "file-\($0)") }
        @State private var selection: Int?

        var body: some View {
            Table(files, selection: $selection) {
                TableColumn("Name") { (file: File) in
                    let _ = tally.count()
                    Text(file.name)
                }
                TableColumn("Id") { (file: File) in Text("\(file.id)") }
            }
        }
    }

    @Test func aDownInATableMakesAtMostTheTwoRowsWhoseLookChanged() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Files(tally: tally))
        host.send(KeyEvent(.down))
        host.runPendingWork()
        #expect(tally.calls > 5, "the first screen made its rows")
        for step in 1...5 {
            tally.calls = 0
            host.send(KeyEvent(.down))
            #expect(tally.calls <= 2, "Down \(step) made \(tally.calls) rows again")
        }
        // The cursor is where six Downs put it: on file-5, shown selected.
        let row = host.lines.firstIndex { $0.contains("file-5") }
        #expect(row != nil)
        if let row {
            #expect(host.cell(at: Point(x: 3, y: row)).style.background == ListRowBehavior.selectedBackground)
            #expect(
                host.cell(at: Point(x: 3, y: row - 1)).style.background != ListRowBehavior.selectedBackground)
        }
    }

    /// A row view that counts its bodies.
    struct CountedRow: View {
        let name: String
        let tally: Tally

        var body: some View {
            let _ = tally.count()
            Text(name)
        }
    }

    struct Names: View {
        let tally: Tally
        @State private var selection: String?
        private let names = (0..<200).map { "name-\($0)" }

        var body: some View {
            List(names, id: \.self, selection: $selection) { name in
                CountedRow(name: name, tally: tally)
            }
        }
    }

    @Test func aDownInAListEvaluatesAtMostTheTwoRowsWhoseLookChanged() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: Names(tally: tally))
        host.send(KeyEvent(.down))
        host.runPendingWork()
        for step in 1...5 {
            tally.calls = 0
            host.send(KeyEvent(.down))
            #expect(tally.calls <= 2, "Down \(step) evaluated \(tally.calls) row bodies")
        }
        let row = host.lines.firstIndex { $0.contains("name-5 ") }
        #expect(
            row.map { host.cell(at: Point(x: 3, y: $0)).style.background }
                == ListRowBehavior.selectedBackground)
    }
}
