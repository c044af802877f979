import CursesKit
import TermUI
import WalletKit

/// The passes stored in the wallet, in a sheet: a `List` whose rows go with
/// `.onDelete` (Delete or Backspace on a row), and a Remove… button for the
/// selected row; either asks first, in a `.confirmationDialog`, as an iOS
/// app asks before a destructive swipe. Esc or Close dismisses the sheet (Esc
/// in the dialog cancels the dialog alone); `q` and Ctrl-C still quit.
/// Close has focus when the sheet opens, so an Enter pressed out of habit
/// closes the list instead of removing a pass.
struct WalletListSheet: View {
    let model: WalletModel
    @Binding var isPresented: Bool
    @State private var selection: String?
    /// The pass the dialog asks about, while it is open.
    @State private var passToRemove: Pass?
    @State private var isConfirmingRemoval = false
    @FocusState private var isCloseFocused: Bool

    init(model: WalletModel, isPresented: Binding<Bool>) {
        self.model = model
        _isPresented = isPresented
        // The first pass starts selected (as a mail app selects the first
        // message), so Tab into the list shows where Delete acts.
        _selection = State(initialValue: model.storedPasses.first?.walletID)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading) {
                Text("Your wallet").bold()
                Text(model.walletPath).foregroundColor(.gray).lineLimit(1)
            }
            if model.storedPasses.isEmpty {
                Text("No passes yet: press Add to Wallet on the wallet screen.").foregroundColor(.gray)
            } else {
                List(selection: $selection) {
                    ForEach(model.storedPasses, id: \.walletID) { pass in
                        HStack {
                            Text(pass.localizedDescription).lineLimit(1)
                            Text(pass.serialNumber).foregroundColor(.gray)
                        }
                    }
                    .onDelete { offsets in
                        if let first = offsets.first { confirmRemoval(of: model.storedPasses[first]) }
                    }
                }
                .frame(height: .rows(min(model.storedPasses.count, 6)))
            }
            if let problem = model.problem {
                Text(problem).foregroundColor(.red)
            }
            HStack {
                if !model.storedPasses.isEmpty {
                    Button("Remove…", role: .destructive) {
                        if let pass = selectedPass { confirmRemoval(of: pass) }
                    }
                    .disabled(selectedPass == nil)
                }
                Button("Close") { isPresented = false }
                    .focused($isCloseFocused)
                Text(model.storedPasses.isEmpty ? "Esc closes" : "Delete removes · Esc closes")
                    .foregroundColor(.gray)
            }
        }
        .frame(minWidth: 448)
        .defaultFocus($isCloseFocused, true)
        .confirmationDialog(
            "Remove this pass from the wallet?", isPresented: $isConfirmingRemoval, titleVisibility: .visible,
            presenting: passToRemove
        ) { pass in
            Button("Remove", role: .destructive) {
                model.remove(pass)
                selection = nil
                // The removed row goes: focus falls back on Close.
                isCloseFocused = true
            }
            Button("Cancel", role: .cancel) {}
        } message: { pass in
            Text("\(pass.localizedDescription) \(pass.serialNumber)")
        }
    }

    private var selectedPass: Pass? {
        model.storedPasses.first { $0.walletID == selection }
    }

    private func confirmRemoval(of pass: Pass) {
        passToRemove = pass
        isConfirmingRemoval = true
    }
}
