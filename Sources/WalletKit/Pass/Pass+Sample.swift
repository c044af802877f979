import FoundationEssentials

extension Pass {
    /// A realistic boarding pass that comes with WalletKit, for demos, previews and tests.
    ///
    /// ```swift
    /// let card = PassCardWidget(pass: try Pass.sample)
    /// ```
    public static var sample: Pass {
        get throws(PassError) { try Pass(data: Data(sampleJSON.utf8), fileName: "pass.json") }
    }

    /// The sample's pass.json. It is a literal rather than a resource: SwiftPM's
    /// `Bundle.module` needs the full Foundation (and with it ICU's tables, 38 MB
    /// of a static binary), which WalletKit otherwise does without.
    static let sampleJSON = #"""
        {
          "formatVersion": 1,
          "passTypeIdentifier": "pass.dev.termui.boardingpass",
          "serialNumber": "TUI-7Q2K9F",
          "teamIdentifier": "TERMUI0001",
          "organizationName": "Terminal Air",
          "description": "Terminal Air boarding pass, Lisbon to Reykjavik",
          "logoText": "Terminal Air",
          "foregroundColor": "rgb(255, 255, 255)",
          "backgroundColor": "rgb(22, 64, 122)",
          "labelColor": "rgb(160, 200, 240)",
          "barcodes": [
            {
              "message": "M1SILVA/ANA          E7Q2K9F LISKEFTU 0612 212Y014C0042 100",
              "format": "PKBarcodeFormatQR",
              "messageEncoding": "iso-8859-1",
              "altText": "7Q2K9F"
            }
          ],
          "barcode": {
            "message": "M1SILVA/ANA          E7Q2K9F LISKEFTU 0612 212Y014C0042 100",
            "format": "PKBarcodeFormatQR",
            "messageEncoding": "iso-8859-1",
            "altText": "7Q2K9F"
          },
          "boardingPass": {
            "transitType": "PKTransitTypeAir",
            "headerFields": [
              { "key": "gate", "label": "GATE", "value": "B12", "changeMessage": "Gate changed to %@" }
            ],
            "primaryFields": [
              { "key": "origin", "label": "LISBON", "value": "LIS" },
              {
                "key": "destination", "label": "REYKJAVIK", "value": "KEF",
                "textAlignment": "PKTextAlignmentRight"
              }
            ],
            "secondaryFields": [
              { "key": "passenger", "label": "PASSENGER", "value": "Ana Silva" },
              {
                "key": "flight", "label": "FLIGHT", "value": "TU 612",
                "textAlignment": "PKTextAlignmentRight"
              }
            ],
            "auxiliaryFields": [
              { "key": "boards", "label": "BOARDS", "value": "07:25" },
              { "key": "seat", "label": "SEAT", "value": "14C", "textAlignment": "PKTextAlignmentCenter" },
              { "key": "group", "label": "GROUP", "value": 3, "textAlignment": "PKTextAlignmentRight" }
            ],
            "backFields": [
              { "key": "terms", "label": "TERMS", "value": "Boarding closes 20 minutes before departure." },
              { "key": "frequentFlyer", "label": "FREQUENT FLYER", "value": "TA 4481 0927" }
            ]
          }
        }
        """#
}
