/// One field of a pass: a label over a value (PassKit's pass field dictionary).
public struct PassField: Hashable, Sendable {
    /// A field value: pass.json allows a string or a number.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        /// Text.
        case string(String)
        /// A number, shown without a trailing `.0` when whole.
        case number(Double)

        /// The value as shown: whole numbers without a decimal point.
        public var description: String {
            switch self {
            case .string(let text):
                return text
            case .number(let number):
                if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
                return String(number)
            }
        }
    }

    /// How a field's text is aligned (`PKTextAlignment...`).
    public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
        /// Left-aligned.
        case left = "PKTextAlignmentLeft"
        /// Centred.
        case center = "PKTextAlignmentCenter"
        /// Right-aligned.
        case right = "PKTextAlignmentRight"
        /// The default for the field's place on the card.
        case natural = "PKTextAlignmentNatural"
    }

    /// Unique within the pass.
    public var key: String
    /// The label shown above the value, if any.
    public var label: String?
    /// The value.
    public var value: Value
    /// The alignment, `nil` for the style's default.
    public var textAlignment: TextAlignment?
    /// The message shown when the value changes (`%@` stands for the new value).
    public var changeMessage: String?

    /// Creates a field.
    public init(
        key: String, label: String? = nil, value: Value, textAlignment: TextAlignment? = nil,
        changeMessage: String? = nil
    ) {
        self.key = key
        self.label = label
        self.value = value
        self.textAlignment = textAlignment
        self.changeMessage = changeMessage
    }
}
