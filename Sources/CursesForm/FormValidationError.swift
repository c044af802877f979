/// Why libform or the form refused what the user did; the delegate hears it
/// and an app shows it beside the form.
public enum FormValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field's type refused a typed character (a letter in a `TYPE_INTEGER` field).
    case characterRefused(Character, field: String)
    /// The field's value does not pass its type (`E_INVALID_FIELD` on leaving it).
    case invalidValue(String, field: String)
    /// A required field was blank when the form was submitted.
    case requiredFieldEmpty(field: String)

    /// The field the error is about.
    public var field: String {
        switch self {
        case .characterRefused(_, let field), .invalidValue(_, let field), .requiredFieldEmpty(let field):
            field
        }
    }

    /// A sentence for a person; the user's text is escaped.
    public var description: String {
        switch self {
        case .characterRefused(let character, let field):
            "\(field): '\(String(character).escapingControlCharacters)' is not allowed here"
        case .invalidValue(let value, let field):
            "\(field): '\(value.escapingControlCharacters)' is not a valid value"
        case .requiredFieldEmpty(let field): "\(field) is required"
        }
    }
}
