import Foundation
import Testing
import WalletKit

/// A minimal valid pass of `style` as a JSON object, for tests to break one field at a time.
func passJSON(style: String = "generic", extra: [String: Any] = [:]) -> [String: Any] {
    var body: [String: Any] = [
        "primaryFields": [["key": "name", "label": "NAME", "value": "Ana Silva"]],
        "secondaryFields": [["key": "points", "label": "POINTS", "value": 1200]],
    ]
    if style == "boardingPass" { body["transitType"] = "PKTransitTypeTrain" }
    var object: [String: Any] = [
        "formatVersion": 1,
        "passTypeIdentifier": "pass.dev.termui.test",
        "serialNumber": "S-1",
        "teamIdentifier": "TEAM",
        "organizationName": "Org",
        "description": "A test pass",
        style: body,
    ]
    for (key, value) in extra { object[key] = value }
    return object
}

func data(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object)
}

/// The description of the error decoding `object` throws, or nil when it decodes.
func decodingError(_ object: [String: Any]) throws -> String? {
    let bytes = try data(object)
    do {
        _ = try Pass(data: bytes)
        return nil
    } catch {
        return error.description
    }
}

@Suite struct PassDecodingTests {
    @Test(arguments: PassStyle.allCases)
    func decodesEachStyle(style: PassStyle) throws {
        let pass = try Pass(data: try data(passJSON(style: style.rawValue)))
        #expect(pass.style == style)
        #expect(pass.serialNumber == "S-1")
        #expect(pass.fields.primaryFields.map(\.value.description) == ["Ana Silva"])
        #expect(pass.fields.secondaryFields.map(\.value) == [.number(1200)])
        #expect(pass.fields.secondaryFields.first?.value.description == "1200")
        #expect(pass.transitType == (style == .boardingPass ? .train : nil))
    }

    @Test func decodesTheSample() throws {
        let pass = try Pass.sample
        #expect(pass.style == .boardingPass)
        #expect(pass.transitType == .air)
        #expect(pass.organizationName == "Terminal Air")
        #expect(pass.backgroundColor == PassColor(red: 22, green: 64, blue: 122))
        #expect(pass.barcodes.count == 1)
        #expect(pass.preferredBarcode?.format == .qr)
        #expect(pass.preferredBarcode?.altText == "7Q2K9F")
        #expect(pass.fields.headerFields.map(\.key) == ["gate"])
        #expect(pass.fields.auxiliaryFields.map(\.textAlignment) == [nil, .center, .right])
        #expect(pass.fields.backFields.count == 2)
    }

    @Test func olderSingularBarcodeIsRead() throws {
        let object = passJSON(extra: [
            "barcode": [
                "message": "Hello", "format": "PKBarcodeFormatPDF417", "messageEncoding": "iso-8859-1",
                "altText": "hi",
            ]
        ])
        let pass = try Pass(data: try data(object))
        #expect(pass.barcodes == [PassBarcode(message: "Hello", format: .pdf417, altText: "hi")])
    }

    @Test(arguments: [
        "formatVersion", "passTypeIdentifier", "serialNumber", "teamIdentifier", "organizationName",
        "description",
    ])
    func missingRequiredField(key: String) throws {
        var object = passJSON()
        object.removeValue(forKey: key)
        #expect(try decodingError(object) == "pass.json: \"\(key)\" is missing")
    }

