import CursesKit

extension Color {
    /// A colour of `red`, `green` and `blue` components from 0 to 1, as SwiftUI
    /// makes one; `opacity` below 1 is mixed with black (a cell cannot be
    /// see-through), and the terminal shows the nearest colour it has.
    ///
    /// ```swift
    /// Color(red: 0.2, green: 0.5, blue: 0.9)
    /// ```
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func channel(_ value: Double) -> UInt8 {
            UInt8(max(0, min(255, (value * max(0, min(1, opacity)) * 255).rounded())))
        }
        self = .rgb(channel(red), channel(green), channel(blue))
    }

    /// A grey of brightness `white` from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// SwiftUI's pink (255, 45, 85).
    public static let pink = Color.rgb(255, 45, 85)
    /// SwiftUI's indigo (88, 86, 214).
    public static let indigo = Color.rgb(88, 86, 214)
    /// SwiftUI's teal (48, 176, 199).
    public static let teal = Color.rgb(48, 176, 199)
    /// SwiftUI's mint (0, 199, 190).
    public static let mint = Color.rgb(0, 199, 190)
    /// SwiftUI's brown (162, 132, 94).
    public static let brown = Color.rgb(162, 132, 94)
    /// The terminal's own foreground colour (SwiftUI's primary label colour).
    public static let primary = Color.default
    /// Grey, for secondary text.
    public static let secondary = Color.gray
}

extension Color {
    /// This colour at `opacity` (SwiftUI's `Color.opacity(_:)`, where a
    /// colour is wanted: a shadow's, a gradient stop's): an RGB colour mixed
    /// with black as `Color(red:green:blue:opacity:)` is; a palette colour
    /// stays itself (the terminal, not TermUI, knows its components). Where a
    /// view is wanted, `.opacity(_:)` on the colour is the view modifier.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> Color {
        guard case .rgb(let red, let green, let blue) = self else { return self }
        return Color(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }
}
