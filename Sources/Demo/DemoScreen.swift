/// The demo's screens, one per seed document.
///
/// The order is the home list's.
enum DemoScreen: String, CaseIterable, Hashable, Sendable {
    case context
    case scanner
    case wallet
    case web
    case ncurses

    /// The title shown in the home list and the header.
    var title: String {
        switch self {
        case .context: "Context"
        case .ncurses: "ncurses"
        case .scanner: "Scanner"
        case .wallet: "Wallet"
        case .web: "Web"
        }
    }

    /// One line on what the screen shows.
    var summary: String {
        switch self {
        case .context: "LabelRep re-tinted live from context.environment and context.transaction"
        case .ncurses: "ncurses' own menu and form libraries in MenuView and FormView"
        case .scanner: "ScannerView in a sheet: zbar reads a QR code into a @Binding"
        case .wallet: "A credential card and AddToWalletButton; adds the pass to your wallet"
        case .web: "WebViewAdapter: a text-mode browser under an estimatedProgress overlay"
        }
    }

    /// The seed document the screen re-creates.
    var seed: String {
        switch self {
        case .context: "seed 002"
        case .ncurses: "seeds 000 and 001"
        case .scanner: "seeds 001 and 004"
        case .wallet: "seed 000"
        case .web: "seed 003"
        }
    }

    /// The names `--screen` accepts, comma separated.
    static var validNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
