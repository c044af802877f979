import FoundationEssentials

extension DecodingError {
    /// What is wrong, in words, with the JSON path of the value: never the
    /// runtime's type names ("Dictionary<String, Any>") or a raw dump.
    var inWords: String {
        switch self {
        case .typeMismatch(let type, let context):
            return "\(Self.subject(context.codingPath)) must be \(Self.kind(of: type))"
        case .valueNotFound(let type, let context):
            return "\(Self.subject(context.codingPath)) must be \(Self.kind(of: type)), found null"
        case .keyNotFound(let key, let context):
            return "\(Self.subject(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            // FoundationEssentials' JSONDecoder reports bytes that are not JSON at the
            // top (no coding path) and with no underlying error to say more.
            if context.codingPath.isEmpty { return "it is not valid JSON" }
            return "\(Self.subject(context.codingPath)) is not valid"
        @unknown default:
            return "it is not a wallet"
        }
    }

    /// `"passes[0].serialNumber"`, or "the file" at the top.
    private static func subject(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the file" }
        let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return "\"\(text.hasPrefix(".") ? String(text.dropFirst()) : text)\""
    }

    /// "an object", "a list", "a number"...
    private static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "a list" }
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Double", "Float", "Int64", "UInt"].contains(name) { return "a number" }
        return "a \(name)"
    }
}
