/// OSC 8 hyperlinks: the bytes that open and close one, and the URL made
/// safe to put between them.
///
/// `ESC ] 8 ; id=ID ; URL ESC \` starts a link, every cell written after it
/// belongs to it, and `ESC ] 8 ; ; ESC \` ends it (the form VTE, iTerm2,
/// kitty, WezTerm, foot and Ghostty read). The `id` ties the cells of one
/// link together when it is sent in pieces (a link wrapped over rows), so a
/// terminal underlines it all on hover.
package enum Hyperlink {
    /// The longest URL sent, in bytes once encoded; a longer one is not linked
    /// at all (cut, it would open the wrong page). VTE keeps at most 2,083.
    package static let maximumLength = 2048

    /// `url` as it may be sent inside OSC 8: printable ASCII only. Control
    /// characters (C0, DEL; C1 and everything else beyond ASCII are
    /// percent-encoded byte by byte, as is the space) are dropped, so neither
    /// ESC (and so ST) nor BEL can end the sequence early and nothing a page
    /// holds can reach the terminal as an escape sequence. `nil` when nothing
    /// is left or the result is longer than ``maximumLength``.
    package static func sanitized(_ url: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case 0x21...0x7E: bytes.append(byte)
            case 0x00...0x1F, 0x7F: continue
            default: bytes += [0x25, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
            if bytes.count > maximumLength { return nil }
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// An `id` for `url`, the same for every cell and every frame that link
    /// is sent in: `t` and a 64-bit FNV-1a hash in hex (never `:` or `;`).
    package static func identifier(for url: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return "t" + String(hash, radix: 16)
    }

    /// `ESC ] 8 ; id=… ; URL ESC \` for `url`, which must come from ``sanitized(_:)``.
    package static func open(_ url: String) -> [UInt8] {
        Array("\u{1B}]8;id=\(identifier(for: url));\(url)\u{1B}\\".utf8)
    }

    /// `ESC ] 8 ; ; ESC \`: the cells after it link nowhere.
    package static let close: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)
}
