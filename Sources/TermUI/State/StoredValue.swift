import Foundation

/// One value of a settings store (``SettingsStore``): the types
/// `@AppStorage` and `@SceneStorage` keep.
enum StoredValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case url(URL)
}

extension StoredValue {
    /// The value as `UserDefaults` keeps it: a URL as its string, as
    /// Foundation's `set(_:forKey:)` for a URL does not keep one on Linux.
    var propertyList: Any {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .data(let value): value
        case .url(let value): value.absoluteString
        }
    }

    /// A value `UserDefaults.object(forKey:)` returned; `nil` for a type no
    /// wrapper keeps (an array, a dictionary).
    init?(propertyList object: Any) {
        switch object {
        case let value as String: self = .string(value)
        case let value as Data: self = .data(value)
        case let value as NSNumber:
            // Foundation keeps numbers as NSNumber, whose type code tells a
            // Bool (`c`, `B`) and a Double (`d`, `f`) from an integer.
            switch UnicodeScalar(UInt8(bitPattern: value.objCType.pointee)) {
            case "c", "B": self = .bool(value.boolValue)
            case "d", "f": self = .double(value.doubleValue)
            default: self = .int(value.intValue)
            }
        default: return nil
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
