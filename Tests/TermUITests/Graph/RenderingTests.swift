import CursesKit
import Testing

@testable import TermUI

/// What a frame repaints, and the colours text is drawn in.
@MainActor
@Suite struct RenderingTests {
    /// Counts how often it is painted.
    final class CountingWidget: Widget {
        var draws = 0
        override var intrinsicContentSize: Size { Size(width: 3, height: 1) }
        override func draw(in surface: Surface) {
            draws += 1
            surface.draw("abc", at: .zero, style: .plain)
        }
    }

    struct Counting: WidgetRepresentable {
        let recorder: Recorder
        func makeWidget(context: Context) -> CountingWidget {
            let widget = CountingWidget()
            recorder.widgets["counting"] = WeakBox(widget)
            return widget
        }
        func updateWidget(_ widget: CountingWidget, context: Context) {}
    }

    struct Screen: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            VStack(alignment: .leading) {
                Counting(recorder: recorder)
                Text("n=\(model.count)")
            }
        }
    }

    @Test func changingATextRepaintsOnlyThatText() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(
            size: Size(width: 5, height: 2), root: Screen(model: model, recorder: recorder))
        let counting = recorder.widgets["counting"]?.object as? CountingWidget
        let before = counting?.draws
        model.count = 5
        #expect(host.lines == ["abc  ", "n=5  "])
        #expect(counting?.draws == before)
    }

    @Test func wrappedTextOverABackgroundDrawsGlyphsAndBlanksOnThatColour() {
        let host = HeadlessHost(size: Size(width: 6, height: 2)) {
            Text("aaa b").frame(width: 32).background(.blue)
        }
        #expect(host.lines == [" aaa  ", " b    "])
        #expect(host.cell(at: Point(x: 3, y: 1)).style.background == .blue)
        #expect(host.cell(at: Point(x: 1, y: 1)).style.background == .blue)
    }

    @Test func aBarOfTextsOnABackgroundHasNoHolesUnderItsWords() {
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            VStack(alignment: .leading) {
                HStack(spacing: 8) {
                    Text("TermUI").bold()
                    Text("›").foregroundColor(.gray)
                    Spacer()
                    Text("seed").foregroundColor(.gray)
                }
                .padding(.horizontal, 8)
                .background(.indexed(236))
                Text("plain")
            }
        }
        #expect(host.lines == [" TermUI ›      seed ", "plain               "])
        let bar = (0..<20).map { host.cell(at: Point(x: $0, y: 0)).style.background }
        #expect(bar == Array(repeating: .indexed(236), count: 20))
        #expect(host.cell(at: Point(x: 1, y: 0)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: 16, y: 0)).style.foreground == .gray)
        #expect(host.cell(at: Point(x: 0, y: 1)).style.background == .default)
    }

    struct Row: View {
        let model: TestModel
        let recorder: Recorder
        var body: some View {
            HStack(spacing: 8) {
                RecordingRep(name: "rep", title: "ab", recorder: recorder)
                Text("n\(model.count)")
            }
        }
    }

    @Test func aWidgetThatGrewOnItsOwnIsMeasuredAgainAtTheNextPass() {
        let recorder = Recorder()
        let model = TestModel()
        let host = HeadlessHost(size: Size(width: 10, height: 1), root: Row(model: model, recorder: recorder))
        #expect(host.lines == ["ab n0     "])
        (recorder.widgets["rep"]?.object as? RecordingWidget)?.title = "abcd"
        model.count = 1
        #expect(host.lines == ["abcd n1   "])
    }
}
