/// Walks a decoded JSON object with a field path, so every error names the
/// field (`generic.primaryFields[1].value`) and what was found there.
struct PassReader {
    let object: [String: JSONValue]
    /// The path of `object` itself, empty at the top of the file.
    let path: String

    init(_ value: JSONValue, path: String) throws(PassError) {
        guard case .object(let object) = value else {
            throw PassError(
                field: path.isEmpty ? nil : path,
                problem: .wrongType(expected: "an object", found: value.kindDescription))
        }
        self.object = object
        self.path = path
    }

    func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool {
        if let value = object[key], value != .null { return true }
        return false
    }

    func wrongType(_ key: String, expected: String, found value: JSONValue) -> PassError {
        PassError(
            field: fieldPath(key), problem: .wrongType(expected: expected, found: value.kindDescription))
    }

    func invalid(_ key: String, _ value: String, _ reason: String) -> PassError {
        PassError(field: fieldPath(key), problem: .invalidValue(value: value, reason: reason))
    }

    func required(_ key: String) throws(PassError) -> JSONValue {
        guard let value = object[key], value != .null else {
            throw PassError(field: fieldPath(key), problem: .missing)
        }
        return value
    }

    func string(_ key: String) throws(PassError) -> String {
        let value = try required(key)
        guard case .string(let text) = value else { throw wrongType(key, expected: "a string", found: value) }
        return text
    }

    func optionalString(_ key: String) throws(PassError) -> String? {
        guard has(key) else { return nil }
        return try string(key)
    }

    func integer(_ key: String) throws(PassError) -> Int {
        let value = try required(key)
        guard case .number(let number) = value else {
            throw wrongType(key, expected: "a number", found: value)
        }
        guard number.rounded() == number, abs(number) < 1e9 else {
            throw invalid(key, String(number), "is not a whole number")
        }
        return Int(number)
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, as type: E.Type) throws(PassError)
        -> E
    where E.RawValue == String {
        let text = try string(key)
        guard let value = E(rawValue: text) else {
            let allowed = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw invalid(key, "\"\(text)\"", "is not one of \(allowed)")
        }
        return value
    }

    func optionalEnumeration<E: RawRepresentable & CaseIterable>(_ key: String, as type: E.Type)
        throws(PassError)
        -> E?
    where E.RawValue == String {
        guard has(key) else { return nil }
        return try enumeration(key, as: type)
    }

    func color(_ key: String) throws(PassError) -> PassColor? {
        guard let text = try optionalString(key) else { return nil }
        do {
            return try PassColor(parsing: text)
        } catch {
            throw invalid(key, "\"\(text)\"", "is not a colour: \(error.reason)")
        }
    }

    func array(_ key: String) throws(PassError) -> [JSONValue]? {
        guard has(key), let value = object[key] else { return nil }
        guard case .array(let items) = value else { throw wrongType(key, expected: "an array", found: value) }
        return items
    }

    func child(_ key: String) throws(PassError) -> PassReader? {
        guard has(key), let value = object[key] else { return nil }
        return try PassReader(value, path: fieldPath(key))
    }
}

extension PassReader {
    func fields(_ key: String) throws(PassError) -> [PassField] {
        guard let items = try array(key) else { return [] }
        var fields: [PassField] = []
        for (index, item) in items.enumerated() {
            let reader = try PassReader(item, path: "\(fieldPath(key))[\(index)]")
            fields.append(try reader.field())
        }
        return fields
    }

    func field() throws(PassError) -> PassField {
        let raw = try required("value")
        let value: PassField.Value
        switch raw {
        case .string(let text): value = .string(text)
        case .number(let number): value = .number(number)
        default: throw wrongType("value", expected: "a string or a number", found: raw)
        }
        return PassField(
            key: try string("key"), label: try optionalString("label"), value: value,
            textAlignment: try optionalEnumeration("textAlignment", as: PassField.TextAlignment.self),
            changeMessage: try optionalString("changeMessage"))
    }

    func barcode() throws(PassError) -> PassBarcode {
        PassBarcode(
            message: try string("message"), format: try enumeration("format", as: PassBarcode.Format.self),
            messageEncoding: try string("messageEncoding"), altText: try optionalString("altText"))
    }
}
