import CursesKit
import TermUI
import WalletKit

/// The passes stored in the wallet, each with a Remove button, in a sheet.
/// Esc or Close dismisses it; `q` and Ctrl-C still quit (TermUI's unhandled quit keys).
/// Close has focus when the sheet opens, so an Enter pressed out of habit
/// closes the list instead of removing a pass.
struct WalletListSheet: View {
    let model: WalletModel
    @Binding var isPresented: Bool
    @FocusState private var isCloseFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            VStack(alignment: .leading) {
                Text("Your wallet").bold()
                Text(model.walletPath).foregroundColor(.gray).lineLimit(1)
            }
            if model.storedPasses.isEmpty {
                Text("No passes yet: press Add to Wallet on the wallet screen.").foregroundColor(.gray)
            } else {
                VStack(alignment: .leading) {
                    ForEach(model.storedPasses, id: \.walletID) { pass in
                        HStack {
                            Text(pass.localizedDescription).lineLimit(1)
                            Text(pass.serialNumber).foregroundColor(.gray)
                            Spacer()
                            Button("Remove", role: .destructive) {
                                model.remove(pass)
                                // The pressed button goes with its row: focus falls back on Close.
                                isCloseFocused = true
                            }
                        }
                    }
                }
            }
            if let problem = model.problem {
                Text(problem).foregroundColor(.red)
            }
            HStack {
                Button("Close") { isPresented = false }
                    .focused($isCloseFocused)
                Text("Tab moves · Enter presses · Esc closes").foregroundColor(.gray)
            }
        }
        .frame(minWidth: 56)
        .defaultFocus($isCloseFocused, true)
    }
}
