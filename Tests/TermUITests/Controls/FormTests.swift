import CursesKit
import Testing

@testable import TermUI

/// `Form` with List's `Section`, `LabeledContent`, `GroupBox` and
/// `DisclosureGroup`, as a person sees and drives them.
@MainActor
@Suite struct FormTests {
    struct Settings: View {
        var body: some View {
            Form {
                Section {
                    LabeledContent("Gate", value: "12")
                    LabeledContent("Seat") { Text("4C").bold() }
                } header: {
                    Text("Flight")
                } footer: {
                    Text("From the pass")
                }
                Section {
                    Text("Wi-Fi")
                }
            }
        }
    }

    @Test func sectionsShowBoldHeadersIndentedRowsAndDimFootersApart() {
        let host = HeadlessHost(size: Size(width: 20, height: 8), root: Settings())
        #expect(
            host.lines == [
                "                    ",
                "Flight              ",
                "  Gate            12",
                "  Seat            4C",
                "  From the pass     ",
                "                    ",
                "  Wi-Fi             ",
                "                    ",
            ])
        #expect(host.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: 18, y: 3)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: 2, y: 4)).style.attributes.contains(.dim))
        #expect(!host.cell(at: Point(x: 2, y: 2)).style.attributes.contains(.dim))
    }

    /// Outside a form a section is its parts one under another, as before.
    @Test func aSectionOutsideAFormIsPlain() {
        let host = HeadlessHost(size: Size(width: 8, height: 3)) {
            VStack(alignment: .leading) {
                Section {
                    Text("row")
                } header: {
                    Text("Head")
                } footer: {
                    Text("foot")
                }
            }
        }
        #expect(host.lines == ["Head    ", "row     ", "foot    "])
        #expect(!host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
    }

    @Test func aGroupBoxBordersItsLabelAndContent() {
        let host = HeadlessHost(size: Size(width: 12, height: 4)) {
            VStack(alignment: .leading) {
                GroupBox("Flight") { Text("Gate 12") }
            }
        }
        #expect(host.lines == ["┌─────────┐ ", "│ Flight  │ ", "│ Gate 12 │ ", "└─────────┘ "])
        #expect(host.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.bold))
    }

    struct Disclosure: View {
        @State var expanded = false
        var body: some View {
            VStack(alignment: .leading) {
                DisclosureGroup("More", isExpanded: $expanded) { Text("hidden") }
                Text(expanded ? "open" : "shut")
            }
        }
    }

    @Test func aDisclosureGroupOpensWithEnterAndArrowsAndWritesItsBinding() {
        let host = HeadlessHost(size: Size(width: 10, height: 3), root: Disclosure())
        #expect(host.lines == ["▸ More    ", "shut      ", "          "])
        host.send(KeyEvent(.tab))
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.reverse))
        host.send(KeyEvent(.enter))
        #expect(host.lines == ["▾ More    ", "  hidden  ", "open      "])
        host.send(KeyEvent(.left))
        #expect(host.lines == ["▸ More    ", "shut      ", "          "])
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "  hidden  ")
        host.click(at: Point(x: 2, y: 0))
        #expect(host.lines[1] == "shut      ")
    }

    /// Without a binding the group keeps its expansion itself.
    @Test func aDisclosureGroupWithoutABindingKeepsItsOwnState() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) {
            VStack(alignment: .leading) {
                DisclosureGroup("More") { Text("inside") }
            }
        }
        #expect(host.lines == ["▸ More    ", "          "])
        host.send(KeyEvent(.tab))
        host.send(.character(" "))
        #expect(host.lines == ["▾ More    ", "  inside  "])
    }
}
