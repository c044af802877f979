import CursesKit
import Testing

@testable import TermUI

/// A list shows its cursor (`›`) only while it has focus: focus moving into
/// or out of it shows or hides the cursor on the selected row.
@MainActor
@Suite struct ListFocusTests {
    struct Passes: View {
        @State var selection: String? = "b"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Close") {}
                List(selection: $selection) {
                    ForEach(["a", "b", "c"], id: \.self) { Text($0) }
                }
            }
        }
    }

    @Test func tabbingIntoAndOutOfTheListShowsAndHidesTheCursor() {
        let host = HeadlessHost(size: Size(width: 20, height: 6), focusesFirstControl: false, root: Passes())
        // The button takes focus first: the selected row shows no cursor.
        host.send(KeyEvent(.tab))
        #expect(host.lines[2].hasPrefix(" b"))
        host.send(KeyEvent(.tab))
        #expect(host.lines[2].hasPrefix("›b"))
        host.send(KeyEvent(.tab))
        #expect(host.lines[2].hasPrefix(" b"))
    }
}
