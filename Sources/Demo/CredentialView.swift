import CursesKit
import TermUI
import WalletKit

/// Seed 000's `CredentialView`: the credential, then the Add to Wallet button
/// (136×48 points, 17×3 cells, where the seed's is 127×40: 2.5 rows would
/// round to 2, and the button's box needs 3), with `accessory` beside the button.
///
/// The seed gives the button a fixed `.frame(width:height:)`; here its width
/// may give way (down to 40 points, 5 cells) to an accessory that needs the room, such
/// as a long problem message, and the button shows its shorter label
/// ("▤ Add"), as `PKAddPassButton` scales to whatever frame it is given.
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
            HStack(alignment: .center, spacing: 16) {
                AddToWalletButton(isPassAdded: isPassAdded, onTap: onAddToWallet)
                    .frame(minWidth: 40, maxWidth: 136, minHeight: 48, maxHeight: 48)
                accessory.layoutPriority(1)
            }
        }
    }
}
