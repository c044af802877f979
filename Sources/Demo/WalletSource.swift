import WalletKit

/// What the wallet screen makes its ``WalletModel`` from: the pass on show and
/// the library it is added to.
///
/// The screen makes its model when it appears and lets it go when it goes: the
/// model's observation registrar goes with it, and so does every registration
/// the screen's views made. (Observation in Swift 6.3 cannot cancel a
/// registration; one is dropped only when a property it read changes, so a
/// model that outlived the screen kept four per visit, about 4 KB, for as long
/// as nothing in the wallet changed.) The wallet itself is the file, read
/// again on each visit.
@MainActor
final class WalletSource {
    /// The pass, read when the wallet screen first asks: the sample's JSON
    /// costs about a twentieth of the demo's launch, and most launches never
    /// open the wallet (a `--pass` file is read and checked before the UI).
    private(set) lazy var pass: Result<Pass, PassError> = loadPass()
    private let loadPass: () -> Result<Pass, PassError>
    let library: PassLibrary
    let ioInline: Bool
    /// The model made last, while anything holds it (tests wait for its I/O).
    private(set) weak var latestModel: WalletModel?

    /// `ioInline`: see ``WalletModel/init(pass:library:ioInline:)``.
    init(
        pass: @escaping @autoclosure () -> Result<Pass, PassError>, library: PassLibrary,
        ioInline: Bool = false
    ) {
        loadPass = pass
        self.library = library
        self.ioInline = ioInline
    }

    /// A model for one visit of the wallet screen.
    func makeModel() -> WalletModel {
        let model = WalletModel(pass: pass, library: library, ioInline: ioInline)
        latestModel = model
        return model
    }
}
