import CursesKit
import Testing

@testable import TermUI

/// A text field inside `.disabled(true)` takes neither focus nor typing.
@MainActor
@Suite struct DisabledFieldTests {
    struct Locked: View {
        @State var name = "Ann"
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $name).disabled(true)
                Text("[\(name)]")
                Button("OK") {}
            }
        }
    }

    @Test func tabSkipsADisabledFieldAndTypingLeavesItAlone() {
        let host = HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false, root: Locked())
        host.send(KeyEvent(.tab))
        #expect(!(host.focusedWidget is TextInput), "a disabled field took focus")
        host.click(at: Point(x: 1, y: 0))
        host.type("x")
        #expect(host.lines[1].hasPrefix("[Ann]"), "\(host.lines)")
    }
}
