/// A JSON document as decoded by `JSONDecoder`, kept untyped so a pass can be
/// validated field by field with messages that say what was found.
enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try Self.value(Bool.self, in: container) {
            self = .bool(value)
        } else if let value = try Self.value(Double.self, in: container) {
            self = .number(value)
        } else if let value = try Self.value(String.self, in: container) {
            self = .string(value)
        } else if let value = try Self.value([JSONValue].self, in: container) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as `type`, or nil when it is another kind of value.
    ///
    /// Only a type mismatch means another kind. Bytes that begin a number or a
    /// string but are not one (`-`, `1e999`, a raw control character in a
    /// string) make the decoder throw an error of its own: that is not JSON,
    /// and is reported so, where trying the next kinds would end in "Expected to
    /// decode Dictionary<String, Any> but found a string" (the pass-json fuzz target found it).
    private static func value<T: Decodable>(_ type: T.Type, in container: any SingleValueDecodingContainer)
        throws -> T?
    {
        do {
            return try container.decode(type)
        } catch DecodingError.typeMismatch {
            return nil
        } catch let error as DecodingError {
            throw error
        } catch {
            let path = container.codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }
            .joined()
            let subject =
                path.isEmpty ? "the file" : "\"\(path.hasPrefix(".") ? String(path.dropFirst()) : path)\""
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "\(subject) holds a malformed value (a number JSON cannot hold, "
                        + "or a string with an unescaped control character)"))
        }
    }

    /// "a string", "a number", ...: how an error message names what it found.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
