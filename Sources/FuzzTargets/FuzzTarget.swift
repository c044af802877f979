/// The parsers of outside bytes that `make fuzz` fuzzes, each with the
/// invariants it must keep for any input (docs/architecture/TESTING.md, "Fuzz targets").
///
/// One function per target (``check(_:)``) serves both the libFuzzer
/// executables (Fuzz/Entries, linked by `make fuzz`) and the replay of every
/// seed and regression input in `make test` (Tests/FuzzTargetsTests).
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes from the terminal → events (`TerminalInputDecoder`).
    case terminalInput = "terminal-input"
    /// An HTML body → document → lines at a few widths (WebLoaderKit).
    case htmlPage = "html-page"
    /// pass.json bytes → a pass or a clear error (WalletKit).
    case passJSON = "pass-json"
    /// wallet.json bytes → the wallet's passes, or the file moved aside with a clear error.
    case walletJSON = "wallet-json"
    /// Image file bytes → a grey frame or a clear error (ScannerKit's file source, stb_image), then zbar.
    case imageFile = "image-file"
    /// A scanned payload or a typed address → what the demo shows and opens.
    case scannedText = "scanned-text"

    /// Runs every invariant of the target on `bytes`.
    ///
    /// - Throws: the first ``FuzzViolation`` found.
    @MainActor
    package func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        switch self {
        case .terminalInput: try TerminalInputFuzz.check(bytes)
        case .htmlPage: try HTMLPageFuzz.check(bytes)
        case .passJSON: try PassFuzz.check(bytes)
        case .walletJSON: try WalletFuzz.check(bytes)
        case .imageFile: try ImageFileFuzz.check(bytes)
        case .scannedText: try ScannedTextFuzz.check(bytes)
        }
    }

    /// libFuzzer's `LLVMFuzzerTestOneInput` for this target: checks the input
    /// and traps with the violation's words when an invariant fails.
    package func run(_ data: UnsafePointer<UInt8>?, count: Int) -> Int32 {
        let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : count))
        // libFuzzer calls from the process's main thread.
        MainActor.assumeIsolated {
            do throws(FuzzViolation) {
                try check(bytes)
            } catch {
                fatalError(error.description)
            }
        }
        return 0
    }
}
