import CursesKit
import Testing

@testable import TermUI

/// SwiftUI's `Button(action:label:)` with any view as its label, and
/// `Button(_:systemImage:action:)`: the label's glyph and words in the
/// button's frame, and the action on Enter.
@MainActor
@Suite struct ButtonLabelTests {
    struct Buttons: View {
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button {
                    log.append("add")
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Button("Delete", systemImage: "trash", role: .destructive) { log.append("delete") }
                Button(action: { log.append("star") }) {
                    HStack {
                        Image(systemName: "star.fill")
                        Text("Favourite")
                    }
                }
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func aViewLabelShowsItsGlyphThenItsWordsAndTheButtonActs() {
        let host = HeadlessHost(size: Size(width: 30, height: 4), focusesFirstControl: false, root: Buttons())
        let plus = symbolGlyph(named: "plus") ?? "?"
        let trash = symbolGlyph(named: "trash") ?? "?"
        let star = symbolGlyph(named: "star.fill") ?? "?"
        #expect(host.lines[0].hasPrefix("[ \(plus) Add ]"))
        #expect(host.lines[1].hasPrefix("[ \(trash) Delete ]"))
        #expect(host.lines[2].hasPrefix("[ \(star) Favourite ]"))
        host.send([KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.tab), KeyEvent(.enter)])
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines[3].hasPrefix("log: add,delete,star"))
    }
}
