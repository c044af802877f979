import CursesKit

/// A colour is a view, as in SwiftUI: it takes all the room it is offered and
/// fills it (in half blocks, as a ``Rectangle`` filled with it).
/// ``Color/clear`` (the terminal's own colour) fills nothing and keeps its
/// room, so it works as a spacer or a blank layer of a `ZStack`.
/// Approximated: a text drawn above it in a `ZStack` keeps the background it
/// is on (the terminal's), as a cell has one background; `.background(Color.blue)`
/// puts text on the colour.
///
/// ```swift
/// ZStack {
///     Color.blue
///     Text("Hi")
/// }
/// ```
extension Color: View {
    /// A rectangle filled with the colour; nothing drawn for the terminal's own colour.
    public var body: some View {
        Rectangle().fill(self).opacity(self == .default ? 0 : 1)
    }
}

extension Color {
    /// No colour (SwiftUI's transparent `clear`): approximated as the
    /// terminal's own colour, ``Color/default``. A cell cannot be
    /// see-through, and a background of the default colour shows the
    /// terminal's background, which is what a clear one would show. As a view
    /// it draws nothing; as a text colour it is the terminal's foreground
    /// (the text stays readable, where SwiftUI's would vanish).
    public static let clear = Color.default

    /// The accent colour of controls (SwiftUI's `accentColor`): blue, the
    /// default accent. Approximated: a static colour cannot read an
    /// `.accentColor(_:)` or `.tint(_:)` set around the view using it.
    public static let accentColor = Color.blue

    /// A colour from an asset catalog by `name` (SwiftUI's `Color(_:bundle:)`).
    ///
    /// A terminal app has no asset catalog: "AccentColor" is
    /// ``Color/accentColor``, a name of a colour SwiftUI has ("red", "blue",
    /// "gray"...) is that colour, and any other name is the terminal's own
    /// colour (``Color/default``).
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Self.named[name.lowercased()] ?? .default
    }

    private static let named: [String: Color] = [
        "accentcolor": .accentColor, "black": .black, "blue": .blue, "brown": .brown, "cyan": .cyan,
        "gray": .gray, "grey": .gray, "green": .green, "indigo": .indigo, "mint": .mint,
        "orange": .orange, "pink": .pink, "purple": .purple, "red": .red, "teal": .teal,
        "white": .white, "yellow": .yellow,
    ]

    /// A third level of emphasis (SwiftUI's hierarchical `tertiary` style): a
    /// darker grey than ``Color/secondary``; terminals of 16 colours show both as grey.
    public static let tertiary = Color.indexed(242)

    /// A fourth level of emphasis (SwiftUI's `quaternary` style): a still darker
    /// grey; terminals of 16 colours show it as grey.
    public static let quaternary = Color.indexed(239)
}

extension ShapeStyle where Self == Color {
    /// The second level of emphasis: grey (``Color/secondary``).
    public static var secondary: Color { Color.secondary }
    /// The third level of emphasis (``Color/tertiary``).
    public static var tertiary: Color { Color.tertiary }
    /// The fourth level of emphasis (``Color/quaternary``).
    public static var quaternary: Color { Color.quaternary }
    /// The terminal's own colour (``Color/clear``).
    public static var clear: Color { Color.clear }
    /// SwiftUI's pink (``Color/pink``).
    public static var pink: Color { Color.pink }
    /// SwiftUI's indigo (``Color/indigo``).
    public static var indigo: Color { Color.indigo }
    /// SwiftUI's teal (``Color/teal``).
    public static var teal: Color { Color.teal }
    /// SwiftUI's mint (``Color/mint``).
    public static var mint: Color { Color.mint }
    /// SwiftUI's brown (``Color/brown``).
    public static var brown: Color { Color.brown }
}
