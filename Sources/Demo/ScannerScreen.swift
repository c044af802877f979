import CursesKit
import DemoParsing
import FoundationEssentials
import TermUI
import WalletKit

/// Seeds 001 and 004 in a terminal, written as seed 001's `ContentView`: the
/// last code scanned, a button that presents ``ScannerView`` in a sheet, and
/// the sheet closing once a code lands in the binding. Esc closes it without one.
///
/// The payload is shown as text, inert (controls are drawn as U+FFFD). A web
/// address offers the web screen, a pass.json the wallet screen.
struct ScannerScreen: View {
    /// Shows a scanned pass on the wallet screen.
    let showPass: (Pass) -> Void
    /// Opens a scanned URL on the web screen.
    let openURL: (URL) -> Void
    /// True while a keyboard reader types into the sheet: the app's own letter
    /// keys (`l`, `q`, Backspace) are then left to the scanner.
    let isTypingCode: FocusState<Bool>.Binding
    @State private var code: String?
    @State private var showingScanner = false
    /// The code shown before this scan, put back if the sheet is closed without one.
    @State private var previousCode: String?
    @FocusState private var isScanButtonFocused: Bool
    @Environment(\.scanSource) private var scanSource

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading) {
                Text("Scanned code").bold()
                Text(code ?? "")
                    .lineLimit(4)
            }
            Button("Scan QR code") {
                previousCode = code
                code = nil
                showingScanner = true
            }
            .focused($isScanButtonFocused)
            offers
            Text("Scans \(scanSource.label) (--scan-source camera|demo|keyboard|FILE)")
                .foregroundColor(.gray)
                .lineLimit(2)
        }
        .onAppear { isScanButtonFocused = true }
        .onChange(of: code) { _, scanned in
            if scanned != nil { showingScanner = false }
        }
        .sheet(isPresented: $showingScanner, onDismiss: restorePreviousCode) {
            VStack(alignment: .leading) {
                Text("Point a QR code at the scanner").bold()
                if scanSource == .keyboard {
                    ScannerView(code: $code).focused(isTypingCode)
                } else {
                    ScannerView(code: $code)
                }
                Text(scanSource.sheetHint).foregroundColor(.gray).lineLimit(1)
            }
        }
    }

    /// The sheet closed: the app's keys work again, and if it closed without a
    /// code (Esc) the code shown before is shown again.
    private func restorePreviousCode() {
        isTypingCode.wrappedValue = false
        if code == nil { code = previousCode }
    }

    /// What can be done with the payload: open a URL, show a pass.
    @ViewBuilder private var offers: some View {
        if let code {
            switch ScannedPayload(code) {
            case .url(let url):
                Button("Open \(url.host ?? "the page") on the web screen") { openURL(url) }
            case .pass(let pass):
                Button("Show “\(pass.localizedDescription)” on the wallet screen") { showPass(pass) }
            case .text:
                EmptyView()
            }
        }
    }
}
