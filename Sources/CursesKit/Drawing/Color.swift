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

    /// ANSI black.
    public static let black = Color.ansi(.black)
    /// ANSI red.
    public static let red = Color.ansi(.red)
    /// ANSI green.
    public static let green = Color.ansi(.green)
    /// ANSI yellow.
    public static let yellow = Color.ansi(.yellow)
    /// ANSI blue.
    public static let blue = Color.ansi(.blue)
    /// ANSI magenta.
    public static let magenta = Color.ansi(.magenta)
    /// ANSI cyan.
    public static let cyan = Color.ansi(.cyan)
    /// ANSI white (light grey on most terminals).
    public static let white = Color.ansi(.white)
    /// Grey: ANSI bright black.
    public static let gray = Color.ansi(.brightBlack)
    /// SwiftUI's purple (175, 82, 222).
    public static let purple = Color.rgb(175, 82, 222)
    /// SwiftUI's orange (255, 149, 0).
    public static let orange = Color.rgb(255, 149, 0)
}

/// The 16 named ANSI colours, numbered as terminals number them.
public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    /// Colour 0.
    case black = 0
    /// Colours 1 to 7.
    case red, green, yellow, blue, magenta, cyan, white
    /// Colours 8 to 15, the bright variants (16-colour terminals and up).
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
    /// The 88-colour palette of rxvt-unicode and `xterm-88color`: the 16
    /// named colours, a 4×4×4 colour cube and 8 greys. A colour resolved for
    /// it is the palette entry's exact RGB value (``Color/rgb(_:_:_:)``),
    /// since ``Color/indexed(_:)`` numbers the 256-colour palette.
    case indexed88
    /// The xterm 256-colour palette.
    case indexed256
    /// 24-bit RGB.
    case trueColor

    /// Orders capabilities from fewest colours to most.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
