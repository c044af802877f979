import Testing

@testable import CursesKit
@testable import TermUI

/// The context screen's shape: a field whose text a representable label and a
/// `Text` show. A keystroke lays the whole screen out again; what it measures
/// must follow what is shown, not the length of the text.
@MainActor
@Suite struct TextCostTests {
    /// A bare CursesKit label, hosted as the demo's `LabelRep` is.
    struct MirrorLabel: WidgetRepresentable {
        let text: String
        func makeWidget(context: Context) -> LabelWidget { LabelWidget() }
        func updateWidget(_ widget: LabelWidget, context: Context) { widget.text = text }
    }

    struct EditorScreen: View {
        @State var text: String
        @FocusState private var isEditing: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                MirrorLabel(text: text)
                    .frame(maxWidth: .infinity, minHeight: 16, maxHeight: 48)
                    .border(.gray)
                HStack {
                    Text("text").frame(width: 64, alignment: .leading)
                    TextField("the label's text", text: $text)
                        .focused($isEditing)
                        .onSubmit { isEditing = false }
                        .frame(width: 240)
                }
                Text(text).lineLimit(2)
            }
            .defaultFocus($isEditing, true)
        }
    }

    static func words(_ count: Int) -> String {
        var text = ""
        var length = 1
        while text.utf8.count < count {
            text += String(repeating: "w", count: length) + " "
            length = length % 9 + 1
        }
        return String(text.utf8.prefix(count)) ?? text
    }

    /// The graphemes measured for one keystroke (and its frame) at the end of `text`.
    func keystrokeCost(_ text: String, moveHome: Bool = false) -> (cost: Int, host: HeadlessHost) {
        let host = HeadlessHost(size: Size(width: 60, height: 20), tracePath: nil) {
            EditorScreen(text: text)
        }
        if moveHome {
            host.send(KeyEvent(.home))
            for _ in 0..<10 { host.send(KeyEvent(.right)) }
        }
        _ = host.lines
        let cost = TextMeasurement.counting {
            host.send(.character("k"))
            _ = host.lines
        }
        return (cost, host)
    }

    @Test func aKeystrokeCostsTheSameAtCharacterTenAndAtCharacterOneHundredThousand() {
        let atEnd = keystrokeCost(Self.words(100_000))
        let atTen = keystrokeCost(Self.words(100_000), moveHome: true)
        let shorter = keystrokeCost(Self.words(2_000))
        let shorterAtTen = keystrokeCost(Self.words(2_000), moveHome: true)
        #expect(atEnd.cost == shorter.cost)
        #expect(atTen.cost == shorterAtTen.cost)
        #expect(atTen.cost < 10 * 60 * 20)
        // Every text on the screen, measured a few times: a few screenfuls, never the text.
        #expect(atEnd.cost < 10 * 60 * 20)
        #expect(atEnd.host.lines.contains { $0.hasPrefix("│w ww www") })
    }

    @Test func aPasteGoesIntoTheFieldAsTextNeverAsKeys() {
        let host = HeadlessHost(size: Size(width: 60, height: 20), tracePath: nil) {
            EditorScreen(text: "")
        }
        var quits = 0
        host.graph.quitHandler.perform = { _ in quits += 1 }
        // Typed, the newline would be Enter (leaving the field) and the `q` then quit.
        host.paste("one\nq two")
        #expect(host.lines.contains { $0.hasPrefix("│") && $0.contains(" one q two ") })
        #expect(host.lines.contains { $0.hasPrefix("text ") && $0.contains(" one q two ") })
        #expect(quits == 0)
    }

    /// A text with no frame in a stack is asked its ideal height (an unlimited
    /// proposal): it measures at most ``LabelWidget/measurementLimit``'s rows for it.
    @Test func aTenMegabyteTextMeasuresOnlyWhatFits() {
        let huge = String(repeating: "abcdefghi ", count: 1_000_000)
        let cost = TextMeasurement.counting {
            let host = HeadlessHost(size: Size(width: 60, height: 20), tracePath: nil) {
                VStack {
                    EditorScreen(text: huge)
                    Text(huge)
                }
            }
            #expect(host.lines.contains { $0.hasPrefix("abcdefghi abcdefghi") })
        }
        // An unbounded proposal measures at most ``LabelWidget/measurementLimit``'s rows once.
        #expect(cost < 3 * LabelWidget.measurementLimit.height * 60)
    }
}
