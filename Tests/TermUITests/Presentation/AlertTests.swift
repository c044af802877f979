import CursesKit
import Testing

@testable import TermUI

/// `.alert` and `.confirmationDialog`: a centred box over the dimmed
/// content; focus stays inside; any button closes it and writes `false`;
/// Esc runs the `.cancel` button; focus goes back to what had it.
@MainActor
@Suite struct AlertTests {
    struct Passes: View {
        @State private var confirming = false
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Button("Remove") { confirming = true }
                Button("Other") { log.append("other") }
                Text("log: \(log.joined(separator: ","))")
                Text("shown: \(confirming)")
            }
            .alert("Remove the pass?", isPresented: $confirming) {
                Button("Remove", role: .destructive) { log.append("removed") }
                Button("Cancel", role: .cancel) { log.append("cancelled") }
            } message: {
                Text("It cannot be undone.")
            }
        }
    }

    @Test func theAlertIsACentredBoxOverTheDimmedContent() throws {
        let host = HeadlessHost(size: Size(width: 36, height: 11), focusesFirstControl: false, root: Passes())
        _ = try host.tabToFirstAndPress()
        #expect(
            host.lines == [
                "[ Remove ]                          ",
                "[ Other ]                           ",
                "log: ┌───────────────────────┐      ",
                "shown│ Remove the pass?      │      ",
                "     │ It cannot be undone.  │      ",
                "     │                       │      ",
                "     │ [ Remove ] [ Cancel ] │      ",
                "     └───────────────────────┘      ",
                "                                    ",
                "                                    ",
                "                                    ",
            ])
        #expect(host.cell(at: Point(x: 0, y: 0)).style == SheetTests.dimmed)
        #expect(host.cell(at: Point(x: 9, y: 6)).style.foreground == .red, "the destructive button")
    }

    @Test func focusStaysInsideAndAButtonClosesItWritingFalse() throws {
        let host = HeadlessHost(size: Size(width: 36, height: 11), focusesFirstControl: false, root: Passes())
        let remove = try host.tabToFirstAndPress()
        // Round the alert's buttons and past them: Tab never leaves it.
        for _ in 0..<5 { host.send(KeyEvent(.tab)) }
        host.send(KeyEvent(.backTab))
        #expect(host.lines.contains { $0.contains("Remove the pass?") })
        host.send(KeyEvent(.enter))  // focus is on the alert's first button again: Remove
        #expect(host.lines[2].hasPrefix("log: removed "))
        #expect(host.lines[3].hasPrefix("shown: false "))
        #expect(!host.lines.contains { $0.contains("Remove the pass?") })
        #expect(host.focusedWidget === remove, "focus is back on the button that opened it")
    }

    @Test func escRunsTheCancelButtonAndCloses() throws {
        let host = HeadlessHost(size: Size(width: 36, height: 11), focusesFirstControl: false, root: Passes())
        let remove = try host.tabToFirstAndPress()
        host.send(KeyEvent(.escape))
        #expect(host.lines[2].hasPrefix("log: cancelled "))
        #expect(host.lines[3].hasPrefix("shown: false "))
        #expect(host.focusedWidget === remove)
    }

    struct NoCancel: View {
        @State private var showing = true
        @State private var presses = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("shown: \(showing), presses \(presses)")
            }
            .alert("Saved", isPresented: $showing) {}
        }
    }

    @Test func anAlertWithoutButtonsHasOKAndEscJustCloses() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 8), focusesFirstControl: false, root: NoCancel())
        #expect(host.lines.contains { $0.contains("[ OK ]") })
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix("shown: false, presses 0"))
    }

    struct Presenting: View {
        @State private var showing = true
        @State private var pass: String?
        var body: some View {
            VStack(alignment: .leading) {
                Button("Pick") { pass = "Boarding" }
                Text("shown: \(showing)")
            }
            .alert("Details", isPresented: $showing, presenting: pass) { pass in
                Button("Keep \(pass)") {}
            } message: { pass in
                Text("About \(pass)")
            }
        }
    }

    @Test func presentingShowsNothingWithoutDataAndBuildsFromIt() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 9), focusesFirstControl: false, root: Presenting())
        #expect(!host.lines.contains { $0.contains("Details") }, "isPresented, but no data")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("About Boarding") })
        #expect(host.lines.contains { $0.contains("[ Keep Boarding ]") })
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("shown: false"))
    }

    struct Dialog: View {
        @State private var showing = false
        @State private var log = "none"
        let titleVisibility: Visibility
        var body: some View {
            VStack(alignment: .leading) {
                Button("Delete") { showing = true }
                Text("log: \(log)")
            }
            .confirmationDialog("Delete 3 files?", isPresented: $showing, titleVisibility: titleVisibility) {
                Button("Delete", role: .destructive) { log = "deleted" }
            }
        }
    }

    @Test func aConfirmationDialogStacksItsButtonsAndAddsCancel() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 9), focusesFirstControl: false,
            root: Dialog(titleVisibility: .automatic))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        let box = host.lines.filter { $0.contains("│") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            box == [
                "│ Delete 3 files?      │",
                "│                      │",
                "│ [ Delete ]           │",
                "│ [ Cancel ]           │",
            ])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))  // the added Cancel
        #expect(host.lines[1].hasPrefix("log: none"))
        #expect(!host.lines.contains { $0.contains("Delete 3 files?") })
        host.send(KeyEvent(.enter))  // focus back on the Delete button that opened it
        host.send(KeyEvent(.enter))  // the dialog's Delete
        #expect(host.lines[1].hasPrefix("log: deleted"))
    }

    @Test func aHiddenTitleIsNotShown() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 9), focusesFirstControl: false,
            root: Dialog(titleVisibility: .hidden))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(!host.lines.contains { $0.contains("Delete 3 files?") })
        #expect(host.lines.contains { $0.contains("[ Cancel ]") })
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("[ Cancel ]") })
    }
}
