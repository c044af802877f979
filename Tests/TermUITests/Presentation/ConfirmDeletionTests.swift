import CursesKit
import Testing

@testable import TermUI

/// A list's `.onDelete` asking first in a `.confirmationDialog(presenting:)`,
/// inside a sheet (the demo's wallet list): the dialog stacks over the sheet,
/// acts on the row it was opened for, Esc cancels it alone, and focus and the
/// selection are where they were when it closes.
@MainActor
@Suite struct ConfirmDeletionTests {
    struct Wallet: View {
        @State var items = ["air", "bus", "car"]
        @State var showsList = true
        @State var selection: String? = "bus"
        @State var pending: String?
        @State var confirming = false
        var body: some View {
            Text("items: \(items.joined(separator: ","))")
                .sheet(isPresented: $showsList) {
                    VStack(alignment: .leading) {
                        List(selection: $selection) {
                            ForEach(items, id: \.self) { Text($0) }
                                .onDelete { offsets in
                                    pending = offsets.first.map { items[$0] }
                                    confirming = true
                                }
                        }
                        .frame(height: 48)
                        Text("selected: \(selection ?? "-")")
                    }
                    .confirmationDialog(
                        "Remove it?", isPresented: $confirming, titleVisibility: .visible, presenting: pending
                    ) { item in
                        Button("Remove \(item)", role: .destructive) { items.removeAll { $0 == item } }
                    } message: { item in
                        Text("\(item) goes for good")
                    }
                }
        }
    }

    @Test func escCancelsTheDialogAloneAndTheButtonRemovesTheRowItWasOpenedFor() {
        let host = HeadlessHost(size: Size(width: 40, height: 14), root: Wallet())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.delete))
        #expect(host.lines.contains { $0.contains("Remove it?") })
        #expect(host.lines.contains { $0.contains("bus goes for good") })
        // Esc cancels the dialog; the sheet, the rows, the selection stay.
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("Remove it?") })
        #expect(host.lines.contains { $0.contains("selected: bus") })
        #expect(host.lines.contains { $0.contains("›bus") })
        // Asked again, the destructive button removes that row and nothing else.
        host.send(KeyEvent(.delete))
        #expect(host.lines.contains { $0.contains("[ Remove bus ]") })
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("items: air,car") })
        #expect(host.lines.contains { $0.contains("Remove it?") } == false)
    }
}
