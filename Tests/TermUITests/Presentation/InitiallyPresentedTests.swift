import CursesKit
import Foundation
import Testing

@testable import TermUI

/// A presentation whose state already says "shown" when its view appears is
/// shown at once, as in SwiftUI (`isPresented` true from the start, or a
/// state restored with a dialog up).
@MainActor
@Suite struct InitiallyPresentedTests {
    struct Item: Equatable { let name: String }

    struct Dialog: View {
        @State var isPresented: Bool
        @State var item: Item?
        var body: some View {
            VStack {
                Text("Behind")
            }
            .confirmationDialog(
                "Remove it?", isPresented: $isPresented, titleVisibility: .visible, presenting: item
            ) { item in
                Button("Remove \(item.name)", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    @Test func aDialogPresentedFromTheStartIsShown() {
        let host = HeadlessHost(
            size: Size(width: 40, height: 12), root: Dialog(isPresented: true, item: Item(name: "pass")))
        host.runPendingWork()
        #expect(
            host.lines.joined(separator: "\n").contains("Remove it?"), "\(host.lines.joined(separator: "\n"))"
        )
    }

    struct SheetWithDialog: View {
        @State var isSheetPresented = true
        var body: some View {
            Text("Root")
                .sheet(isPresented: $isSheetPresented) {
                    Dialog(isPresented: true, item: Item(name: "pass"))
                }
        }
    }

    /// The dialog was presented by the sheet content's mount, before the sheet
    /// itself: it was drawn beneath the sheet's panel (the headless monkey's
    /// fresh render of the wallet list with its removal dialog up).
    @Test func aDialogInASheetPresentedFromTheStartIsShownAboveTheSheet() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: SheetWithDialog())
        host.runPendingWork()
        let screen = host.lines.joined(separator: "\n")
        for part in ["Remove it?", "[ Remove pass ]", "[ Cancel ]"] {
            #expect(screen.contains(part), "the dialog is whole, above the sheet: \(screen)")
        }
    }

    @Test func aRestoredDialogIsShown() {
        let live = HeadlessHost(
            size: Size(width: 40, height: 12), root: Dialog(isPresented: false, item: nil))
        let fresh = HeadlessHost(
            size: Size(width: 40, height: 12), restoring: live.stateSnapshot(),
            root: Dialog(isPresented: true, item: Item(name: "pass")))
        fresh.runPendingWork()
        // The snapshot says it is not shown: the restored state wins over the initial one.
        #expect(!fresh.lines.joined(separator: "\n").contains("Remove it?"))
    }
}
