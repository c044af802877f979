/// A terminal colour: the terminal's default, one of the 16 named ANSI colours,
/// an entry of the 256-colour palette, or a 24-bit RGB value.
///
/// A colour is resolved to what the terminal can show with
/// ``resolved(for:)`` at draw time, so views may ask for any colour.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 named colours (0–7 normal, 8–15 bright).
    case ansi(ANSIColor)
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.ansi(.black)
    public static let red = Color.ansi(.red)
    public static let green = Color.ansi(.green)
    public static let yellow = Color.ansi(.yellow)
    public static let blue = Color.ansi(.blue)
    public static let magenta = Color.ansi(.magenta)
    public static let cyan = Color.ansi(.cyan)
    public static let white = Color.ansi(.white)
    public static let gray = Color.ansi(.brightBlack)
    /// SwiftUI's purple (175, 82, 222).
    public static let purple = Color.rgb(175, 82, 222)
    /// SwiftUI's orange (255, 149, 0).
    public static let orange = Color.rgb(255, 149, 0)
}

/// The 16 named ANSI colours, numbered as terminals number them.
public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    case black = 0
    case red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
        brightWhite
}

/// How many colours a terminal can show, from none to 24-bit.
public enum ColorCapability: Int, Comparable, CaseIterable, Sendable {
    /// No colour: attributes (bold, reverse, underline) only.
    case monochrome
    /// The 8 basic ANSI colours.
    case ansi8
    /// The 16 ANSI colours including the bright ones.
    case ansi16
    /// The xterm 256-colour palette.
    case indexed256
    /// 24-bit RGB.
    case trueColor

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
