/// Resolves terminal colours to CSS colours for the HTML and SVG renderers.
///
/// xterm's 256-colour palette, with a dark default background, so exported screens look
/// like a typical terminal.
struct ScreenPalette {
    var defaultForeground = "#d0d0d0"
    var defaultBackground = "#1c1c1c"

    static let standard = ScreenPalette()

    private static let ansi: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]

    func css(_ color: TerminalColor, isForeground: Bool) -> String {
        switch color {
        case .default:
            return isForeground ? defaultForeground : defaultBackground
        case .rgb(let red, let green, let blue):
            return Self.hex(red, green, blue)
        case .indexed(let index):
            let (red, green, blue) = Self.rgb(index: Int(index))
            return Self.hex(red, green, blue)
        }
    }

    /// Foreground and background as displayed: reverse video swaps them.
    func colors(for style: CellStyle) -> (foreground: String, background: String) {
        let foreground = css(style.foreground, isForeground: true)
        let background = css(style.background, isForeground: false)
        return style.isReversed ? (background, foreground) : (foreground, background)
    }

    static func rgb(index: Int) -> (UInt8, UInt8, UInt8) {
        if index < 16 { return ansi[index] }
        if index < 232 {
            let levels: [UInt8] = [0x00, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
            let cube = index - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        }
        let gray = UInt8(8 + (index - 232) * 10)
        return (gray, gray, gray)
    }

    private static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
        "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }

    /// The text escaped for HTML and XML content and attributes.
    var xmlEscaped: String {
        var result = ""
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
