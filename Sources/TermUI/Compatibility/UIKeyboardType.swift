/// The on-screen keyboard UIKit would show for a text field: accepted by
/// `.keyboardType(_:)`, which changes nothing in a terminal (the keyboard is the person's own).
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and punctuation only.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For typing URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A telephone keypad with letters.
    case namePhonePad
    /// For typing email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For writing posts.
    case twitter
    /// For typing searches.
    case webSearch
    /// Digits only, ASCII.
    case asciiCapableNumberPad
}

/// How UIKit would capitalize typed text: accepted by
/// `.textInputAutocapitalization(_:)`, which changes nothing in a terminal.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let kind: Int

    /// Never capitalize.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// Capitalize each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// Capitalize each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Capitalize every character.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

extension View {
    /// The keyboard a phone would show: accepted, and a no-op in a terminal.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Turns autocorrection off: accepted, and a no-op (a terminal never autocorrects).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (the older name): accepted, and a no-op.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// How typed text would be capitalized: accepted, and a no-op (text is kept as typed).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }
}
