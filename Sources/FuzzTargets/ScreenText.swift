import CursesKit

/// What may never reach a terminal cell from outside text.
enum ScreenText {
    /// C0 controls (Esc among them), DEL and C1 controls: the makings of an escape sequence.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The bidirectional marks, embeddings, overrides and isolates, which reorder
    /// what a person reads ("Trojan Source").
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first control or bidi control in `text`, if any.
    static func forbidden(in text: String, bidi: Bool = true) -> Unicode.Scalar? {
        text.unicodeScalars.first { isControl($0) || (bidi && isBidiControl($0)) }
    }

    /// `text` with every scalar outside printable ASCII written as `\u{…}`, for a violation's words.
    static func shown(_ text: String, limit: Int = 160) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if (0x20..<0x7F).contains(scalar.value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return text.unicodeScalars.count > limit ? result + "…" : result
    }

    /// The first control drawn into a cell when `text` is drawn on one row, as
    /// a `Text` or a button label is: what the terminal would receive.
    @MainActor
    static func controlOnScreen(drawing text: String) -> Unicode.Scalar? {
        let buffer = CellBuffer(size: Size(width: max(1, text.displayWidth + 1), height: 1))
        buffer.draw(text, at: .zero, style: .plain)
        for x in 0..<buffer.size.width {
            if let scalar = buffer.cell(at: Point(x: x, y: 0)).text.unicodeScalars.first(where: isControl) {
                return scalar
            }
        }
        return nil
    }
}
