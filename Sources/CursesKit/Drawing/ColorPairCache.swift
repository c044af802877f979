import CNcurses

/// Turns a ``Style`` into ncurses attributes and a colour pair, allocating
/// pairs lazily with `alloc_pair` (ncurses 6.1+) as styles are first used.
///
/// The terminal's default colours are pair colour -1 (`use_default_colors`), so
/// ``Color/default`` shows the user's own theme. Create it after `newterm`.
@MainActor
package final class ColorPairCache {
    /// An ncurses rendition: attribute bits and an extended colour pair number.
    package struct Rendition: Equatable {
        package var attributes: attr_t
        package var pair: Int32
    }

    /// What the terminal can show; styles are resolved to it before use.
    package let capability: ColorCapability
    private let screen: OpaquePointer?
    /// Renditions by style, at most ``capacity``: a screen shows few styles
    /// at once, but an animated colour passes through a new one every frame,
    /// so the cache starts over when full instead of growing for good (the
    /// colour pairs stay with ncurses, which `alloc_pair` finds again).
    private var renditions: [Style: Rendition] = [:]
    /// The most styles ``renditions`` keeps.
    package static let capacity = 1_024
    private var lastStyle: Style?
    private var lastRendition = Rendition(attributes: 0, pair: 0)

    /// Starts colour on `screen` (the current terminal for `nil`) when it has any.
    package init(capability: ColorCapability, screen: OpaquePointer? = nil) {
        self.capability = capability
        self.screen = screen
        guard capability > .monochrome else { return }
        if let screen {
            start_color_sp(screen)
            use_default_colors_sp(screen)
        } else {
            start_color()
            use_default_colors()
        }
    }

    /// The attributes and pair that draw `style` on this terminal.
    package func rendition(for style: Style) -> Rendition {
        if style == lastStyle { return lastRendition }
        let rendition: Rendition
        if let cached = renditions[style] {
            rendition = cached
        } else {
            rendition = makeRendition(for: style)
            if renditions.count >= Self.capacity { renditions.removeAll(keepingCapacity: true) }
            renditions[style] = rendition
        }
        lastStyle = style
        lastRendition = rendition
        return rendition
    }

    private func makeRendition(for style: Style) -> Rendition {
        let resolved = style.resolved(for: capability)
        let attributes = Self.attributeBits(resolved.attributes)
        let foreground = colorNumber(resolved.foreground)
        let background = colorNumber(resolved.background)
        guard foreground != -1 || background != -1 else {
            return Rendition(attributes: attributes, pair: 0)
        }
        let pair =
            screen.map { alloc_pair_sp($0, foreground, background) } ?? alloc_pair(foreground, background)
        return Rendition(attributes: attributes, pair: max(0, pair))
    }

    /// The ncurses colour number of an already resolved colour: -1 for the default,
    /// the palette index, or the packed RGB value on a direct-colour terminal.
    private func colorNumber(_ color: Color) -> Int32 {
        switch color {
        case .default: return -1
        case .ansi(let c): return Int32(c.rawValue)
        case .indexed(let n): return Int32(n)
        case .rgb where capability == .indexed88:
            // Resolved for 88 colours: an entry of that palette.
            return Int32(Palette.index88(of: color) ?? 0)
        case .rgb(let r, let g, let b):
            // Direct-colour terminfo sends values below 8 as ANSI colours: nudge them.
            return max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
        }
    }

    /// How many styles have a cached rendition (at most ``capacity``).
    package var cachedStyleCount: Int { renditions.count }

    /// The colour an ncurses colour number stands for on this terminal (for read-back).
    package func color(forNumber number: Int32) -> Color {
        switch number {
        case ..<0: .default
        case 0..<16: .ansi(ANSIColor(rawValue: UInt8(number)) ?? .white)
        case 16..<88 where capability == .indexed88: Palette.rgb88(ofIndex: UInt8(number))
        case 16..<256 where capability < .trueColor: .indexed(UInt8(number))
        default:
            .rgb(UInt8((number >> 16) & 0xFF), UInt8((number >> 8) & 0xFF), UInt8(number & 0xFF))
        }
    }

    /// The foreground and background colours of pair `pair`.
    package func colors(ofPair pair: Int32) -> (foreground: Color, background: Color) {
        guard pair > 0 else { return (.default, .default) }
        var foreground: Int32 = -1
        var background: Int32 = -1
        if let screen {
            extended_pair_content_sp(screen, pair, &foreground, &background)
        } else {
            extended_pair_content(pair, &foreground, &background)
        }
        return (color(forNumber: foreground), color(forNumber: background))
    }

    // ncurses' attribute bits (the A_* macros, which Swift cannot import).
    package static let underlineBit: attr_t = 1 << 17
    package static let reverseBit: attr_t = 1 << 18
    package static let dimBit: attr_t = 1 << 20
    package static let boldBit: attr_t = 1 << 21
    /// A_ALTCHARSET: the cell's character is an `acsc` letter.
    package static let altCharsetBit: attr_t = 1 << 22
    package static let italicBit: attr_t = 1 << 31
    /// The low byte where ncurses marks the halves of a wide glyph (1 left, 2 right).
    package static let wideMarkBits: attr_t = 0xFF
    /// The bits where a narrow (legacy) colour pair lives.
    package static let colorBits: attr_t = 0xFF00

    private static let table: [(TextAttributes, attr_t)] = [
        (.bold, boldBit), (.dim, dimBit), (.underline, underlineBit), (.reverse, reverseBit),
        (.italic, italicBit),
    ]

    package static func attributeBits(_ attributes: TextAttributes) -> attr_t {
        table.reduce(0) { attributes.contains($1.0) ? $0 | $1.1 : $0 }
    }

    package static func textAttributes(_ bits: attr_t) -> TextAttributes {
        table.reduce([]) { bits & $1.1 != 0 ? $0.union($1.0) : $0 }
    }
}
