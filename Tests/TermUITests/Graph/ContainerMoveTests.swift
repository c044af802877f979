import CursesKit
import Foundation
import Testing

@testable import TermUI

/// A container widget (a list) that moves while what it holds changes: the
/// rows whose place on screen stays must still move inside the list.
@MainActor
@Suite struct ContainerMoveTests {
    struct Filter: View {
        let fruits = ["Apple", "Banana", "Cherry", "Strawberry"]
        @State private var query = "ch"

        var body: some View {
            VStack(spacing: 0) {
                Button("Clear") { query = "" }
                if !query.isEmpty {
                    Text("searching")
                    Text("for \(query)")
                }
                List(
                    query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) },
                    id: \.self
                ) {
                    Text($0)
                }
            }
        }
    }

    @Test func aRowThatKeepsItsPlaceOnScreenWhileItsListMovesUpIsDrawnThere() {
        let host = HeadlessHost(size: Size(width: 20, height: 6), root: Filter())
        #expect(host.lines[3].hasPrefix(" Cherry"), "\(host.lines)")
        // Two rows above the list go and Apple and Banana come before Cherry,
        // which stays on screen row 3: from the list's first row to its third.
        host.send(KeyEvent(.enter))
        #expect(
            host.lines.map { $0.trimmingCharacters(in: .whitespaces) }
                == ["[ Clear ]", "Apple", "Banana", "Cherry", "Strawberry", ""], "\(host.lines)")
    }
}
