import CursesKit
import Observation
import Testing

@testable import TermUI

/// An update lays out only as far as a size can change: a colour or a
/// progress value lays out nothing, a change inside a frame of fixed size
/// lays out that frame's subtree only. Counted as sizes measured (answers not
/// already cached) and nodes placed.
@MainActor
@Suite struct LayoutScopeTests {
    @Observable
    final class Model {
        var color: Color = .red
        var progress = 0.25
        var framed = "a"
        var free = "b"
        var background: Color = .blue
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("title")
                Text("colour").foregroundColor(model.color)
                ProgressView(value: model.progress).frame(width: 160)
                Text(model.framed).frame(width: 80, height: 16)
                Text(model.free)
                Text("boxed").background(model.background)
            }
        }
    }

    private func layoutWork(_ host: HeadlessHost, _ change: () -> Void) -> LayoutWork {
        host.runPendingWork()
        host.graph.recordsLayoutDetail = true
        host.graph.layoutWork = LayoutWork()
        change()
        host.runPendingWork()
        return host.graph.layoutWork
    }

    @Test func aColourChangeMeasuresAndPlacesNothing() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) { Screen(model: model) }
        #expect(host.cell(at: Point(x: 0, y: 1)).style.foreground == .red)
        let work = layoutWork(host) { model.color = .green }
        #expect(host.cell(at: Point(x: 0, y: 1)).style.foreground == .green, "the new colour is drawn")
        #expect(work == LayoutWork(measured: 0, placed: 0))
    }

    @Test func aBackgroundColourChangeMeasuresAndPlacesNothing() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) { Screen(model: model) }
        let work = layoutWork(host) { model.background = .yellow }
        #expect(host.cell(at: Point(x: 0, y: 5)).style.background == .yellow)
        #expect(work == LayoutWork(measured: 0, placed: 0))
    }

    @Test func aProgressValueChangeMeasuresAndPlacesNothing() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) { Screen(model: model) }
        let before = host.lines[2]
        let work = layoutWork(host) { model.progress = 0.75 }
        #expect(host.lines[2] != before, "the bar moved")
        #expect(work == LayoutWork(measured: 0, placed: 0))
    }

    @Test func aChangeInsideAFixedSizeFrameLaysOutOnlyThatFrame() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) { Screen(model: model) }
        let work = layoutWork(host) { model.framed = "abc" }
        #expect(host.lines[3] == "   abc                        ", "centred in its 10 columns")
        // Only the framed text is measured (by its frame, then by the frame's
        // placement of it), and only the frame and the text are placed.
        #expect(work.measuredViews == ["Text", "Text", "Text", "Text"])
        #expect(work.placed == 2)
    }

    @Test func aSizeChangeOutsideAFixedFrameReachesTheStack() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) { Screen(model: model) }
        let work = layoutWork(host) { model.free = "longer" }
        #expect(host.lines[4].hasPrefix("longer"))
        #expect(work.measuredViews.contains("VStack"), "the stack measures itself again")
    }

    /// A row as wide as its stack offers: a name, a spacer and a value.
    struct Rows: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("title")
                HStack {
                    Text(model.free)
                    Spacer()
                    Text("end")
                }
                Text("below")
            }
        }
    }

    /// A text that grows inside a row whose size does not follow it (a
    /// spacer takes up the difference) lays out that row alone: the row is
    /// measured again, finds its size unchanged and places its content in
    /// its frame; the stack and the root are neither measured nor placed
    /// (the web screen's status line laid the whole screen out at each Tab).
    @Test func aTextThatGrowsInARowOfFixedSizeLaysOutOnlyTheRow() {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 20, height: 4)) { Rows(model: model) }
        #expect(host.lines[1] == "b                end")
        let work = layoutWork(host) { model.free = "longer" }
        #expect(host.lines[1] == "longer           end", "\(host.lines)")
        #expect(host.lines[2] == "below               ")
        #expect(work.measuredViews.contains("HStack"), "the row measures itself again")
        #expect(!work.measuredViews.contains("VStack"), "\(work.measuredViews)")
        #expect(work.placed == 3, "the row, its new text and its spacer")
    }

    /// A row that changes itself after a text in it asked for its size to be
    /// checked is not stopped by that check: its own change may move it, so
    /// the stack above lays out again. (The order a pass renders in puts a
    /// parent first; a row's own update after its child's is made by hand.)
    @Test func aRowThatChangesAfterItsTextIsLaidOutByItsStack() throws {
        let model = Model()
        let host = HeadlessHost(size: Size(width: 20, height: 4)) { Rows(model: model) }
        host.runPendingWork()
        var nodes: [String: ViewNode] = [:]
        host.graph.root?.forEachNode { node in nodes[node.typeName] = nodes[node.typeName] ?? node }
        let row = try #require(nodes["HStack"])
        let text = try #require(row.children.first?.children.first)
        host.graph.recordsLayoutDetail = true
        host.graph.layoutWork = LayoutWork()
        text.setNeedsLayout()
        row.setNeedsLayout()
        host.graph.layout()
        #expect(
            host.graph.layoutWork.measuredViews.contains("VStack"), "\(host.graph.layoutWork.measuredViews)")
    }

    /// Rows of a settings form: a label, a spacer and a control each, tinted by the accent colour.
    @Observable
    final class FormModel {
        var accent: Color = .red
        var title = "on"
    }

    struct Settings: View {
        let model: FormModel
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<6, id: \.self) { row in
                    HStack {
                        Text("Setting \(row)")
                        Spacer()
                        Toggle(row == 0 ? model.title : "on", isOn: .constant(true))
                    }
                }
            }
            .accentColor(model.accent)
        }
    }

    /// A control whose tint changes is measured again alone, finds its size
    /// unchanged and lays out nothing (every row was measured again, 400
    /// sizes a key on the demo's context screen); one whose title grows lays
    /// its row out again, and the row shows all of it.
    @Test func aControlsNewTintLaysOutNothingAndANewTitleLaysOutItsRow() throws {
        let model = FormModel()
        let host = HeadlessHost(size: Size(width: 40, height: 6)) { Settings(model: model) }
        let togglePlace = try #require(host.lines[1].firstRange(of: "on"))
        let column = host.lines[1].distance(from: host.lines[1].startIndex, to: togglePlace.lowerBound)
        let tinted = layoutWork(host) { model.accent = .green }
        #expect(tinted == LayoutWork(measured: 0, placed: 0))
        #expect(host.cell(at: Point(x: column - 4, y: 1)).style.foreground == .green, "\(host.lines[1])")
        let retitled = layoutWork(host) { model.title = "always on" }
        #expect(retitled.measured > 0)
        #expect(host.lines[0].hasSuffix("always on"), "\(host.lines[0])")
    }

    /// A label adapter styled from the environment, as the demo's context screen has it.
    struct TintedLabel: WidgetRepresentable {
        let text: String
        func makeWidget(context: Context) -> LabelWidget { LabelWidget() }
        func updateWidget(_ widget: LabelWidget, context: Context) {
            widget.text = text
            widget.style = Style(foreground: context.environment.accentColor ?? .blue)
        }
    }

    /// The screen's body reads the accent itself, so all of it is evaluated
    /// again: the scroll view, the key and lifecycle modifiers and the
    /// adapter each get a new value that is never equal (closures).
    struct Tinted: View {
        let model: FormModel
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    TintedLabel(text: model.title)
                    Text("below")
                }
                .onKeyPress("x") { .handled }
                .onAppear {}
            }
            .accentColor(model.accent)
        }
    }

    /// A new accent reaches the adapter, which is measured again alone and
    /// lays nothing out (the context screen's `a` laid it all out from the
    /// root); a new text that is longer is measured again and shown whole.
    @Test func anAdaptersNewTintLaysOutNothingAndItsNewTextIsShownWhole() {
        let model = FormModel()
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { Tinted(model: model) }
        #expect(host.lines[0].hasPrefix("on "))
        let tinted = layoutWork(host) { model.accent = .green }
        #expect(tinted == LayoutWork(measured: 0, placed: 0))
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .green)
        let retitled = layoutWork(host) { model.title = "always on, and more" }
        #expect(retitled.measured > 0)
        #expect(host.lines[0].hasPrefix("always on, and more"), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("below"), "\(host.lines)")
    }
}
