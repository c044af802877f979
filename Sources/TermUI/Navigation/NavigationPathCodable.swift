import Foundation

extension NavigationPath {
    /// A serializable form of a navigation path whose values are all
    /// `Codable` (SwiftUI's `NavigationPath.CodableRepresentation`): each value
    /// is kept as its type's name and its JSON, so the path can be saved
    /// (`JSONEncoder`) and restored (`JSONDecoder`, then `NavigationPath(_:)` with the representation).
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(path.codable)
    /// let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    public struct CodableRepresentation: Codable, Equatable {
        /// The values, root side first.
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) { self.elements = elements }

        /// Reads the type name and JSON of each value, and decodes it: fails
        /// when a type is not in this program or is not `Decodable & Hashable`.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Decodable & Hashable type named \(typeName)")
                }
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        /// Writes each value as its type's name and its JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(
                        element.base, .init(codingPath: encoder.codingPath, debugDescription: "not Encodable")
                    )
                }
                try container.encode(_mangledTypeName(type(of: element.base)) ?? "")
                let data = try JSONEncoder().encode(value)
                try container.encode(String(decoding: data, as: UTF8.self))
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws
            -> AnyHashable
        {
            AnyHashable(try JSONDecoder().decode(type, from: data))
        }
    }

    /// The path in a serializable form; `nil` when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        for element in elements {
            guard element.base is any Codable, _mangledTypeName(type(of: element.base)) != nil else {
                return nil
            }
        }
        return CodableRepresentation(elements: elements)
    }

    /// A path holding the values of `codable`, restored from its serialized form.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
