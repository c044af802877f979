/// What a ``ScannerController`` tells its delegate (VisionKit's
/// `DataScannerViewControllerDelegate`). Every method has an empty default
/// and is called on the main actor.
///
/// ```swift
/// func dataScanner(_ dataScanner: ScannerController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {
///     if case .barcode(let code)? = addedItems.first { self.code = code.payloadStringValue }
/// }
/// ```
@MainActor
public protocol ScannerControllerDelegate: AnyObject {
    /// New items came into view.
    func dataScanner(
        _ dataScanner: ScannerController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// Items in view moved (same ids, new bounds).
    func dataScanner(
        _ dataScanner: ScannerController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]
    )
    /// Items left the view.
    func dataScanner(
        _ dataScanner: ScannerController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]
    )
    /// Scanning stopped because the source failed (a camera unplugged, for one).
    func dataScanner(_ dataScanner: ScannerController, becameUnavailableWithError error: ScannerError)
}

extension ScannerControllerDelegate {
    /// Does nothing by default.
    public func dataScanner(
        _ dataScanner: ScannerController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {}
    /// Does nothing by default.
    public func dataScanner(
        _ dataScanner: ScannerController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {}
    /// Does nothing by default.
    public func dataScanner(
        _ dataScanner: ScannerController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {}
    /// Does nothing by default.
    public func dataScanner(_ dataScanner: ScannerController, becameUnavailableWithError error: ScannerError)
    {}
}
