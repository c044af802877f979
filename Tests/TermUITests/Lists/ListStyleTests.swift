import CursesKit
import Testing

@testable import TermUI

/// Sections and the three list styles, as a person sees them: the same
/// content under `.plain`, `.inset` and `.sidebar`, written out line by line.
@MainActor
@Suite struct ListStyleTests {
    struct Mail: View {
        let style: ListStyle
        @State var selection: String? = "Inbox"
        var body: some View {
            List(selection: $selection) {
                Section("Mailboxes") {
                    ForEach(["Inbox", "Sent"], id: \.self) { Text($0) }
                }
                Section {
                    Text("Work").tag("Work")
                } header: {
                    Text("Folders")
                } footer: {
                    Text("1 folder")
                }
            }
            .listStyle(style)
        }
    }

    private func lines(_ style: ListStyle) -> [String] {
        let host = HeadlessHost(size: Size(width: 16, height: 8), root: Mail(style: style))
        host.send(KeyEvent(.tab))
        return host.lines
    }

    @Test func plainRowsRunEdgeToEdge() {
        #expect(
            lines(.plain) == [
                " Mailboxes      ",
                "›Inbox          ",
                " Sent           ",
                " Folders        ",
                " Work           ",
                " 1 folder       ",
                "                ",
                "                ",
            ])
    }

    @Test func insetRowsAreInsetAndSectionsApart() {
        #expect(
            lines(.inset) == [
                "   Mailboxes    ",
                "›  Inbox        ",
                "   Sent         ",
                "                ",
                "   Folders      ",
                "   Work         ",
                "   1 folder     ",
                "                ",
            ])
    }

    @Test func sidebarRowsSitUnderTheirHeadersBesideARule() {
        #expect(
            lines(.sidebar) == [
                " Mailboxes     │",
                "›  Inbox       │",
                "   Sent        │",
                " Folders       │",
                "   Work        │",
                " 1 folder      │",
                "               │",
                "               │",
            ])
    }

    @Test func headersAreBoldAndTheSelectionSpansTheRow() {
        let host = HeadlessHost(size: Size(width: 16, height: 8), root: Mail(style: .plain))
        #expect(host.cell(at: Point(x: 1, y: 0)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: 1, y: 0)).style.foreground == .gray)
        // The selected row is coloured to the list's edge, past its text.
        #expect(host.cell(at: Point(x: 14, y: 1)).style.background == ListRowBehavior.selectedBackground)
        #expect(host.cell(at: Point(x: 14, y: 2)).style.background != ListRowBehavior.selectedBackground)
    }

    @Test func aSectionOutsideAListStacksItsParts() {
        let host = HeadlessHost(size: Size(width: 10, height: 3)) {
            Section {
                Text("body")
            } header: {
                Text("head")
            } footer: {
                Text("foot")
            }
        }
        #expect(host.lines == ["head      ", "body      ", "foot      "])
    }
}
