import FoundationEssentials

extension Pass: Decodable {
    /// Decodes and validates a pass.json document.
    ///
    /// - Throws: ``PassError`` for a document that is JSON but not a valid pass,
    ///   with the field path relative to where the pass sits in the document.
    public init(from decoder: Decoder) throws {
        let prefix = decoder.codingPath.map { key in
            key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }.joined()
        let root = try JSONValue(from: decoder)
        try self.init(validating: root, path: prefix.hasPrefix(".") ? String(prefix.dropFirst()) : prefix)
    }

    private init(validating root: JSONValue, path: String) throws(PassError) {
        let top = try PassReader(root, path: path)
        formatVersion = try top.integer("formatVersion")
        guard formatVersion == 1 else {
            throw top.invalid("formatVersion", String(formatVersion), "is not supported: must be 1")
        }
        passTypeIdentifier = try top.string("passTypeIdentifier")
        serialNumber = try top.string("serialNumber")
        teamIdentifier = try top.string("teamIdentifier")
        organizationName = try top.string("organizationName")
        localizedDescription = try top.string("description")
        logoText = try top.optionalString("logoText")
        foregroundColor = try top.color("foregroundColor")
        backgroundColor = try top.color("backgroundColor")
        labelColor = try top.color("labelColor")

        var barcodes: [PassBarcode] = []
        if let items = try top.array("barcodes") {
            for (index, item) in items.enumerated() {
                barcodes.append(
                    try PassReader(item, path: "\(top.fieldPath("barcodes"))[\(index)]").barcode())
            }
        }
        if barcodes.isEmpty, let single = try top.child("barcode") {
            barcodes.append(try single.barcode())
        }
        self.barcodes = barcodes

        let present = PassStyle.allCases.filter { top.has($0.rawValue) }
        guard let style = present.first else { throw PassError(field: nil, problem: .noStyle) }
        guard present.count == 1 else {
            throw PassError(field: nil, problem: .multipleStyles(present.map(\.rawValue)))
        }
        self.style = style
        guard let body = try top.child(style.rawValue) else { throw PassError(field: nil, problem: .noStyle) }
        transitType =
            style == .boardingPass ? try body.enumeration("transitType", as: PassTransitType.self) : nil
        fields = PassFields(
            headerFields: try body.fields("headerFields"), primaryFields: try body.fields("primaryFields"),
            secondaryFields: try body.fields("secondaryFields"),
            auxiliaryFields: try body.fields("auxiliaryFields"), backFields: try body.fields("backFields"))
    }
}

extension Pass: Encodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes the pass in pass.json's own format, so a stored pass reads back unchanged.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(formatVersion, forKey: Key("formatVersion"))
        try container.encode(passTypeIdentifier, forKey: Key("passTypeIdentifier"))
        try container.encode(serialNumber, forKey: Key("serialNumber"))
        try container.encode(teamIdentifier, forKey: Key("teamIdentifier"))
        try container.encode(organizationName, forKey: Key("organizationName"))
        try container.encode(localizedDescription, forKey: Key("description"))
        try container.encodeIfPresent(logoText, forKey: Key("logoText"))
        try container.encodeIfPresent(foregroundColor?.description, forKey: Key("foregroundColor"))
        try container.encodeIfPresent(backgroundColor?.description, forKey: Key("backgroundColor"))
        try container.encodeIfPresent(labelColor?.description, forKey: Key("labelColor"))
        if !barcodes.isEmpty {
            var list = container.nestedUnkeyedContainer(forKey: Key("barcodes"))
            for barcode in barcodes {
                var item = list.nestedContainer(keyedBy: Key.self)
                try item.encode(barcode.message, forKey: Key("message"))
                try item.encode(barcode.format.rawValue, forKey: Key("format"))
                try item.encode(barcode.messageEncoding, forKey: Key("messageEncoding"))
                try item.encodeIfPresent(barcode.altText, forKey: Key("altText"))
            }
        }
        var body = container.nestedContainer(keyedBy: Key.self, forKey: Key(style.rawValue))
        try body.encodeIfPresent(transitType?.rawValue, forKey: Key("transitType"))
        let groups: [(String, [PassField])] = [
            ("headerFields", fields.headerFields), ("primaryFields", fields.primaryFields),
            ("secondaryFields", fields.secondaryFields), ("auxiliaryFields", fields.auxiliaryFields),
            ("backFields", fields.backFields),
        ]
        for (name, group) in groups where !group.isEmpty {
            var list = body.nestedUnkeyedContainer(forKey: Key(name))
            for field in group {
                var item = list.nestedContainer(keyedBy: Key.self)
                try item.encode(field.key, forKey: Key("key"))
                try item.encodeIfPresent(field.label, forKey: Key("label"))
                switch field.value {
                case .string(let text): try item.encode(text, forKey: Key("value"))
                case .number(let number): try item.encode(number, forKey: Key("value"))
                }
                try item.encodeIfPresent(field.textAlignment?.rawValue, forKey: Key("textAlignment"))
                try item.encodeIfPresent(field.changeMessage, forKey: Key("changeMessage"))
            }
        }
    }
}
