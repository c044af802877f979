/// A cell's foreground or background colour as the terminal stored it.
///
/// Palette indices are kept as indices (not resolved to RGB) so snapshots do not depend on
/// a palette; libvterm 0.1.x ignores palette changes anyway.
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's default foreground or background.
    case `default`
    /// An entry of the 256-colour palette (0-15 are the ANSI colours).
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// `"default"`, `"196"` or `"#0a141e"`: the form used in snapshot files.
    public var description: String {
        switch self {
        case .default: "default"
        case .indexed(let index): "\(index)"
        case .rgb(let red, let green, let blue): "#" + [red, green, blue].map(hexByte).joined()
        }
    }

    /// Parses `description`'s form back.
    init?(snapshotText text: Substring) {
        if text == "default" {
            self = .default
        } else if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else if let index = UInt8(text) {
            self = .indexed(index)
        } else {
            return nil
        }
    }
}

private func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