    @Test(arguments: [
        ("formatVersion", #""1""#, #"pass.json: "formatVersion" must be a number, found a string"#),
        ("formatVersion", "1.5", #"pass.json: "formatVersion": 1.5 is not a whole number"#),
        ("formatVersion", "2", #"pass.json: "formatVersion": 2 is not supported: must be 1"#),
        ("serialNumber", "42", #"pass.json: "serialNumber" must be a string, found a number"#),
        ("organizationName", #"["x"]"#, #"pass.json: "organizationName" must be a string, found an array"#),
        ("description", "{}", #"pass.json: "description" must be a string, found an object"#),
        ("logoText", "true", #"pass.json: "logoText" must be a string, found a boolean"#),
        ("barcodes", #""QR""#, #"pass.json: "barcodes" must be an array, found a string"#),
        ("generic", "[]", #"pass.json: "generic" must be an object, found an array"#),
    ])
    func wrongType(key: String, json: String, expected: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        #expect(try decodingError(passJSON(extra: [key: value])) == expected)
    }

    @Test(arguments: [
        ("rgb(300, 0, 0)", "components must be 0–255"),
        ("rgb(1, 2)", "expected three components, rgb(r, g, b)"),
        ("#ff0000", "expected rgb(r, g, b)"),
        ("rgb(1, a, 3)", "components must be whole numbers 0–255"),
    ])
    func badColour(text: String, reason: String) throws {
        let message = try decodingError(passJSON(extra: ["backgroundColor": text]))
        #expect(message == "pass.json: \"backgroundColor\": \"\(text)\" is not a colour: \(reason)")
    }

    @Test func goodColoursParse() throws {
        let pass = try Pass(
            data: try data(
                passJSON(extra: ["foregroundColor": "rgb(1,2,3)", "labelColor": " RGB( 255 , 0, 9 ) "])))
        #expect(pass.foregroundColor == PassColor(red: 1, green: 2, blue: 3))
        #expect(pass.labelColor?.color == .rgb(255, 0, 9))
    }

    @Test func nestedFieldErrorsNameThePath() throws {
        var object = passJSON()
        object["generic"] = ["primaryFields": [["key": "a", "value": "x"], ["key": "b", "value": ["no"]]]]
        #expect(
            try decodingError(object)
                == "pass.json: \"generic.primaryFields[1].value\" must be a string or a number, found an array"
        )
        object["generic"] = ["headerFields": [["label": "L", "value": "x"]]]
        #expect(try decodingError(object) == "pass.json: \"generic.headerFields[0].key\" is missing")
        object["generic"] = ["auxiliaryFields": [["key": "k", "value": "x", "textAlignment": "middle"]]]
        #expect(
            try decodingError(object)
                == "pass.json: \"generic.auxiliaryFields[0].textAlignment\": \"middle\" is not one of "
                + "\"PKTextAlignmentLeft\", \"PKTextAlignmentCenter\", \"PKTextAlignmentRight\", "
                + "\"PKTextAlignmentNatural\"")
    }

    @Test func barcodeErrors() throws {
        let bad = passJSON(extra: [
            "barcodes": [["message": "m", "format": "QR", "messageEncoding": "utf-8"]]
        ])
        #expect(
            try decodingError(bad)?.hasPrefix("pass.json: \"barcodes[0].format\": \"QR\" is not one of")
                == true)
        let missing = passJSON(extra: [
            "barcodes": [["format": "PKBarcodeFormatQR", "messageEncoding": "utf-8"]]
        ])
        #expect(try decodingError(missing) == "pass.json: \"barcodes[0].message\" is missing")
    }

    @Test func styleProblems() throws {
        var none = passJSON()
        none.removeValue(forKey: "generic")
        #expect(try decodingError(none)?.hasPrefix("pass.json: no pass style: expected one of") == true)
        let two = passJSON(extra: ["coupon": [String: Any]()])
        #expect(try decodingError(two) == "pass.json: more than one pass style: \"coupon\", \"generic\"")
        var boarding = passJSON(style: "boardingPass")
        boarding["boardingPass"] = ["primaryFields": [[String: Any]]()]
        #expect(try decodingError(boarding) == "pass.json: \"boardingPass.transitType\" is missing")
    }

    @Test func notJSONAndNotAnObject() throws {
        do {
            _ = try Pass(data: Data("{\"formatVersion\": 1,".utf8), fileName: "broken.json")
            Issue.record("decoded broken JSON")
        } catch {
            #expect(error.description.hasPrefix("broken.json: is not valid JSON"))
        }
        do {
            _ = try Pass(data: Data("[1, 2]".utf8))
            Issue.record("decoded an array")
        } catch {
            #expect(error.description == "pass.json: the file must be an object, found an array")
        }
    }

    /// Bytes that begin a number or a string but are not one (found by the pass-json
    /// fuzz target): not JSON, in words, never "Expected to decode Dictionary<String, Any>".
    @Test(arguments: ["-", "1e999", "{\"formatVersion\": -}", "\"a\u{3}b\"", "{\"logoText\": \"a\u{0}\"}"])
    func aValueThatIsNotJSONIsSaidSo(text: String) {
        do {
            _ = try Pass(data: Data(text.utf8))
            Issue.record("decoded \(text)")
        } catch {
            #expect(error.description.hasPrefix("pass.json: is not valid JSON: "))
            #expect(!error.description.contains("Dictionary"), "\(error.description)")
        }
    }

    @Test func missingFileNamesThePath() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("walletkit-\(UUID().uuidString)/pass.json")
        do {
            _ = try Pass(contentsOf: path)
            Issue.record("read a missing file")
        } catch {
            #expect(error.description == "\(path.path): cannot be read: no such file")
        }
    }

    @Test func encodingRoundTrips() throws {
        let sample = try Pass.sample
        let encoded = try JSONEncoder().encode(sample)
        #expect(try Pass(data: encoded) == sample)
    }
}
