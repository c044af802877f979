/// Whether a scroll view shows its scroll indicators (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let kind: Int

    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden (shown on a Mac while scrolling).
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// How SF Symbols are coloured (SwiftUI's `SymbolRenderingMode`): accepted;
/// a symbol here is one glyph in one colour.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let kind: Int

    /// One colour.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: 1)
    /// Layers of one colour at levels of opacity.
    public static let hierarchical = SymbolRenderingMode(kind: 2)
    /// Layers in the given styles.
    public static let palette = SymbolRenderingMode(kind: 3)
}

/// What a text field holds, for the system's autofill (UIKit's `UITextContentType`):
/// accepted by `.textContentType(_:)`, which changes nothing in a terminal.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A content type by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

extension View {
    /// Whether scroll views in this view show their indicators: accepted, and
    /// a no-op (a scroll view's indicator is a column of the terminal, kept
    /// so the person sees there is more).
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        self
    }

    /// Whether a scrolling view's own background shows (a `List`'s or a
    /// `Form`'s grouped grey): accepted, and a no-op; a terminal list has no
    /// background of its own, so it is always as SwiftUI's `.hidden`.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// How SF Symbols in the view are coloured: accepted, and a no-op (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// What a text field holds, for autofill: accepted, and a no-op.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Digits of one width, so numbers line up: accepted, and a no-op, as
    /// every character of a terminal is as wide as the next already.
    public func monospacedDigit() -> some View { self }
}

extension Text {
    /// Digits of one width: this text as it is, every terminal glyph being one width already.
    public func monospacedDigit() -> Text { self }
}
