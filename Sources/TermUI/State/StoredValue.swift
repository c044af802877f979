import FoundationEssentials

/// One value of a ``UserDefaults`` store, as its file holds it: a one-key
/// JSON object naming the type (`{"int": 3}`, `{"data": "AAE="}`), so a value
/// reads back as the type it was written as.
enum StoredValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case url(URL)
}

extension StoredValue: Codable {
    private enum Kind: String, CodingKey {
        case bool, int, double, string, data, url
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "a value must be one of bool, int, double, string, data, url"))
        }
        switch kind {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: kind))
        case .int: self = .int(try container.decode(Int.self, forKey: kind))
        case .double: self = .double(try container.decode(Double.self, forKey: kind))
        case .string: self = .string(try container.decode(String.self, forKey: kind))
        case .data: self = .data(try container.decode(Data.self, forKey: kind))
        case .url: self = .url(try container.decode(URL.self, forKey: kind))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .data(let value): try container.encode(value, forKey: .data)
        case .url(let value): try container.encode(value, forKey: .url)
        }
    }
}

extension StoredValue {
    /// The value as Foundation's `object(forKey:)` returns it.
    var object: Any {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .data(let value): value
        case .url(let value): value
        }
    }

    var bool: Bool? {
        switch self {
        case .bool(let value): value
        case .int(let value): value != 0
        default: nil
        }
    }

    var int: Int? {
        switch self {
        case .int(let value): value
        case .bool(let value): value ? 1 : 0
        case .double(let value): Int(exactly: value.rounded(.towardZero))
        default: nil
        }
    }

    var double: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var data: Data? {
        if case .data(let value) = self { return value }
        return nil
    }

    var url: URL? {
        switch self {
        case .url(let value): value
        case .string(let value): URL(string: value)
        default: nil
        }
    }
}
