/// Why a pass could not be read, naming the file, the field and the problem.
///
/// The ``description`` is meant to be shown to a person as is:
///
/// ```
/// pass.json: "serialNumber" is missing
/// pass.json: "backgroundColor": "rgb(300, 0, 0)" is not a colour: components must be 0–255
/// pass.json: "formatVersion" must be a number, found a string
/// ```
public struct PassError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// The file could not be read; the associated text is the system's reason.
        case unreadable(String)
        /// The bytes are not JSON; the associated text says where parsing stopped.
        case notJSON(String)
        /// A required field is absent.
        case missing
        /// A field holds the wrong kind of JSON value.
        case wrongType(expected: String, found: String)
        /// A field has the right kind but an unusable value.
        case invalidValue(value: String, reason: String)
        /// None of the style keys (`boardingPass`, `coupon`, `eventTicket`,
        /// `generic`, `storeCard`) is present.
        case noStyle
        /// More than one style key is present.
        case multipleStyles([String])
    }

    /// The file the pass came from (its last path component, or `pass.json`).
    public var file: String
    /// The dotted path of the offending field (`generic.primaryFields[0].value`),
    /// or `nil` when the problem concerns the whole file.
    public var field: String?
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String = "pass.json", field: String?, problem: Problem) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    /// What is wrong with the pass, in words a person can act on.
    public var description: String {
        let subject = field.map { "\"\($0)\"" } ?? "the file"
        let text: String
        switch problem {
        case .unreadable(let reason):
            text = "cannot be read: \(reason)"
        case .notJSON(let detail):
            text = "is not valid JSON: \(detail)"
        case .missing:
            text = "\(subject) is missing"
        case .wrongType(let expected, let found):
            text = "\(subject) must be \(expected), found \(found)"
        case .invalidValue(let value, let reason):
            text = "\(subject): \(value) \(reason)"
        case .noStyle:
            text =
                "no pass style: expected one of \(PassStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
        case .multipleStyles(let keys):
            text = "more than one pass style: \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        return "\(file): \(text)"
    }
}
