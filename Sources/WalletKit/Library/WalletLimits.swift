/// The sizes the wallet accepts, checked before anything is written.
///
/// A pass is a card, not a document store: a field that would take many
/// screens, or a wallet file too big to read in a blink, is refused with a
/// ``PassLibraryError`` that names it, so a slow disk or a huge pass never
/// freezes the app or fills the disk.
///
/// | what | limit |
/// |---|---|
/// | one text of a pass (a field's label or value, a barcode message, the description) | 64 KiB of UTF-8 |
/// | `wallet.json` | 16 MiB |
public enum WalletLimits {
    /// The largest text of a pass, in UTF-8 bytes.
    public static let maximumTextBytes = 64 * 1024
    /// The largest wallet file, in bytes.
    public static let maximumWalletBytes = 16 * 1024 * 1024

    /// Every text of `pass` with the name error messages give it.
    static func texts(of pass: Pass) -> [(name: String, text: String)] {
        var texts: [(String, String)] = [
            ("passTypeIdentifier", pass.passTypeIdentifier), ("serialNumber", pass.serialNumber),
            ("teamIdentifier", pass.teamIdentifier), ("organizationName", pass.organizationName),
            ("description", pass.localizedDescription),
        ]
        if let logoText = pass.logoText { texts.append(("logoText", logoText)) }
        for (index, barcode) in pass.barcodes.enumerated() {
            texts.append(("barcodes[\(index)].message", barcode.message))
            if let altText = barcode.altText { texts.append(("barcodes[\(index)].altText", altText)) }
        }
        let groups: [(String, [PassField])] = [
            ("headerFields", pass.fields.headerFields), ("primaryFields", pass.fields.primaryFields),
            ("secondaryFields", pass.fields.secondaryFields),
            ("auxiliaryFields", pass.fields.auxiliaryFields),
            ("backFields", pass.fields.backFields),
        ]
        for (group, fields) in groups {
            for (index, field) in fields.enumerated() {
                let name = "\(group)[\(index)]"
                texts.append(("\(name).key", field.key))
                if let label = field.label { texts.append(("\(name).label", label)) }
                texts.append(("\(name).value", field.value.description))
                if let message = field.changeMessage { texts.append(("\(name).changeMessage", message)) }
            }
        }
        return texts
    }

    /// Throws when a text of `pass` is over ``maximumTextBytes``.
    static func check(_ pass: Pass) throws(PassLibraryError) {
        for (name, text) in texts(of: pass) where text.utf8.count > maximumTextBytes {
            throw .passTooLarge(
                serialNumber: pass.serialNumber, field: name, size: text.utf8.count, limit: maximumTextBytes)
        }
    }
}
