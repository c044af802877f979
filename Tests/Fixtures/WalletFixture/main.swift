import WalletKit
