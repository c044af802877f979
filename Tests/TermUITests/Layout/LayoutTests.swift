import CursesKit
import Testing

@testable import TermUI

/// Layout as a person sees it: the screen lines a view tree produces.
@MainActor
@Suite struct LayoutTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let width: Int
        let height: Int
        let expected: [String]
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "hstackSpacer", width: 12, height: 1, expected: ["Left   Right"]),
        Case(name: "vstackLeading", width: 6, height: 2, expected: ["Title ", "ab    "]),
        Case(name: "padding", width: 5, height: 3, expected: ["     ", " ab  ", "     "]),
        Case(name: "border", width: 6, height: 3, expected: ["┌──┐  ", "│ab│  ", "└──┘  "]),
        Case(name: "frameCentered", width: 6, height: 1, expected: ["  ab  "]),
        Case(name: "frameMaxWidthTrailing", width: 6, height: 1, expected: ["    ab"]),
        Case(name: "zstackBottomLeading", width: 5, height: 2, expected: ["xxxxx", "abxxx"]),
        Case(name: "divider", width: 4, height: 3, expected: ["ab  ", "────", "cd  "]),
        Case(name: "wrapping", width: 5, height: 2, expected: ["one  ", "two  "]),
        Case(name: "truncation", width: 5, height: 1, expected: ["abcd…"]),
    ]

    @ViewBuilder
    static func view(_ name: String) -> some View {
        switch name {
        case "hstackSpacer":
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
        case "vstackLeading":
            VStack(alignment: .leading) {
                Text("Title")
                Text("ab")
            }
        case "padding": Text("ab").padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
        case "border": Text("ab").border()
        case "frameCentered": Text("ab").frame(width: 48)
        case "frameMaxWidthTrailing": Text("ab").frame(maxWidth: .infinity, alignment: .trailing)
        case "zstackBottomLeading":
            ZStack(alignment: .bottomLeading) {
                VStack(spacing: 0) {
                    Text("xxxxx")
                    Text("xxxxx")
                }
                HStack(spacing: 8) {
                    Text("ab")
                    Text("")
                }
            }
        case "divider":
            VStack(alignment: .leading) {
                Text("ab")
                Divider()
                Text("cd")
            }
        case "wrapping": Text("one two")
        default: Text("abcdefgh").lineLimit(1).frame(width: 40)
        }
    }

    @Test(arguments: cases)
    func screenLines(_ layout: Case) {
        let host = HeadlessHost(
            size: Size(width: layout.width, height: layout.height), root: Self.view(layout.name))
        #expect(host.lines == layout.expected)
    }

    struct SizedRep: WidgetRepresentable {
        let recorder: Recorder
        let answer: Size?
        func makeWidget(context: Context) -> RecordingWidget {
            let widget = RecordingWidget()
            widget.title = "abc"
            return widget
        }
        func updateWidget(_ widget: RecordingWidget, context: Context) {}
        func sizeThatFits(_ proposal: ProposedSize, widget: RecordingWidget, context: Context) -> Size? {
            recorder.record("\(proposal)")
            return answer
        }
    }

    // Rule 8: several proposals per pass; nil falls back to the intrinsic size.
    @Test(arguments: [Size(width: 5, height: 1), nil])
    func sizeThatFitsIsAskedAndNilFallsBackToIntrinsic(_ answer: Size?) {
        let recorder = Recorder()
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            HStack(spacing: 0) {
                SizedRep(recorder: recorder, answer: answer)
                Text("|")
            }
        }
        #expect(Set(recorder.calls).count >= 2)
        let expected = answer == nil ? "abc|        " : "abc  |      "
        #expect(host.lines == [expected])
    }

    /// A child wider than its stack (fixed frames that add up to more than the
    /// terminal) is placed in the stack's width: its siblings keep the width they
    /// were offered (a bar's trailing text stays on screen), a border keeps its
    /// right edge, and wrapped text keeps every word.
    @Test func anOverflowingChildDoesNotWidenItsSiblings() {
        let host = HeadlessHost(size: Size(width: 20, height: 8)) {
            VStack(alignment: .leading) {
                HStack {
                    Text("App")
                    Spacer()
                    Text("seed")
                }
                VStack(alignment: .leading) {
                    HStack {
                        Text("name").frame(width: 80)
                        Text("value").frame(width: 112)
                    }
                    Text("ab").frame(maxWidth: .infinity).border()
                    Text("one two three four five")
                }
            }
        }
        #expect(
            host.lines == [
                "App             seed",
                "   name      value  ",
                "┌──────────────────┐",
                "│        ab        │",
                "└──────────────────┘",
                "one two three four  ",
                "five                ",
                "                    ",
            ])
    }
}
