import CursesKit
import Testing

@testable import TermUI

/// The footer follows a `.help` text that changes while the focused control
/// and so the keys stay the same.
@MainActor
@Suite struct HelpChangeTests {
    struct Sync: View {
        @State var count = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Sync") { count += 1 }.help("Synced \(count) times")
                Spacer()
                KeyHints()
            }
        }
    }

    @Test func theFooterShowsTheNewHelpWhenOnlyTheHelpChanged() {
        let host = HeadlessHost(size: Size(width: 80, height: 4), focusesFirstControl: false, root: Sync())
        host.send(KeyEvent(.tab))
        #expect(host.lines.last?.contains("Synced 0 times") == true, "\(host.lines)")
        let keys = host.keyHints
        host.send(KeyEvent(.enter))
        #expect(host.keyHints == keys, "the keys did not change")
        #expect(host.lines.last?.contains("Synced 1 times") == true, "\(host.lines)")
        host.send(KeyEvent(.enter))
        #expect(host.lines.last?.contains("Synced 2 times") == true, "\(host.lines)")
    }
}
