import TermUI
import Testing

@testable import CounterExample

/// The counter's view alone, in memory: no terminal, no process.
@MainActor
@Suite struct CounterViewTests {
    @Test func addOneThenReset() {
        let host = HeadlessHost(size: Size(width: 30, height: 7)) { ContentView() }
        #expect(host.lines[1].hasPrefix("  Count: 0"))
        // The first button has focus at launch, as in the terminal.
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("  Count: 2"))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("  Count: 0"))
    }
}
