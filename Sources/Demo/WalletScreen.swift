import CursesKit
import TermUI
import WalletKit

/// Seed 000 in a terminal: the credential with its Add to Wallet button, what
/// the last action did, and the wallet list in a sheet (`w`).
///
/// Activating the button adds the pass to the ``PassLibrary``; once the pass is
/// in the wallet the button shows "✓ In Wallet" and opens the list instead.
/// The button has focus when the screen appears, so Enter presses it.
struct WalletScreen: View {
    let source: WalletSource
    /// This visit's model: made on the first render, released when the screen goes.
    @State private var holder = ScreenModelHolder<WalletModel>()
    @State private var showsWallet = false
    /// True while the screen's first control (the Add to Wallet button) has focus.
    @FocusState private var isFirstControlFocused: Bool

    private var model: WalletModel { holder.model(making: source.makeModel) }

    var body: some View {
        let model = self.model
        return Group {
            if let pass = model.pass {
                CredentialView(pass: pass, isPassAdded: model.isPassAdded, onAddToWallet: addToWallet) {
                    WalletStatusView(model: model) { showsWallet = true }
                }
            } else {
                VStack(alignment: .leading, spacing: 16) {
                    Text("The pass could not be read: \(model.passProblem ?? "unknown problem")")
                        .foregroundColor(.red)
                    WalletStatusView(model: model) { showsWallet = true }
                }
            }
        }
        .focused($isFirstControlFocused)
        .onAppear {
            model.loadIfNeeded()
            isFirstControlFocused = true
        }
        .onKeyPress("w", hint: "wallet") {
            showsWallet = true
            return .handled
        }
        .sheet(isPresented: $showsWallet) {
            WalletListSheet(model: model, isPresented: $showsWallet)
        }
    }

    /// The button's action: add the pass, or, once it is in, show the wallet (as Wallet opens the pass).
    private func addToWallet() {
        if model.isPassAdded {
            showsWallet = true
        } else {
            model.addPass()
        }
    }
}

/// What the last wallet action did (or why it failed) and the way to the wallet list.
struct WalletStatusView: View {
    let model: WalletModel
    let openWallet: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            if let problem = model.problem {
                Text(problem).foregroundColor(.red)
            } else {
                Text(model.statusLine).foregroundColor(model.isPassAdded ? .green : .gray)
            }
            HStack {
                Button("Wallet (\(model.storedPasses.count))", action: openWallet)
                Text("w").foregroundColor(.gray)
            }
        }
    }
}
