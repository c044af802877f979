import Foundation

extension Pass {
    /// A realistic boarding pass shipped with WalletKit (`Resources/pass.json`),
    /// for demos, previews and tests.
    ///
    /// ```swift
    /// let card = PassCardWidget(pass: try Pass.sample)
    /// ```
    public static var sample: Pass {
        get throws(PassError) {
            guard let url = sampleURL else {
                throw PassError(
                    file: "Resources/pass.json", field: nil, problem: .unreadable("not in the bundle"))
            }
            return try Pass(contentsOf: url)
        }
    }

    /// Where the sample pass.json lives in the package's resource bundle.
    public static var sampleURL: URL? {
        Bundle.module.url(forResource: "pass", withExtension: "json", subdirectory: "Resources")
    }
}
