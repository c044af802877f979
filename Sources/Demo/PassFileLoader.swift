import FoundationEssentials
import WalletKit

/// Reads the pass the wallet screen shows, before the UI starts.
enum PassFileLoader {
    /// The pass.json at `path`, with errors that name that path as given.
    static func load(path: String) -> Result<Pass, PassError> {
        do {
            return .success(try Pass(contentsOf: URL(fileURLWithPath: path)))
        } catch var error {
            error.file = path
            return .failure(error)
        }
    }

    /// WalletKit's sample boarding pass.
    static func sample() -> Result<Pass, PassError> {
        Result { () throws(PassError) -> Pass in try Pass.sample }
    }
}
