import CursesKit
import Testing

@testable import TermUI

/// `ScrollViewReader`: `scrollTo(_:anchor:)` brings the view with that id
/// on screen at the anchor (top, center, bottom, or the least scroll), in a
/// `ScrollView` and in a `List`, and after a change made in the same action.
@MainActor
@Suite struct ScrollViewReaderTests {
    struct Rows: View {
        @State private var count = 50
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    Text("count \(count)")
                    ScrollView {
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                            Text("the end").id("end")
                        }
                    }
                    .frame(height: 160)
                }
                .onKeyPress("t") { scroll(proxy, 30, .top) }
                .onKeyPress("c") { scroll(proxy, 30, .center) }
                .onKeyPress("b") { scroll(proxy, 30, .bottom) }
                .onKeyPress("5") { scroll(proxy, 5, nil) }
                .onKeyPress("4") { scroll(proxy, 40, nil) }
                .onKeyPress("e") { scroll(proxy, "end", .bottom) }
                .onKeyPress("x") { scroll(proxy, 999, .top) }
                .onKeyPress("a") {
                    count += 1
                    proxy.scrollTo(count - 1, anchor: .bottom)
                    return .handled
                }
            }
        }

        private func scroll(_ proxy: ScrollViewProxy, _ id: some Hashable, _ anchor: UnitPoint?)
            -> KeyPress.Result
        {
            proxy.scrollTo(id, anchor: anchor)
            return .handled
        }
    }

    /// The screen row (0 is the scroll view's first) showing `text`, if any.
    private func viewportRow(of text: String, in host: HeadlessHost) -> Int? {
        host.lines.dropFirst().firstIndex { $0.hasPrefix(text + " ") }.map { $0 - 1 }
    }

    @Test func anchorsPutTheRowAtTheTopCentreOrBottom() {
        let host = HeadlessHost(size: Size(width: 20, height: 11), root: Rows())
        #expect(viewportRow(of: "Row 0", in: host) == 0)
        host.send(.character("t"))
        #expect(viewportRow(of: "Row 30", in: host) == 0, "\(host.lines)")
        host.send(.character("b"))
        #expect(viewportRow(of: "Row 30", in: host) == 9, "\(host.lines)")
        host.send(.character("c"))
        #expect(viewportRow(of: "Row 30", in: host) == 5, "\(host.lines)")
    }

    @Test func withoutAnAnchorItScrollsAsLittleAsShowsTheRow() {
        let host = HeadlessHost(size: Size(width: 20, height: 11), root: Rows())
        host.send(.character("5"))
        #expect(viewportRow(of: "Row 0", in: host) == 0, "already shown: no scroll")
        host.send(.character("4"))
        #expect(viewportRow(of: "Row 40", in: host) == 9, "below: scrolled until it is the last row")
        host.send(.character("5"))
        #expect(viewportRow(of: "Row 5", in: host) == 0, "above: scrolled until it is the first row")
        host.send(.character("x"))
        #expect(viewportRow(of: "Row 5", in: host) == 0, "an unknown id does nothing")
    }

    @Test func anExplicitIDAndARowAddedInTheSameActionAreFound() {
        let host = HeadlessHost(size: Size(width: 20, height: 11), root: Rows())
        host.send(.character("e"))
        #expect(host.lines[10].hasPrefix("the end"), "\(host.lines)")
        host.send(.character("t"))
        host.send(.character("a"))
        #expect(host.lines[0].hasPrefix("count 51"))
        #expect(host.lines[10].hasPrefix("Row 50 "), "the row added is shown: \(host.lines)")
    }

    struct Listed: View {
        var body: some View {
            ScrollViewReader { proxy in
                List(0..<1000, id: \.self) { Text("Item \($0)") }
                    .onKeyPress("t") {
                        proxy.scrollTo(600, anchor: .top)
                        return .handled
                    }
                    .onKeyPress("b") {
                        proxy.scrollTo(600, anchor: .bottom)
                        return .handled
                    }
            }
        }
    }

    @Test func inAListTheRowComesToTheAnchor() {
        let host = HeadlessHost(size: Size(width: 20, height: 8), root: Listed())
        #expect(host.lines[0].hasPrefix(" Item 0 "))
        host.send(.character("t"))
        #expect(host.lines[0].hasPrefix(" Item 600 "), "\(host.lines)")
        host.send(.character("b"))
        #expect(host.lines[7].hasPrefix(" Item 600 "), "\(host.lines)")
    }
}
