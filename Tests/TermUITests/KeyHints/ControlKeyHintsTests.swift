import CursesKit
import Testing

@testable import TermUI

/// Each focused control names the keys it takes in the `KeyHints` footer, and
/// the key named does what the hint says (a control that took keys but listed
/// none was a footer that missed keys that work).
@MainActor
@Suite struct ControlKeyHintsTests {
    struct Controls: View {
        @State private var count = 5
        @State private var level = 0.5
        @State private var flavor = "Mint"
        @State private var size = "S"
        @State private var isOpen = false

        var body: some View {
            VStack(alignment: .leading) {
                Text("count \(count) level \(Int(level * 100)) \(flavor) \(size) open \(isOpen)")
                Stepper("Count", value: $count, in: 0...10)
                Slider(value: $level, in: 0...1, step: 0.1)
                Picker("Flavor", selection: $flavor) {
                    Text("Mint").tag("Mint")
                    Text("Lime").tag("Lime")
                }
                .pickerStyle(.segmented)
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                }
                .pickerStyle(.inline)
                DisclosureGroup("More", isExpanded: $isOpen) { Text("inside") }
                KeyHints()
            }
        }
    }

    private func footer(_ host: HeadlessHost) -> String {
        host.lines.first { $0.contains("quit") } ?? ""
    }

    @Test func eachFocusedControlNamesItsKeysAndTheyDoWhatTheySay() {
        let host = HeadlessHost(size: Size(width: 80, height: 14), focusesFirstControl: false) { Controls() }
        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("←→ step"))
        host.send(KeyEvent(.right))
        #expect(host.lines[0].hasPrefix("count 6 "))

        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("←→ adjust"))
        host.send(KeyEvent(.right))
        #expect(host.lines[0].contains("level 60"))

        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("←→ choose"))
        host.send(KeyEvent(.right))
        #expect(host.lines[0].contains("Lime"))

        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("↑↓ choose"))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].contains("Lime M"))

        host.send(KeyEvent(.tab))
        #expect(footer(host).contains("Enter expand"))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasSuffix("open true") || host.lines[0].contains("open true"))
        #expect(footer(host).contains("Enter collapse"))
    }
}
