/// libform's built-in field types (`set_field_type`), which validate a
/// field's value when the user leaves it and each character as it is typed.
public enum FieldType: Hashable, Sendable {
    /// `TYPE_INTEGER`: digits with an optional leading minus, shown with at
    /// least `padding` digits, within `range` when one is given.
    case integer(padding: Int = 0, range: ClosedRange<Int>? = nil)
    /// `TYPE_NUMERIC`: a decimal number shown with `precision` decimals, within `range`.
    case numeric(precision: Int = 0, range: ClosedRange<Double>? = nil)
    /// `TYPE_ALPHA`: letters only, at least `minimumWidth` of them.
    case alpha(minimumWidth: Int = 0)
    /// `TYPE_ALNUM`: letters and digits, at least `minimumWidth` of them.
    case alphanumeric(minimumWidth: Int = 0)
    /// `TYPE_ENUM`: one of `values` (a unique prefix is completed when `unique`).
    case enumeration([String], caseSensitive: Bool = false, unique: Bool = true)
    /// `TYPE_REGEXP`: the whole value (without the field's padding) matches
    /// the POSIX extended expression `pattern`.
    case regularExpression(String)
    /// `TYPE_IPV4`: a dotted-quad IPv4 address.
    case ipv4
}
