/// The bytes that put text on the terminal's clipboard: OSC 52,
/// `ESC ] 52 ; c ; <base64> ESC \`, as xterm defined it and kitty, WezTerm,
/// foot, Ghostty, iTerm2, Windows Terminal and tmux take it.
///
/// The text travels as base64, so nothing in it (an escape, a BEL, an ST)
/// can end the sequence early or reach the terminal as a control. Inside
/// tmux the sequence is sent twice in one write: as it is, which tmux takes
/// itself with `set -g set-clipboard on` (putting it in a paste buffer and
/// passing it on to the terminal outside), and wrapped in tmux's DCS
/// passthrough (`ESC P tmux; <the sequence, every ESC doubled> ESC \`),
/// which tmux hands to the terminal outside with `set -g allow-passthrough
/// on`. tmux's defaults (`set-clipboard external`, `allow-passthrough off`)
/// drop both; either setting is enough.
package enum ClipboardSequence {
    /// The most text one copy sends, in UTF-8 bytes: its base64 is at most
    /// 100,000 bytes, within the ~100 KB some terminals allow one sequence.
    package static let maximumTextBytes = 75_000

    /// The OSC 52 sequence (plain, then wrapped for tmux's passthrough when
    /// `inTmux`) that sets the clipboard to `text`.
    package static func bytes(for text: String, inTmux: Bool) -> [UInt8] {
        let plain = osc52(base64(Array(text.utf8)))
        guard inTmux else { return plain }
        return plain + tmuxPassthrough(plain)
    }

    /// `ESC ] 52 ; c ; <payload> ESC \`: `c` names the clipboard (not the primary selection).
    static func osc52(_ payload: [UInt8]) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + payload + Array("\u{1B}\\".utf8)
    }

    /// `sequence` inside tmux's DCS passthrough: `ESC P tmux;`, the sequence
    /// with each ESC doubled, `ESC \`.
    static func tmuxPassthrough(_ sequence: [UInt8]) -> [UInt8] {
        var bytes = Array("\u{1B}Ptmux;".utf8)
        for byte in sequence {
            if byte == 0x1B { bytes.append(0x1B) }
            bytes.append(byte)
        }
        return bytes + Array("\u{1B}\\".utf8)
    }

    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 (RFC 4648, with `=` padding). CursesKit does not
    /// import Foundation, so it is done here.
    static func base64(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((input.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= input.count {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            for shift in [18, 12, 6, 0] { output.append(alphabet[Int(chunk >> UInt32(shift) & 0x3F)]) }
            index += 3
        }
        let rest = input.count - index
        if rest > 0 {
            let second = rest == 2 ? UInt32(input[index + 1]) << 8 : 0
            let chunk = UInt32(input[index]) << 16 | second
            output.append(alphabet[Int(chunk >> 18 & 0x3F)])
            output.append(alphabet[Int(chunk >> 12 & 0x3F)])
            output.append(rest == 2 ? alphabet[Int(chunk >> 6 & 0x3F)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        return output
    }
}
