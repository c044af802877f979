/// A look for text fields (SwiftUI's `TextFieldStyle`): `.automatic`,
/// `.plain`, `.roundedBorder`, `.squareBorder`. A terminal text field is
/// drawn one way, its text underlined on one row (the placeholder dimmed);
/// each style is accepted and draws it so (a border would take two more rows
/// than the field's one).
public protocol TextFieldStyle {}

/// The platform's text field look (`.automatic`).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// A text field with no decoration (`.plain`).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// A text field in a rounded border (`.roundedBorder`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// A text field in a square border (`.squareBorder`, macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's look.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A square border.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension View {
    /// Draws the text fields inside in `style`: accepted; a text field is
    /// drawn one way in a terminal (see ``TextFieldStyle``).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
