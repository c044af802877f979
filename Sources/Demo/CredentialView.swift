import CursesKit
import TermUI
import WalletKit

/// Seed 000's `CredentialView`: the credential, then the Add to Wallet button
/// sized with `.frame(width:height:)` (17×3 cells, the terminal's 127×40 pt),
/// with `accessory` beside the button.
struct CredentialView<Accessory: View>: View {
    let pass: Pass
    var isPassAdded: Bool
    var onAddToWallet: () -> Void
    let accessory: Accessory

    init(
        pass: Pass, isPassAdded: Bool, onAddToWallet: @escaping () -> Void,
        @ViewBuilder accessory: () -> Accessory
    ) {
        self.pass = pass
        self.isPassAdded = isPassAdded
        self.onAddToWallet = onAddToWallet
        self.accessory = accessory()
    }

    var body: some View {
        VStack(alignment: .leading) {
            PassCard(pass: pass)
            HStack(alignment: .center, spacing: 2) {
                AddToWalletButton(isPassAdded: isPassAdded, onTap: onAddToWallet)
                    .frame(width: 17, height: 3)
                accessory
            }
        }
    }
}
