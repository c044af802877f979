import Testing

@testable import TermUI

/// `@Environment(\.dismiss)`: inside a sheet it closes that sheet, as Esc does;
/// outside any presentation it does nothing.
@MainActor
@Suite struct DismissActionTests {
    struct Editor: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Done") { dismiss() } }
    }

    struct Presenter: View {
        @State private var showing = false
        @State private var dismissals = 0
        var body: some View {
            VStack {
                Button("Open") { showing = true }
                Text("dismissed \(dismissals)")
                Editor()
            }
            .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }, content: { Editor() })
        }
    }

    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    @Test func dismissInsideASheetClosesItAndRunsOnDismiss() {
        let host = HeadlessHost(
            size: Size(width: 40, height: 12), focusesFirstControl: false, root: Presenter())
        host.send(KeyEvent(.tab))  // Open
        host.send(KeyEvent(.enter))
        #expect(host.lines.filter { $0.contains("Done") }.count == 2)
        host.send(KeyEvent(.enter))  // Focus is inside the sheet: its Done.
        #expect(host.lines.filter { $0.contains("Done") }.count == 1)
        #expect(text(host).contains("dismissed 1"))
    }

    @Test func dismissOutsideAnyPresentationDoesNothing() {
        let host = HeadlessHost(
            size: Size(width: 40, height: 12), focusesFirstControl: false, root: Presenter())
        host.send(KeyEvent(.tab))  // Open
        host.send(KeyEvent(.tab))  // Done, the one on the screen itself
        host.send(KeyEvent(.enter))
        #expect(text(host).contains("dismissed 0"))
        #expect(host.lines.filter { $0.contains("Done") }.count == 1)
    }

    /// The action keeps one identity for the sheet's life, so a view that reads
    /// it is not updated by every pass of the sheet.
    @Test func theActionComparesEqualAcrossPasses() {
        let target = DismissTarget()
        #expect(DismissAction(target: target) == DismissAction(target: target))
        #expect(DismissAction(target: target) != DismissAction(target: DismissTarget()))
    }
}
