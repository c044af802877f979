/// The demo's screens, one per seed document that works today.
///
/// Only screens that exist are listed: `scanner` joins when ScannerKit lands.
enum DemoScreen: String, CaseIterable, Hashable, Sendable {
    case context
    case wallet
    case web

    /// The title shown in the home list and the header.
    var title: String {
        switch self {
        case .context: "Context"
        case .wallet: "Wallet"
        case .web: "Web"
        }
    }

    /// One line on what the screen shows.
    var summary: String {
        switch self {
        case .context: "LabelRep re-tinted live from context.environment and context.transaction"
        case .wallet: "A credential card and AddToWalletButton; adds the pass to your wallet"
        case .web: "WebViewAdapter: a text-mode browser under an estimatedProgress overlay"
        }
    }

    /// The seed document the screen re-creates.
    var seed: String {
        switch self {
        case .context: "seed 002"
        case .wallet: "seed 000"
        case .web: "seed 003"
        }
    }

    /// The names `--screen` accepts, comma separated.
    static var validNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
