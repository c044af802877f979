import CursesKit
import Testing

@testable import TermUI

/// A key in a `TextEditor` costs what one at character 10 costs, a million
/// characters in: graphemes measured and rows wrapped, counted exactly,
/// through the whole path (the key, the binding's write, the pass, the frame).
@MainActor
@Suite struct TextEditorCostTests {
    static let line = "the quick brown fox jumps over the lazy dog again and again"

    struct Editor: View {
        @State var text: String
        var body: some View { TextEditor(text: $text) }
    }

    struct Cost: Equatable {
        var measured = 0
        var rowsLaidOut = 0
    }

    /// The cost of `keys` (a frame after each) with the cursor at character `index`.
    static func cost(of keys: [KeyEvent], in text: String, at index: Int) throws -> Cost {
        let host = HeadlessHost(size: Size(width: 40, height: 10)) { Editor(text: text) }
        host.send(KeyEvent(.tab))
        let area = try #require(host.focusedWidget as? TextArea)
        area.cursorIndex = index
        _ = host.lines
        let rows = area.rowsLaidOut
        let measured = TextMeasurement.counting {
            for key in keys {
                host.send(key)
                _ = host.lines
            }
        }
        return Cost(measured: measured, rowsLaidOut: area.rowsLaidOut - rows)
    }

    @Test(arguments: [
        [KeyEvent.character("k")],
        [KeyEvent(.backspace)],
        [KeyEvent(.enter)],
        [KeyEvent(.down), KeyEvent(.right, modifiers: .shift)],
        [KeyEvent.control("k"), KeyEvent.control("z")],
    ])
    func aKeyCostsTheSameAtCharacterTenAndAtOneMillion(keys: [KeyEvent]) throws {
        let lines = Array(repeating: Self.line, count: 1_100_000 / (Self.line.count + 1))
        let long = lines.joined(separator: "\n")
        let short = lines.prefix(20).joined(separator: "\n")
        let far = 1_000_000 / (Self.line.count + 1) * (Self.line.count + 1) + 10
        let atTen = try Self.cost(of: keys, in: long, at: 10)
        let atMillion = try Self.cost(of: keys, in: long, at: far)
        let inShort = try Self.cost(of: keys, in: short, at: 10)
        #expect(atTen == atMillion)
        #expect(atTen == inShort)
        #expect(atTen.measured > 0)
        // A screen's worth, never the text's.
        #expect(atTen.measured < 4 * 40 * 10)
    }
}
