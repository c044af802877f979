import CursesKit
import FoundationEssentials
import WalletKit

/// What a scanned payload is, for the offers under it: a web address to
/// open on the web screen, a pass to show on the wallet screen, or text.
///
/// Kept out of the demo's executable so the fuzz targets (Sources/FuzzTargets)
/// can link the same classification the scanner screen uses.
package enum ScannedPayload {
    case url(URL)
    case pass(Pass)
    case text

    /// Classifies `payload`: an http(s) URL with a host and nothing
    /// unprintable, a pass.json WalletKit accepts, or else plain text.
    package init(_ payload: String) {
        let trimmed = payload.trimmingScalars()
        if let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host?.isEmpty == false,
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            self = .url(url)
        } else if trimmed.hasPrefix("{"), let pass = try? Pass(data: Data(trimmed.utf8)) {
            self = .pass(pass)
        } else {
            self = .text
        }
    }
}
