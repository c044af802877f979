import CursesKit
import Testing

@testable import TermUI

/// A key bound inside and outside is shown once, as the inner binding that
/// takes it: the outer one never sees the key, so the footer must not offer it.
@MainActor
@Suite struct NestedKeyHintTests {
    struct Nested: View {
        @State var log = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Play") {}
                    .onKeyPress("r", hint: "rewind") {
                        log += "rewind "
                        return .handled
                    }
                Text("log: \(log)")
                Spacer()
                KeyHints()
            }
            .onKeyPress("r", hint: "reload") {
                log += "reload "
                return .handled
            }
        }
    }

    @Test func theInnerBindingOfAKeyIsTheOnlyOneShown() {
        let host = HeadlessHost(size: Size(width: 60, height: 4), focusesFirstControl: false, root: Nested())
        host.send(KeyEvent(.tab))
        let footer = host.lines.last ?? ""
        #expect(footer.contains("r rewind"), "\(footer)")
        #expect(!footer.contains("reload"), "a key the inner binding takes is offered again: \(footer)")
        host.send(.character("r"))
        #expect(host.lines[1].hasPrefix("log: rewind "))
    }
}
