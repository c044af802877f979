import CursesKit
import Testing

@testable import TermUI

/// Views that keep their identities but change order are drawn in the new
/// order: a sort moves the rows on screen.
@MainActor
@Suite struct ReorderTests {
    struct Sorting: View {
        @State var names = ["Cleo", "Ari", "Bo"]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Sort") { names.sort() }
                ForEach(names, id: \.self) { Text($0) }
            }
        }
    }

    @Test func sortingRowsWithTheSameIdentitiesMovesThemOnScreen() {
        let host = HeadlessHost(size: Size(width: 10, height: 4), root: Sorting())
        #expect(
            host.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) } == ["Cleo", "Ari", "Bo"])
        host.send(KeyEvent(.enter))
        #expect(
            host.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) } == ["Ari", "Bo", "Cleo"],
            "\(host.lines)")
    }
}
